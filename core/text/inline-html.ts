import sanitize from "sanitize-html";

/**
 * The inline HTML allow-list for page-builder settings that Elementor prints as HTML inside a title, a
 * label or a button (a heading's title, a tab's title, a box's title: core/builder/html-settings.ts,
 * docs/design/documents.md#settings-that-carry-html). What a visitor could see is kept; what could run
 * or reach out is removed:
 * - inline formatting, links and line breaks; block elements (`<p>`, `<div>`, headings, list items)
 *   become `<span class="e-html-block">` (shown as a block), so a title stays phrasing content and a
 *   heading keeps a plain accessible name;
 * - `style` only on `span`, only colour, background colour, font weight, style and size, and text
 *   decoration, with plain values (no `url()`, no `expression()`, no `var()` beyond the site's global colours);
 * - links to http(s), mailto, tel and site-relative addresses; a link opening a new tab gets
 *   `rel="noopener noreferrer"`;
 * - no scripts, styles, event handlers, frames, SVG or MathML (their content is dropped too).
 */

const COLOUR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*[\d.]+%?\s*[, ]\s*[\d.]+%?\s*[, ]\s*[\d.]+%?\s*([,/]\s*[\d.]+%?\s*)?\)$/i,
  /^hsla?\(\s*[\d.]+(deg)?\s*[, ]\s*[\d.]+%\s*[, ]\s*[\d.]+%\s*([,/]\s*[\d.]+%?\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
  /^var\(--e-global-color-[a-z0-9_-]{1,40}\)$/i,
];

const INLINE_STYLES: sanitize.IOptions["allowedStyles"] = {
  span: {
    color: COLOUR,
    "background-color": COLOUR,
    "font-weight": [/^(normal|bold|bolder|lighter|[1-9]00)$/],
    "font-style": [/^(normal|italic|oblique)$/],
    "font-size": [/^\d{1,3}(\.\d{1,3})?(px|em|rem|%|pt)$/, /^(x{0,2}-small|small|medium|large|x{0,2}-large|smaller|larger)$/],
    "text-decoration": [/^(none|underline|overline|line-through)( (solid|double|dotted|dashed|wavy))?$/],
  },
};

/** Elements whose content is dropped with them: nothing inside them is text a visitor reads. */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "select",
  "noscript",
  "template",
  "svg",
  "math",
  "iframe",
  "object",
  "embed",
  "title",
  "xmp",
  "noembed",
  "noframes",
];

/** Block elements Elementor's titles sometimes hold: kept as a block-shown span. */
const BLOCKS = ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "blockquote", "section", "article", "header", "footer"];

const CLASS_NAME = /^-?[_a-z][_a-z0-9-]{0,63}$/i;

function keptClasses(value: string | undefined): string | undefined {
  const kept = (value ?? "")
    .split(/\s+/)
    .filter((c) => CLASS_NAME.test(c))
    .slice(0, 10);
  return kept.length ? kept.join(" ") : undefined;
}

function withClass(attribs: sanitize.Attributes, extra?: string): sanitize.Attributes {
  const out: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) if (name !== "class") out[name] = value;
  const classes = keptClasses([extra, attribs.class].filter(Boolean).join(" "));
  if (classes) out.class = classes;
  return out;
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    "a",
    "abbr",
    "b",
    "bdi",
    "bdo",
    "br",
    "cite",
    "code",
    "del",
    "dfn",
    "em",
    "i",
    "ins",
    "kbd",
    "mark",
    "q",
    "s",
    "samp",
    "small",
    "span",
    "strong",
    "sub",
    "sup",
    "time",
    "u",
    "var",
    "wbr",
  ],
  allowedAttributes: {
    "*": ["class", "lang", "dir", "title"],
    a: ["href", "target", "rel"],
    span: ["style"],
    time: ["datetime"],
  },
  allowedStyles: INLINE_STYLES,
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    ...Object.fromEntries(
      BLOCKS.map((tag) => [
        tag,
        (_: string, attribs: sanitize.Attributes) => ({ tagName: "span", attribs: withClass(attribs, "e-html-block") }),
      ]),
    ),
    "*": (tagName, attribs) => ({ tagName, attribs: withClass(attribs) }),
    a: (tagName, attribs) => {
      const kept = withClass(attribs);
      if (kept.target === "_blank") return { tagName, attribs: { ...kept, rel: "noopener noreferrer" } };
      if (kept.target !== undefined) delete kept.target;
      return { tagName, attribs: kept };
    },
  },
};

/**
 * What a save keeps: the same allow-list, but block elements stay as they were written (an export
 * back to Elementor gets its `<p>` again); the renderer makes them spans.
 */
const STORED: sanitize.IOptions = {
  ...OPTIONS,
  allowedTags: [...(OPTIONS.allowedTags as string[]), ...BLOCKS],
  transformTags: { "*": OPTIONS.transformTags!["*"]!, a: OPTIONS.transformTags!.a! },
};

/** A setting's inline HTML as it may be printed inside a title, a label or a button. */
export function sanitizeInlineHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/**
 * A setting's inline HTML as a save stores it: unchanged when the allow-list removes nothing from it
 * (so a title keeps the characters it was typed with), else what the allow-list keeps, blocks included.
 */
export function storableInlineHtml(html: string): string {
  const kept = sanitize(html, STORED);
  return kept === sanitize(html, KEEP_EVERYTHING) ? html : kept;
}

/** Parses and prints the HTML without removing anything, to compare with what sanitizeInlineHtml keeps. */
const KEEP_EVERYTHING: sanitize.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  allowedSchemesAppliedToAttributes: [],
  parseStyleAttributes: false,
};

/** Whether saving inline HTML removes or changes anything (beyond how it is printed). */
export function inlineSanitizingChanges(html: string): boolean {
  return sanitize(html, STORED) !== sanitize(html, KEEP_EVERYTHING);
}
