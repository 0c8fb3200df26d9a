import { SAFE_ELEMENT_ID } from "#core/builder/document-css";
import type { ElementNode } from "#core/documents/document-types";

/** A custom CSS ID (`element_id`, `element_css_id`): a plain name, as the renderer allows for `_element_id`. */
const HTML_ID = /^[a-z][a-z0-9_-]{0,63}$/i;

/** The setting as an id when it is a plain name; undefined otherwise. */
export function customId(value: unknown): string | undefined {
  return typeof value === "string" && HTML_ID.test(value) ? value : undefined;
}

/**
 * What a widget's own ids (its items' titles and panels) start from: the element id when it can go
 * into an id and a URL fragment as it is, else a short hash of it.
 */
export function idBase(element: Pick<ElementNode, "id">): string {
  const id = typeof element.id === "string" ? element.id : "";
  if (SAFE_ELEMENT_ID.test(id)) return id;
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return `e${h.toString(36)}`;
}

/** Ids made unique within one widget: a repeated custom id falls back to the generated one. */
export function uniqueIds(wanted: (string | undefined)[], generated: (index: number) => string): string[] {
  const seen = new Set<string>();
  return wanted.map((id, i) => {
    const chosen = id && !seen.has(id) ? id : generated(i);
    seen.add(chosen);
    return chosen;
  });
}
