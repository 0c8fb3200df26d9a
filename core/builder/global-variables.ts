import { z } from "zod";
import { cssColor, cssFontFamily } from "./css-values";

/**
 * The site kit's variables (docs/design/documents.md#global-colours-and-fonts): named colours and
 * fonts, Elementor's `system_colors` + `custom_colors` and `system_typography` + `custom_typography`
 * by their Elementor ids (`primary`, `secondary`, `text`, `accent`, or a custom id such as `4f1a2b3`).
 * Elements reference them in `__globals__` (`{ title_color: "globals/colors?id=primary" }`); pages
 * define each as a CSS custom property (`--e-global-color-primary`,
 * `--e-global-typography-primary-font-family`) once, and elements' CSS reads the property, so a
 * changed variable changes every element that uses it.
 */

export const GLOBAL_LIMITS = { colors: 60, fonts: 30, title: 60 } as const;

/** An Elementor variable id: lowercase letters, digits, `_` and `-` (custom ones are 7 hex digits). */
export const GLOBAL_ID = /^[a-z0-9_-]{1,20}$/;

const FONT_WEIGHTS = ["100", "200", "300", "400", "500", "600", "700", "800", "900", "normal", "bold"] as const;

const title = z.string().trim().min(1, "is required").max(GLOBAL_LIMITS.title, "is too long");
const id = z.string().max(20, "is too long").regex(GLOBAL_ID, "must be lowercase letters, digits, - or _ (at most 20)");

export const globalColor = z
  .object({
    id,
    title,
    color: z
      .string()
      .trim()
      .max(40, "is too long")
      .refine((v) => /^#[0-9a-f]{3,8}$/i.test(v) || /^rgba?\([\d\s.,%]+\)$/i.test(v), "must be a hex colour (#1f6f43) or rgb()/rgba()"),
  })
  .strict();

export const globalFont = z
  .object({
    id,
    title,
    family: z
      .string()
      .trim()
      .max(60, "is too long")
      .regex(/^[a-z0-9 _-]{1,60}$/i, "must be a font family name (letters, digits, spaces, - or _)"),
    weight: z.enum(FONT_WEIGHTS).optional(),
  })
  .strict();

const uniqueIds = (items: readonly { id: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: "is used twice" });
    seen.add(item.id);
  });
};

export const globalColors = z
  .array(globalColor)
  .max(GLOBAL_LIMITS.colors, `has more than ${GLOBAL_LIMITS.colors} colours`)
  .superRefine(uniqueIds);
export const globalFonts = z
  .array(globalFont)
  .max(GLOBAL_LIMITS.fonts, `has more than ${GLOBAL_LIMITS.fonts} fonts`)
  .superRefine(uniqueIds);

export type GlobalColor = z.infer<typeof globalColor>;
export type GlobalFont = z.infer<typeof globalFont>;
export interface GlobalVariables {
  colors: GlobalColor[];
  fonts: GlobalFont[];
}

/** A new Elementor kit's system colours and fonts (what an unedited kit holds). */
export const DEFAULT_GLOBALS: GlobalVariables = {
  colors: [
    { id: "primary", title: "Primary", color: "#6EC1E4" },
    { id: "secondary", title: "Secondary", color: "#54595F" },
    { id: "text", title: "Text", color: "#7A7A7A" },
    { id: "accent", title: "Accent", color: "#61CE70" },
  ],
  fonts: [
    { id: "primary", title: "Primary", family: "Roboto", weight: "600" },
    { id: "secondary", title: "Secondary", family: "Roboto Slab", weight: "400" },
    { id: "text", title: "Text", family: "Roboto", weight: "400" },
    { id: "accent", title: "Accent", family: "Roboto", weight: "500" },
  ],
};

