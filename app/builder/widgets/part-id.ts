/**
 * An HTML id for a part of a widget that another part points at (a popover its button controls, the
 * path a text runs along), made from the widget's element id: letters and digits only.
 */
export function partId(prefix: string, elementId: string): string {
  return `${prefix}-${
    elementId
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")
      .slice(0, 32) || "x"
  }`;
}
