/**
 * The divider's pattern styles (Elementor 2.7+), drawn here as small SVG tiles repeated along the
 * line as a CSS mask in the divider's colour. Line patterns are strokes of the divider's weight;
 * shape patterns are filled. Tribal patterns are not drawn: they fall back to a solid line.
 */
interface Pattern {
  /** Stroked with the weight (a line pattern) or filled (a shape). */
  stroke: boolean;
  body: string;
  /** Tiles are stretched to the amount (`pattern_size`) unless they keep their proportions. */
  keepRatio?: boolean;
  /** Drawn once across the whole width: no amount. */
  noAmount?: boolean;
  /** Repeated a whole number of times (CSS `round`). */
  round?: boolean;
}

export const PATTERNS: Readonly<Record<string, Pattern>> = {
  zigzag: { stroke: true, body: '<polyline points="0,18 12,6 24,18"/>' },
  curved: { stroke: true, body: '<path d="M0,8 Q12,24 24,8"/>' },
  wavy: { stroke: true, body: '<path d="M0,12 C4,3 8,3 12,12 S20,21 24,12"/>' },
  curly: { stroke: true, body: '<path d="M0,18 C7,18 15,10 13,6 C11,2 5,8 10,14 C13,18 18,18 24,18"/>' },
  squared: { stroke: true, body: '<polyline points="0,6 6,6 6,18 18,18 18,6 24,6"/>' },
  slashes: { stroke: true, body: '<path d="M4,20 L20,4"/>' },
  multiple: { stroke: false, body: '<path d="M0,5h24v2H0z M0,10h24v9H0z"/>', noAmount: true },
  rhombus: { stroke: false, body: '<polygon points="12,3 21,12 12,21 3,12"/>' },
  parallelogram: { stroke: false, body: '<polygon points="8,3 24,3 16,21 0,21"/>' },
  rectangles: { stroke: false, body: '<rect x="6" y="6" width="12" height="12"/>', round: true },
  pluses: { stroke: false, body: '<path d="M10,3h4v7h7v4h-7v7h-4v-7H3v-4h7z"/>', keepRatio: true },
  arrows: { stroke: false, body: '<path d="M3,10h10V5l8,7-8,7v-5H3z"/>', keepRatio: true, round: true },
};

export const LINE_STYLES = ["solid", "double", "dotted", "dashed"] as const;

/** The pattern a `style` names, if we draw it. */
export function patternOf(style: string): Pattern | undefined {
  return Object.hasOwn(PATTERNS, style) ? PATTERNS[style] : undefined;
}

/**
 * A pattern's tile as a CSS `url()` of an SVG data address. Everything in it is ours except the
 * weight, a bounded number; the characters CSS and URLs care about are encoded.
 */
export function patternUrl(pattern: Pattern, weight: number): string {
  const paint = pattern.stroke
    ? `fill="none" stroke="black" stroke-width="${weight}" stroke-linecap="square" stroke-miterlimit="10"`
    : 'fill="black" stroke="none"';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" height="100%" overflow="visible" preserveAspectRatio="${pattern.keepRatio ? "xMidYMid meet" : "none"}" ${paint}>${pattern.body}</svg>`;
  return `url("data:image/svg+xml,${svg.replace(/</g, "%3C").replace(/>/g, "%3E").replace(/"/g, "'").replace(/#/g, "%23")}")`;
}
