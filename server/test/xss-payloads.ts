/**
 * Cross-site scripting payloads for the browser tests (tests/e2e/xss.spec.ts) and the data fixture
 * that writes them into every CMS and store field (server/test/xss-fixture.ts). Each payload calls
 * `__xss(tag)`, a function the test page defines before any page script: a call means a payload ran.
 * No imports: the Playwright spec loads this file as it is.
 */

/** Markup and script-context breakouts, one by one (each short enough for a search term). */
export const XSS_PARTS = [
  "Xssville",
  `<script>__xss("script")</script>`,
  `<img src=x onerror=__xss("img")>`,
  `"><svg onload=__xss("svg")>`,
  `'><iframe srcdoc="<script>parent.__xss('srcdoc')</script>"></iframe>`,
  `</script><script>__xss("breakout")</script>`,
  `</title><script>__xss("title")</script>`,
  `</style><script>__xss("style")</script>`,
  `<!--<script>`,
  "\u2028\u2029",
  `<a href="javascript:__xss('href')">link</a>`,
  `<form action="javascript:__xss('form')"><button>go</button></form>`,
  `<form><button formaction="javascript:__xss('formaction')">go</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=__xss("mxss")>`,
  `<noscript><p title="</noscript><img src=x onerror=__xss('noscript')>">`,
  `<details open ontoggle=__xss("toggle")>`,
  `<object data="javascript:__xss('object')"></object><embed src="javascript:__xss('embed')">`,
  `<base href="javascript:__xss('base')//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:__xss('refresh')">`,
  "{{constructor.constructor('__xss(\"template\")')()}}",
  "${__xss('template2')}",
];

/** Every breakout in one string: for every text field and every html field. */
export const XSS_TEXT = XSS_PARTS.join(" ");

/** A short one, for fields and parameters with a length limit (search terms are cut to 100 characters). */
export const XSS_SHORT = `Xssville"><img src=x onerror=__xss("short")><script>__xss("short2")</script>`;

/** Addresses that run script when followed, for every URL field. */
export const XSS_URLS = [
  `javascript:__xss("url")`,
  ` JaVaScRiPt:__xss("url-case")`,
  'java\tscript:__xss("url-tab")',
  `data:text/html,<script>__xss("data")</script>`,
  `vbscript:__xss("vb")`,
  "//evil.example/xss",
];

/** A colour that tries to leave its attribute or a style block. */
export const XSS_COLOR = `red"><script>__xss("color")</script></style><script>__xss("color2")</script>`;

/** The stores the fixture adds: every text field carries the payloads; the second one gets unsanitized content. */
export const XSS_STORE = { id: 9001, slug: "xss-store" } as const;
export const XSS_RAW_STORE = { id: 9002, slug: "xss-raw-store", name: "Raw Markup Test Store" } as const;

/** The documents the fixture adds: one saved through the documents service, one written around it. */
export const XSS_PAGE_SLUG = "xss-page";
export const XSS_RAW_PAGE_SLUG = "xss-raw-page";

/** The recipe and article the fixture adds through the posts service, every field a payload within its limit. */
export const XSS_RECIPE_SLUG = "xss-recipe";
export const XSS_ARTICLE_SLUG = "xss-article";
