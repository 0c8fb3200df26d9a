/**
 * The text a reader gets from a piece of HTML (for structured data such as an FAQ's answers): tags
 * removed, the contents of script, style and template elements and comments dropped, character
 * references decoded, whitespace collapsed. Not a sanitizer: the result is plain text, to be escaped
 * wherever it goes.
 */

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", ndash: "–", mdash: "—", hellip: "…", lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”", copy: "©", reg: "®", trade: "™" };

/** Character references (`&amp;`, `&#46;`, `&#x2E;` and the common named ones) as the characters they stand for. */
export function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : "\uFFFD";
  });
}

/** Elements whose end starts a new line of text. */
const BLOCK = /^(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|section|article|blockquote|figure|figcaption|dd|dt|hr)$/i;

export function htmlToText(html: string): string {
  const withoutHidden = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, " ")
    .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, " ");
  const text = withoutHidden.replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_, tag: string) => (BLOCK.test(tag) ? "\n" : "")).replace(/<[^>]*$/, "");
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
