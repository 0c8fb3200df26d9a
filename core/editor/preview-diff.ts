import type { ElementNode } from "#core/documents/document-types";

/** What the live preview must redraw after a change: nothing, one element, or the whole document. */
export type PreviewChange = { kind: "same" } | { kind: "element"; id: string } | { kind: "document" };

/**
 * Compares the tree the preview shows with the editor's: when the elements are the same ones in the
 * same places and only one element's settings changed, only it is redrawn (the editor's model shares
 * every untouched element between trees, so this looks at the changed path only).
 */
export function previewChange(shown: readonly ElementNode[], now: readonly ElementNode[]): PreviewChange {
  const changed: string[] = [];
  const walk = (a: readonly ElementNode[], b: readonly ElementNode[]): boolean => {
    if (a === b) return true;
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const x = a[i]!;
      const y = b[i]!;
      if (x === y) continue;
      if (x.id !== y.id || x.elType !== y.elType || x.widgetType !== y.widgetType) return false;
      if (x.settings !== y.settings) changed.push(y.id);
      if (changed.length > 1 || !walk(x.elements, y.elements)) return false;
    }
    return true;
  };
  if (!walk(shown, now)) return { kind: "document" };
  return changed.length === 0 ? { kind: "same" } : { kind: "element", id: changed[0]! };
}
