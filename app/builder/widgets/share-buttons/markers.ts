/**
 * Share buttons are rendered once per document version with these marks where the page's address
 * and title go; each request's slot fills them in, URL-encoded (resolver.server.ts). An encoded
 * value holds no quote, angle bracket or ampersand, so it is safe in attributes and text alike.
 */
export const URL_MARK = "__aisle_share_url__";
export const TITLE_MARK = "__aisle_share_title__";

export function fillShareMarks(html: string, url: string, title: string): string {
  return html.replaceAll(URL_MARK, encodeURIComponent(url)).replaceAll(TITLE_MARK, encodeURIComponent(title));
}
