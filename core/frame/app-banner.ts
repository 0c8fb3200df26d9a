/**
 * The app-download banner (docs/requirements.md#screens-and-routes, #states-and-transitions and
 * #constants): shown to mobile browsers on iOS or Android when the site has a store link for that
 * platform and the visitor has not closed it.
 */

export type AppPlatform = "ios" | "android";

/** Set to "true" when the visitor closes the banner or continues in the browser. */
export const SNACKBAR_COOKIE = "snackbarClosed";
/** One month (the spec's month: 2628288 s, a twelfth of a year), on the whole site path. */
export const SNACKBAR_MAX_AGE = 2_628_288;

/**
 * The mobile marker a user agent carries. The page cache keys pages on appPlatform too
 * (server/page-cache/page-cache.ts), so a cached page never shows another platform's banner.
 */
const MOBILE_MARKER = /Mobi|\bAndroid\b|\b(?:iPhone|iPad|iPod)\b/i;

/** iOS for iPhone, iPad or iPod; Android for Android; null for anything else. */
export function appPlatform(userAgent: string): AppPlatform | null {
  if (!MOBILE_MARKER.test(userAgent)) return null;
  if (/\b(?:iPhone|iPad|iPod)\b/i.test(userAgent)) return "ios";
  if (/\bAndroid\b/i.test(userAgent)) return "android";
  return null;
}

export interface AppBannerInput {
  userAgent: string;
  /** The snackbarClosed cookie's value, if any. */
  closedCookie: string | undefined;
  iosLink: string;
  androidLink: string;
}

export interface AppBanner {
  platform: AppPlatform;
  link: string;
}

/** Only http(s) store links are used; anything else counts as not configured. */
function storeLink(link: string): string | null {
  const trimmed = link.trim();
  return /^https?:\/\/[^\s"'<>]+$/i.test(trimmed) ? trimmed : null;
}

/** The banner to show, or null: no mobile marker, closed before, or no link for the platform. */
export function appBannerFor(input: AppBannerInput): AppBanner | null {
  if (input.closedCookie === "true") return null;
  const platform = appPlatform(input.userAgent);
  if (!platform) return null;
  const link = storeLink(platform === "ios" ? input.iosLink : input.androidLink);
  return link ? { platform, link } : null;
}
