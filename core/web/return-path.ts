/**
 * The page a form names to come back to after a post (a page action answers with a redirect there).
 * Kept apart from safe-url.ts: every page's forms need this, few pages need the rest.
 */

/** The field a page action reads to send the visitor back. */
export const RETURN_FIELD = "back";

/** The longest path (query included) a form names to come back to. */
export const RETURN_PATH_MAX_LENGTH = 500;

/**
 * A path on this site to send the visitor back to after a form post ("/stores?q=x"), or null: it
 * must start with one "/" (not "//" or "/\", which leave the site), be at most
 * RETURN_PATH_MAX_LENGTH characters, and hold printable ASCII only, as a browser writes a page's
 * address (anything else percent-encoded). So it can always be a Location header: a character
 * above U+00FF cannot be, and one from U+0080 to U+00FF would be read as another.
 */
export function localPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(value) || value.includes("\\")) return null;
  return value;
}

/**
 * The path a form on this page names to come back to: the page with its query, without the query
 * when the whole would be longer than RETURN_PATH_MAX_LENGTH (a query no page needs, copied into
 * every form), or null when even the path is.
 */
export function returnPath(pathname: string, search: string): string | null {
  if (pathname.length + search.length <= RETURN_PATH_MAX_LENGTH) return pathname + search;
  return pathname.length <= RETURN_PATH_MAX_LENGTH ? pathname : null;
}
