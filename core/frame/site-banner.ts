/**
 * Site banner dismissal (docs/requirements.md#screens-and-routes and #states-and-transitions): with the
 * stackable banner setting on, the visitor may dismiss the banner. The choice is a cookie holding the
 * banner's key (a hash of its markup), so the server leaves that banner out of the first HTML on later
 * loads while a new banner shows again.
 */

export const SITE_BANNER_COOKIE = "siteBannerDismissed";
/** A dismissed banner stays dismissed for 30 days. */
export const SITE_BANNER_MAX_AGE = 30 * 24 * 60 * 60;

/** FNV-1a (32 bit) of the markup as 8 hex digits: stable on the server and in the browser. */
export function bannerKey(html: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < html.length; i++) {
    h ^= html.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

export interface SiteBanner {
  html: string;
  key: string;
  /** A Dismiss button is offered (the stackable banner setting). */
  dismissible: boolean;
}

/** The banner for the first HTML: none when empty, or when dismissible and dismissed before. */
export function siteBannerFor(html: string, dismissedKey: string | undefined, stackable: boolean): SiteBanner | null {
  if (!html.trim()) return null;
  const key = bannerKey(html);
  if (stackable && dismissedKey === key) return null;
  return { html, key, dismissible: stackable };
}
