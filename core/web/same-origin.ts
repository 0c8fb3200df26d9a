/** Whether a request comes from the site's own pages (the API's sign-in and the pages' forms alike). */

/** Sec-Fetch-Site values of a request the site's own pages made, or that the visitor typed. */
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);

/**
 * The site's origin as a browser on it sees it: https when the request came over TLS (or a trusted
 * proxy said so, which made the request's URL: server/http/public-url.ts), and the URL's host. Null
 * when that is not a valid origin.
 */
export function siteOrigin(input: { url: string; https: boolean }): string | null {
  try {
    return new URL(`${input.https ? "https" : "http"}://${new URL(input.url).host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Why a request looks like another site's, or null when it does not. A browser says where a request
 * comes from in Sec-Fetch-Site, which no page can change: only `same-origin` (our pages) and `none`
 * (typed by the visitor) are ours; `same-site` is refused too, as a sibling subdomain may not be ours
 * to trust. Browsers that do not send it (plain http, older ones) send Origin on a POST, which must
 * be the site's own. A request with neither (curl, the mobile app) is not a browser's: no other site
 * can make it on a visitor's behalf.
 */
export function crossSiteReason(headers: { secFetchSite?: string; origin?: string }, site: string | null): string | null {
  if (headers.secFetchSite !== undefined) {
    const value = headers.secFetchSite.trim().toLowerCase();
    return OWN_FETCH_SITES.has(value) ? null : `Sec-Fetch-Site: ${value || "(empty)"}`;
  }
  if (headers.origin === undefined) return null;
  let origin: string | null = null;
  try {
    origin = headers.origin === "null" ? null : new URL(headers.origin).origin;
  } catch {
    origin = null;
  }
  return origin !== null && origin === site ? null : "Origin is not this site";
}
