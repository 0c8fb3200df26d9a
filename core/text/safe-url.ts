/**
 * An address safe to put in href/src from CMS settings: absolute http(s), mailto and tel addresses, and
 * addresses without a scheme (paths, fragments, queries) that stay on the site. Anything else
 * (javascript:, data:, vbscript:, `//host`, and the disguised forms of it such as `/\host`, `\\host` or
 * `/<TAB>/host`, which browsers resolve to another site) becomes "#".
 *
 * The decision is the browser's: the address is cleaned as the URL parser cleans it (leading and
 * trailing spaces and control characters dropped, tabs and newlines removed anywhere), and an address
 * without a scheme is resolved with the WHATWG URL parser (which reads `\` as `/` in http(s) URLs).
 * It is on the site when it keeps the origin of the page it is resolved against. The site's own
 * origin is not known here (the same code runs in the browser and on the server), so it is resolved
 * against two unrelated probe origins: only an address that names no host of its own keeps both.
 */
const PROBE_BASES = ["https://probe-a.invalid/dir/page?q=1#top", "http://probe-b.invalid/"] as const;

const ALLOWED_SCHEMES: ReadonlySet<string> = new Set(["http", "https", "mailto", "tel"]);

// The URL parser's own clean-up: leading/trailing C0 control or space, and every ASCII tab or newline.
// eslint-disable-next-line no-control-regex
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;

/** The address as the browser's URL parser sees it. */
function browserUrlForm(value: string): string {
  return value.replace(EDGE_CONTROLS, "").replace(TAB_OR_NEWLINE, "");
}

function keepsOrigin(url: string, base: string): boolean {
  try {
    return new URL(url, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

/** Whether an address without a scheme resolves to the page's own site wherever that site is. */
function isOnSite(url: string): boolean {
  return PROBE_BASES.every((base) => keepsOrigin(url, base));
}

export function safeUrl(value: unknown): string {
  if (typeof value !== "string") return "#";
  const url = browserUrlForm(value);
  if (url === "") return "#";
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return isOnSite(url) ? url : "#";
  if (!ALLOWED_SCHEMES.has(scheme)) return "#";
  if (scheme === "http" || scheme === "https") {
    // A web address the browser cannot parse (no host, a bad port...) is no link at all.
    try {
      new URL(url);
    } catch {
      return "#";
    }
  }
  return url;
}

/**
 * An address a page may load as an image, a video or a frame: absolute http(s), or one on the site
 * itself (a path, a query or a fragment). Every other address, mailto:, tel: and a bare "#" included,
 * is null.
 */
export function safeWebUrl(value: unknown): string | null {
  const url = safeUrl(value);
  if (url === "#") return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === "http" || scheme === "https" ? url : null;
}
