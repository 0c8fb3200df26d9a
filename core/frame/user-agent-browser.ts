/**
 * The browser family a user agent string names, for the popup "browsers" rule
 * (docs/design/builder-behaviour.md#popup-advanced-rules: ie, chrome, edge, firefox, safari). Each
 * string names one family at most: Edge, Opera and Samsung Internet carry Chrome's token too, but a
 * visitor using them is not using Chrome. Browsers on iOS are told apart by their own tokens (CriOS,
 * FxiOS, EdgiOS).
 */

export const BROWSERS = ["ie", "chrome", "edge", "firefox", "safari"] as const;
export type Browser = (typeof BROWSERS)[number];

const IE = /\bMSIE \d|\bTrident\/\d/;
const EDGE = /\bEdg(?:e|A|iOS)?\/\d/;
/** Chromium or WebKit browsers with a brand of their own that is none of the five. */
const OTHER_BRANDS = /\b(?:OPR|OPiOS|OPT|Opera|SamsungBrowser|YaBrowser|UCBrowser|Silk)\/\d|\bOpera\b/;
const FIREFOX = /\b(?:Firefox|FxiOS)\/\d/;
const CHROME = /\b(?:Headless)?Chrom(?:e|ium)\/\d|\bCriOS\/\d/;
const SAFARI = /\bVersion\/\d[\d.]*\b.*\bSafari\/\d/;

/** The family, or null for any other browser, a bot, or an empty string. */
export function browserOf(userAgent: string): Browser | null {
  const ua = typeof userAgent === "string" ? userAgent : "";
  if (IE.test(ua)) return "ie";
  if (EDGE.test(ua)) return "edge";
  if (OTHER_BRANDS.test(ua)) return null;
  if (FIREFOX.test(ua)) return "firefox";
  if (CHROME.test(ua)) return "chrome";
  if (SAFARI.test(ua) && /AppleWebKit\//.test(ua) && !/\bAndroid\b/.test(ua)) return "safari";
  return null;
}
