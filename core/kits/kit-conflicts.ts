import { conditionStrings } from "../templates/theme-conditions";
import type { KitManifest } from "./manifest";

/** The kit's template types that take a place every page shares, where a kit's and the site's templates can clash. */
export const CONFLICT_TYPES: ReadonlySet<string> = new Set(["header", "footer"]);

/** A published template of the site, as the conflict check reads it. */
export interface SiteTemplate {
  id: number;
  type: string;
  title: string;
  conditions: unknown;
}

/** A kit header or footer whose include conditions a published template of the site already claims. */
export interface KitConflict {
  /** The kit template's old id: the key the review's `Use the kit's` / `Keep mine` answer is given by. */
  id: string;
  title: string;
  type: string;
  conditions: string[];
  existing: { id: number; title: string }[];
}

/** Which of a conflict's answers wins: the kit's template (Elementor's default) or the site's. */
export type ConflictChoice = "kit" | "mine";

const includes = (raw: unknown) => conditionStrings(raw).filter((c) => c.startsWith("include/"));

/**
 * The kit's headers and footers that clash with the site's published templates of the same type by
 * an include condition (Elementor's import rule, docs/kits.md), each with the conditions both claim.
 */
export function kitConflicts(manifest: KitManifest, site: readonly SiteTemplate[]): KitConflict[] {
  const out: KitConflict[] = [];
  for (const [id, t] of Object.entries(manifest.templates)) {
    if (!CONFLICT_TYPES.has(t.doc_type)) continue;
    const mine = new Set(includes(t.conditions));
    const shared = new Set<string>();
    const existing = site.filter((s) => {
      if (s.type !== t.doc_type) return false;
      const hit = includes(s.conditions).filter((c) => mine.has(c));
      hit.forEach((c) => shared.add(c));
      return hit.length > 0;
    });
    if (existing.length)
      out.push({
        id,
        title: t.title || `Template ${id}`,
        type: t.doc_type,
        conditions: [...shared],
        existing: existing.map((s) => ({ id: s.id, title: s.title })),
      });
  }
  return out;
}

/** The site template's conditions without those the kit's template takes from it (the kit's won). */
export function withoutTaken(conditions: unknown, taken: readonly string[]): string[] {
  const gone = new Set(taken);
  return conditionStrings(conditions).filter((c) => !gone.has(c));
}
