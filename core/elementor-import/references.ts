import { rewriteActionLinks } from "./action-links";
import type { ImportNotes } from "./notes";
import { mapSettings } from "./settings-walk";

/** Settings whose whole value is another element's id (the taxonomy filter's loop grid). */
const ELEMENT_ID_SETTINGS: ReadonlySet<string> = new Set(["selected_element"]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Rewrites text that points at elements by id, for the ids the import renamed: the element's class
 * (`.elementor-element-<id>` in selectors and custom CSS, `#elementor-element-<id>` anchors), a loop
 * grid's filter and page parameters in links (`e-filter-<id>-<taxonomy>=`, `e-page-<id>=`) and
 * action links (off-canvas, lightbox slideshow).
 */
export class RenamedIds {
  private readonly tokens: RegExp | null;

  constructor(readonly renamed: ReadonlyMap<string, string>) {
    const ids = [...renamed.keys()]
      .filter(Boolean)
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp);
    this.tokens = ids.length
      ? new RegExp(`(elementor-element-|e-page-)(${ids.join("|")})(?![A-Za-z0-9_-])|(e-filter-)(${ids.join("|")})(?=-)`, "g")
      : null;
  }

  /** The text with references to renamed ids updated, and how many were. */
  rewrite(text: string): { text: string; count: number } {
    if (!this.tokens) return { text, count: 0 };
    let count = 0;
    let out = text.replace(this.tokens, (_whole, prefix?: string, id?: string, filterPrefix?: string, filterId?: string) => {
      count++;
      return `${prefix ?? filterPrefix}${this.renamed.get((id ?? filterId)!)}`;
    });
    out = rewriteActionLinks(out, this.renamed, () => count++);
    return { text: out, count };
  }
}

/** Settings with every reference to a renamed element id pointing at its new id. */
export function followRenamedIds(
  settings: Record<string, unknown>,
  path: string,
  ids: RenamedIds,
  notes: ImportNotes,
): Record<string, unknown> {
  if (!ids.renamed.size) return settings;
  const name = (p: string) => p.slice(path.length + 1);
  return mapSettings(settings, path, (value, key, p) => {
    if (typeof key === "string" && ELEMENT_ID_SETTINGS.has(key) && (typeof value === "string" || typeof value === "number")) {
      const next = ids.renamed.get(String(value));
      if (next !== undefined) {
        notes.note("reference-followed", name(p));
        return next;
      }
    }
    if (typeof value !== "string") return value;
    const { text, count } = ids.rewrite(value);
    for (let i = 0; i < count; i++) notes.note("reference-followed", name(p));
    return text;
  }) as Record<string, unknown>;
}
