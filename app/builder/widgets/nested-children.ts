import { escapeAttr } from "#core/text/escape";

/**
 * Nested widgets (nested tabs, nested accordion) get each child element already rendered by the
 * runtime (`childHtml`): one container per item. Elementor adds the item's attributes (`id`, `role`,
 * `aria-labelledby`) to the container's own wrapper; these helpers do the same on the rendered HTML,
 * which the renderer wrote and whose first tag is always the element's opening tag.
 */

const OPEN_TAG = /^<([a-z][a-z0-9]*)\b([^>]*)>/i;

/** The id the child's opening tag already carries (its CSS ID setting), if any. */
export function rootId(html: string): string | undefined {
  const attrs = OPEN_TAG.exec(html)?.[2] ?? "";
  return /\sid="([^"]*)"/.exec(attrs)?.[1];
}

/**
 * The child's HTML with attributes added to its opening tag (values escaped; an attribute the tag
 * already has is kept as it is) and classes appended to its class list. HTML that does not start
 * with a tag is returned unchanged.
 */
export function withRootAttributes(html: string, attrs: Record<string, string | undefined>, classes: string[] = []): string {
  const m = OPEN_TAG.exec(html);
  if (!m) return html;
  let own = m[2]!;
  if (classes.length) {
    const extra = escapeAttr(classes.join(" "));
    own = /\sclass="/.test(own)
      ? own.replace(/\sclass="([^"]*)"/, (_, c: string) => ` class="${c ? `${c} ` : ""}${extra}"`)
      : `${own} class="${extra}"`;
  }
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || new RegExp(`\\s${name}="`).test(own)) continue;
    own += ` ${name}="${escapeAttr(value)}"`;
  }
  return `<${m[1]}${own}>${html.slice(m[0].length)}`;
}
