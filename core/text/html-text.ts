/**
 * The text a reader gets from a piece of HTML (for structured data such as an FAQ's answers): tags
 * removed, the contents of script, style and template elements and comments dropped, character
 * references decoded, whitespace collapsed. Not a sanitizer: the result is plain text, to be escaped
 * wherever it goes.
 */
import { decodeHTML } from "entities";

/**
 * Character references (`&amp;`, `&#46;`, `&#x2E;`, `&eacute;`, `&frac12;` and every other name HTML
 * defines) as the characters they stand for; an unknown name stays as written.
 */
export function decodeReferences(text: string): string {
  return decodeHTML(text);
}

/** Elements whose end starts a new line of text. */
const BLOCK = /^(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|section|article|blockquote|figure|figcaption|dd|dt|hr)$/i;

export function htmlToText(html: string): string {
  const withoutHidden = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, " ")
    .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, " ");
  const text = withoutHidden
    .replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_, tag: string) => (BLOCK.test(tag) ? "\n" : ""))
    .replace(/<[^>]*$/, "");
  return decodeReferences(text)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(" ");
}

/** A link's opening tag and its href, quoted either way or bare. */
const LINK_HREF = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/** The addresses of the links (`<a href>`) in a piece of HTML, in order, with character references decoded. */
export function linkAddresses(html: string): string[] {
  return [...html.matchAll(LINK_HREF)].map((m) => decodeReferences(m[1] ?? m[2] ?? m[3] ?? ""));
}
