import sanitize from "sanitize-html";

/**
 * SVG files of the media library are kept only sanitized (docs/media.md): an allow-list of drawing
 * elements and presentation attributes; no `script`, no `foreignObject`, no `style` element, no event
 * handlers, no references outside the file (an `href` may only name a fragment of the file itself, a
 * `style` or presentation value may not hold `url(` to anything but a fragment, nor `@import`). The
 * file is also served with a sandboxing CSP (server/http/media-files.ts).
 */
// prettier-ignore
const ELEMENTS = [
  "svg", "g", "defs", "symbol", "use", "title", "desc", "metadata",
  "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
  "text", "tspan", "textPath",
  "linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker",
  "filter", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feFlood", "feGaussianBlur",
  "feMerge", "feMergeNode", "feOffset", "feFuncA", "feFuncB", "feFuncG", "feFuncR", "feMorphology", "feDropShadow",
];

// prettier-ignore
const ATTRIBUTES = [
  "id", "class", "style", "transform", "viewBox", "preserveAspectRatio", "width", "height", "x", "y", "x1", "y1", "x2", "y2",
  "cx", "cy", "r", "rx", "ry", "d", "points", "pathLength", "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width",
  "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "stroke-opacity",
  "opacity", "clip-path", "clip-rule", "mask", "filter", "color", "display", "visibility", "overflow",
  "font-family", "font-size", "font-weight", "font-style", "text-anchor", "dominant-baseline", "letter-spacing",
  "dx", "dy", "rotate", "textLength", "lengthAdjust", "startOffset", "offset", "stop-color", "stop-opacity",
  "gradientUnits", "gradientTransform", "spreadMethod", "fx", "fy", "fr", "patternUnits", "patternContentUnits",
  "patternTransform", "clipPathUnits", "maskUnits", "maskContentUnits", "markerWidth", "markerHeight", "markerUnits",
  "refX", "refY", "orient", "marker-start", "marker-mid", "marker-end", "filterUnits", "primitiveUnits", "in", "in2",
  "result", "stdDeviation", "mode", "operator", "k1", "k2", "k3", "k4", "type", "values", "tableValues", "slope",
  "intercept", "amplitude", "exponent", "flood-color", "flood-opacity", "radius", "href", "xlink:href", "xmlns",
  "xmlns:xlink", "version", "role", "aria-label", "aria-hidden", "focusable",
];

/** A value that reaches outside the file: a `url(...)` not naming a fragment, an import, a script. */
const OUTSIDE = /url\s*\(\s*['"]?\s*(?!#)|@import|expression\s*\(|javascript:|data:/i;

const OPTIONS: sanitize.IOptions = {
  allowedTags: ELEMENTS,
  allowedAttributes: { "*": ATTRIBUTES },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "foreignObject", "foreignobject", "iframe", "noscript", "textarea"],
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  transformTags: {
    "*": (tagName, attribs) => {
      const kept: sanitize.Attributes = {};
      for (const [name, value] of Object.entries(attribs)) {
        if ((name === "href" || name === "xlink:href") && !value.trim().startsWith("#")) continue;
        if (OUTSIDE.test(value)) continue;
        kept[name] = value;
      }
      return { tagName, attribs: kept };
    },
  },
};

/** The SVG as it is kept and served: sanitized, with an XML declaration of its own. */
export function sanitizeSvg(text: string): string {
  const body = sanitize(text.replace(/^\uFEFF/, ""), OPTIONS).trim();
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
}
