import sanitize from "sanitize-html";

/**
 * CMS html is sanitized when saved (docs/design/targeting.md): an allowlist of tags and attributes, links
 * limited to http(s), mailto, tel and site-relative addresses, no scripts, no event handlers, no styles
 * that could hide or overlay content. Page-builder settings that carry rich HTML (a text editor's
 * content, a tab's content) use it too, on save and again when a document is rendered
 * (core/builder/html-settings.ts, docs/design/documents.md).
 */
/**
 * The attributes the page-builder runtime reads to start browser behaviours and hand them settings
 * (app/builder/runtime/start.ts): only the renderer writes them, never saved HTML.
 */
const RUNTIME_ATTRIBUTES = ["data-behaviours", "data-settings"];

function withoutRuntimeAttributes(attribs: sanitize.Attributes): sanitize.Attributes {
  const out = { ...attribs };
  for (const name of RUNTIME_ATTRIBUTES) delete out[name];
  return out;
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "sub",
    "sup",
    "mark",
    "span",
    "div",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "blockquote",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "picture",
    "source",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "section",
    "article",
    "aside",
    "header",
    "footer",
    "nav",
    "time",
    "abbr",
    "code",
    "pre",
  ],
  allowedAttributes: {
    "*": ["class", "id", "title", "lang", "dir", "aria-label", "aria-hidden", "role", "data-*"],
    a: ["href", "target", "rel", "name"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
    source: ["srcset", "type", "media", "sizes"],
    time: ["datetime"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    ol: ["start", "reversed"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite", "srcset"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    "*": (tagName, attribs) => ({ tagName, attribs: withoutRuntimeAttributes(attribs) }),
    a: (tagName, attribs) => {
      const kept = withoutRuntimeAttributes(attribs);
      if (kept.target === "_blank") return { tagName, attribs: { ...kept, rel: "noopener noreferrer" } };
      return { tagName, attribs: kept };
    },
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** Parses and prints the HTML without removing anything, to compare with what sanitizeHtml keeps. */
const KEEP_EVERYTHING: sanitize.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  allowedSchemesAppliedToAttributes: [],
  parseStyleAttributes: false,
};

/** Whether sanitizing removes or changes anything in the HTML (beyond how it is printed). */
export function sanitizingChanges(html: string): boolean {
  return sanitizeHtml(html) !== sanitize(html, KEEP_EVERYTHING);
}
