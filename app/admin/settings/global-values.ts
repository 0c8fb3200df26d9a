import type { GlobalColor, GlobalFont } from "#core/builder/global-variables";

/**
 * The Global colors and Global fonts forms of the site settings page as the API's change
 * (`global_colors` or `global_fonts`, each list whole): the rows as edited, less the one whose
 * Delete was pressed, plus the new row when it was filled in (by Add or by Save) (with a fresh id, as Elementor gives
 * custom variables).
 */
export type GlobalsIntent = "global-colors" | "global-fonts";

export const isGlobalsIntent = (v: unknown): v is GlobalsIntent => v === "global-colors" || v === "global-fonts";

/** A custom variable's id: 7 lowercase hex digits, as Elementor makes them, not one already used. */
export function newGlobalId(taken: ReadonlySet<string>, random: () => number = Math.random): string {
  for (;;) {
    const id = Math.floor(random() * 0x10000000)
      .toString(16)
      .padStart(7, "0");
    if (!taken.has(id)) return id;
  }
}

function rows(form: URLSearchParams, prefix: string, fields: readonly string[]): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (let i = 0; form.has(`${prefix}.${i}.id`); i++) {
    out.push(Object.fromEntries(["id", ...fields].map((f) => [f, (form.get(`${prefix}.${i}.${f}`) ?? "").trim()])));
  }
  return out;
}

export function globalsPatchOfForm(intent: GlobalsIntent, form: URLSearchParams, random?: () => number): Record<string, unknown> {
  const removed = form.get("delete");
  const fields = intent === "global-colors" ? ["title", "color"] : ["title", "family", "weight"];
  const prefix = intent === "global-colors" ? "color" : "font";
  const list = rows(form, prefix, fields).filter((r) => r.id !== removed);
  const added = Object.fromEntries(fields.map((f) => [f, (form.get(`new.${f}`) ?? "").trim()]));
  if (added.title || added[fields[1]!]) list.push({ id: newGlobalId(new Set(list.map((r) => r.id ?? "")), random), ...added });
  if (intent === "global-colors") return { global_colors: list.map(({ id, title, color }) => ({ id, title, color })) as GlobalColor[] };
  return {
    global_fonts: list.map(({ id, title, family, weight }) => ({ id, title, family, ...(weight ? { weight } : {}) })) as GlobalFont[],
  };
}
