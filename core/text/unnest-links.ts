/** An `<a>` start or end tag; attribute values may hold anything but their own quote (markup escapes `<` and `>` in them). */
const ANCHOR_TAG = /<(\/?)a((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/gi;
const CLASS_ATTR = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/**
 * Markup with no link inside a link (decision 0087): HTML does not allow one, and the browser
 * closes the outer link where the inner one starts, which breaks a whole-box link's layout and
 * leaves part of the box unlinked. A link opened inside another becomes a `<span>` keeping its class
 * and its content; the outer link stays. Markup is read as React and the HTML allow-lists write it
 * (well-formed, `<` and `>` escaped in text and attribute values).
 */
export function unnestLinks(html: string): string {
  const first = html.search(/<a[\s>]/i);
  if (first < 0 || html.slice(first + 2).search(/<a[\s>]/i) < 0) return html;
  const open: boolean[] = [];
  return html.replace(ANCHOR_TAG, (tag: string, closing: string, attributes: string) => {
    if (closing) {
      if (!open.length) return tag;
      return open.pop() ? "</span>" : tag;
    }
    const inner = open.length > 0;
    open.push(inner);
    if (!inner) return tag;
    const cls = CLASS_ATTR.exec(attributes);
    const value = cls ? (cls[1] ?? cls[2] ?? "") : "";
    return value ? `<span class="${value}">` : "<span>";
  });
}