/** Stored variables read safely whatever they hold: each list item that is not valid is left out. */
export function normaliseGlobals(raw: unknown): GlobalVariables {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return DEFAULT_GLOBALS;
  const source = raw as { colors?: unknown; fonts?: unknown };
  const valid = <T>(schema: z.ZodType<T>, list: unknown, fallback: T[]): T[] => {
    if (!Array.isArray(list)) return fallback;
    const seen = new Set<string>();
    return list.flatMap((item) => {
      const parsed = schema.safeParse(item);
      if (!parsed.success || seen.has((parsed.data as { id: string }).id)) return [];
      seen.add((parsed.data as { id: string }).id);
      return [parsed.data];
    });
  };
  return {
    colors: valid(globalColor, source.colors, DEFAULT_GLOBALS.colors),
    fonts: valid(globalFont, source.fonts, DEFAULT_GLOBALS.fonts),
  };
}

/**
 * A kit's `site-settings.json` settings as variables: Elementor's `system_colors`, `custom_colors`
 * (`{ _id, title, color }`), `system_typography` and `custom_typography`
 * (`{ _id, title, typography_font_family, typography_font_weight, ... }`). Items that are not valid are left out.
 */
export function globalsFromKit(settings: Record<string, unknown>): GlobalVariables {
  const list = (key: string) => (Array.isArray(settings[key]) ? (settings[key] as unknown[]) : []);
  const item = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const colors = [...list("system_colors"), ...list("custom_colors")].map(item).map((c) => ({ id: c._id, title: c.title, color: c.color }));
  const fonts = [...list("system_typography"), ...list("custom_typography")].map(item).map((f) => ({
    id: f._id,
    title: f.title,
    family: f.typography_font_family,
    ...(f.typography_font_weight !== undefined && f.typography_font_weight !== "" ? { weight: String(f.typography_font_weight) } : {}),
  }));
  return normaliseGlobals({ colors, fonts });
}

/** The custom properties a page defines once (on its root) for every variable. */
export function globalCustomProperties(globals: GlobalVariables): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of globals.colors) {
    const value = cssColor(c.color);
    if (value && GLOBAL_ID.test(c.id)) out[`--e-global-color-${c.id}`] = value;
  }
  for (const f of globals.fonts) {
    if (!GLOBAL_ID.test(f.id)) continue;
    const family = cssFontFamily(f.family);
    if (family) out[`--e-global-typography-${f.id}-font-family`] = family;
    if (f.weight) out[`--e-global-typography-${f.id}-font-weight`] = f.weight;
  }
  return out;
}

const REFERENCE = /^globals\/(colors|typography)\?id=([a-z0-9_-]{1,20})$/;

/** A `__globals__` value such as `globals/colors?id=primary` as its kind and id. */
export function parseGlobalReference(value: unknown): { kind: "colors" | "typography"; id: string } | null {
  if (typeof value !== "string") return null;
  const m = REFERENCE.exec(value.trim());
  return m ? { kind: m[1] as "colors" | "typography", id: m[2]! } : null;
}

/** What the CSS generator needs of the variables: which ids exist. */
export interface GlobalIds {
  colors: ReadonlySet<string>;
  fonts: ReadonlySet<string>;
}

export function globalIds(globals: GlobalVariables): GlobalIds {
  return { colors: new Set(globals.colors.map((c) => c.id)), fonts: new Set(globals.fonts.map((f) => f.id)) };
}

/** A colour setting's value through its `__globals__` reference: the variable when it exists, else null (use the stored value). */
export function globalColorValue(reference: unknown, ids: GlobalIds | undefined): string | null {
  const ref = parseGlobalReference(reference);
  return ref?.kind === "colors" && ids?.colors.has(ref.id) ? `var(--e-global-color-${ref.id})` : null;
}

/** A typography group's font id through its `__globals__` reference, when that font exists. */
export function globalFontId(reference: unknown, ids: GlobalIds | undefined): string | null {
  const ref = parseGlobalReference(reference);
  return ref?.kind === "typography" && ids?.fonts.has(ref.id) ? ref.id : null;
}

/** A short key naming the variables' ids, for caches of CSS that reads them. */
export function globalIdsKey(globals: GlobalVariables): string {
  return `${globals.colors.map((c) => c.id).join(",")}|${globals.fonts.map((f) => `${f.id}:${f.weight ? 1 : 0}`).join(",")}`;
}
