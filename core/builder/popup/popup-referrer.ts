/**
 * The popup rules that look at where the visitor came from
 * (docs/design/builder-behaviour.md#popup-advanced-rules, docs/requirements.md#validation): "when
 * arriving from a specific URL" and "show when arriving from" (sources).
 */

export const URL_ACTIONS = ["show", "hide", "regex"] as const;
export type UrlAction = (typeof URL_ACTIONS)[number];

/**
 * show: the referrer contains the text; hide: it does not; regex: `new RegExp(url).test(referrer)`,
 * and a pattern that does not compile fails the rule. An empty text is contained in every referrer
 * (show passes, hide fails), as in Elementor.
 */
export function urlRulePasses(action: UrlAction, url: string, referrer: string): boolean {
  if (action === "regex") {
    let pattern: RegExp;
    try {
      pattern = new RegExp(url);
    } catch {
      return false;
    }
    return pattern.test(referrer);
  }
  const contains = referrer.includes(url);
  return action === "hide" ? !contains : contains;
}

export const SOURCES = ["search", "external", "internal"] as const;
export type Source = (typeof SOURCES)[number];

const SCHEME_AND_WWW = /^https?:\/\/(?:www\.)?/i;
const SEARCH_ENGINE = /^(?:google|yahoo|bing|yandex|baidu)\./;

/** The referrer without its `http(s)://` and a leading `www.`, lower-cased. */
export function strippedReferrer(referrer: string): string {
  return referrer.trim().replace(SCHEME_AND_WWW, "").toLowerCase();
}

/**
 * True when the referrer is this site: it starts with the site's host (a leading `www.` ignored on
 * both, the port included when the page has one), followed by the end, a path, a query or a
 * fragment, so `shop.test.evil.example` is not `shop.test`.
 */
export function isInternalReferrer(referrer: string, host: string): boolean {
  const site = host
    .trim()
    .toLowerCase()
    .replace(/^www\./, "");
  if (site === "") return false;
  const from = strippedReferrer(referrer);
  if (!from.startsWith(site)) return false;
  const next = from.charAt(site.length);
  return next === "" || next === "/" || next === "?" || next === "#";
}

/** A search engine's address (google., yahoo., bing., yandex., baidu. at the start of the host). */
export function isSearchReferrer(referrer: string): boolean {
  return SEARCH_ENGINE.test(strippedReferrer(referrer));
}

/**
 * The sources rule: all three sources selected passes always. An internal referrer passes when
 * `internal` is selected. Any other referrer (an empty one too) passes when `external` is
 * selected, or, with `search` alone, when it is a search engine.
 */
export function sourcesPass(sources: readonly Source[], referrer: string, host: string): boolean {
  if (SOURCES.every((s) => sources.includes(s))) return true;
  if (isInternalReferrer(referrer, host)) return sources.includes("internal");
  if (sources.includes("external")) return true;
  return sources.includes("search") && isSearchReferrer(referrer);
}
