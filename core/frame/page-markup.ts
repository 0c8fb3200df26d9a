import type { Store } from "../stores/store-types";

/**
 * What the page's render (app/) and the signed-in pages' cache (server/page-cache/shared-template.ts)
 * agree on about a page's HTML: where a plain page's data stands, how it is written, the header's top
 * row kept as HTML and how to find an element's inner HTML. Pure, so both sides import it.
 */

/** The id of a plain page's data script (decision 0045). */
export const PLAIN_PAGE_DATA_ID = "aisle-plain-page";

/** JSON that stays JSON inside a `<script>` element: no `</script>` or `<!--` can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The header's top row (brand, search, my-store box, account links, mini-cart) kept as HTML (decision
 * 0035), keyed on everything it is rendered from: site name, store, the visitor's name, cart count.
 * That is an entry per visitor, so it has its own budget and never pushes a store's menus out.
 * The shared render of signed-in pages (server/page-cache/shared-pages.ts) fills its hole from the same entry.
 */
export const HEADER_TOP_PART: { name: string; openTag: string; maxBytes?: number } = {
  name: "site-header-inner",
  openTag: '<div class="site-header__inner"',
  maxBytes: 2 * 1024 * 1024,
};

/** The inputs the top row is rendered from (the kept part's key): `name` null for a visitor who is not signed in. */
export function headerTopInputs(siteName: string, store: Store | null, name: string | null, cartCount: number): unknown[] {
  return [siteName, store, name, cartCount];
}

/** Text as React writes it in an attribute value. */
function reactAttributeText(value: string): string {
  return value.replace(/["&'<>]/g, (c) => ({ '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" })[c]!);
}

const EMPTY_SEARCH_FIELD = 'name="s" value=""';
const searchField = (term: string) => `name="s" value="${reactAttributeText(term)}"`;

/** `html` with `from` replaced by `to`, when `from` is in it exactly once; else null. */
function replaceOnce(html: string, from: string, to: string): string | null {
  const at = html.indexOf(from);
  if (at === -1 || html.includes(from, at + 1)) return null;
  return `${html.slice(0, at)}${to}${html.slice(at + from.length)}`;
}

/**
 * The kept header row (rendered without a term) with the site search's term in its search field, as
 * React renders the row for that term; null when the empty field is not found exactly once.
 */
export function withSearchTerm(row: string, term: string): string | null {
  return term ? replaceOnce(row, EMPTY_SEARCH_FIELD, searchField(term)) : row;
}

/**
 * The header row React rendered for a site search's term, as it renders it without one (what is kept:
 * `withSearchTerm` puts any term back); null when the term's field is not found exactly once.
 */
export function withoutSearchTerm(row: string, term: string): string | null {
  if (!term) return row;
  const plain = replaceOnce(row, searchField(term), EMPTY_SEARCH_FIELD);
  // The term was somewhere else in the row as well, or is the empty field's own text: nothing to keep.
  return plain !== null && withSearchTerm(plain, term) === row ? plain : null;
}

/**
 * What the element opened by `openTag` (e.g. `<div class="site-nav__body"`) holds in React's HTML, or
 * null when the tag is not there exactly once. React escapes `<` and `>` in text and attribute values,
 * so every `<div` and `</div>` after it is markup; counting them finds the matching end.
 */
export function innerHtmlOf(html: string, openTag: string): string | null {
  const at = html.indexOf(openTag);
  if (at < 0 || html.indexOf(openTag, at + 1) >= 0) return null;
  const tagName = /^<([a-z][a-z0-9-]*)/.exec(openTag)?.[1];
  if (!tagName) return null;
  const start = html.indexOf(">", at) + 1;
  if (start === 0) return null;
  const re = new RegExp(`<${tagName}[\\s>/]|</${tagName}>`, "g");
  re.lastIndex = start;
  let depth = 1;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index);
  }
  return null;
}
