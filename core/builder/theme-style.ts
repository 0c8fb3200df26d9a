import { cssColor, cssFontFamily, cssNumber, cssSize } from "./css-values";

/**
 * The site kit's theme style (Elementor's Site Settings → Typography): the body text, links and
 * headings of page-builder documents, each with its font family, weight, size, line height and colour
 * (docs/kits.md, decision 0101). Kept as the kit's plain values; pages define each as a custom property
 * on their root (`--e-theme-h1-font-family`) and a document's base rules read the ones that are set,
 * so an element's own typography (more specific) still wins.
 */

export const THEME_STYLE_ELEMENTS = ["body", "link_normal", "link_hover", "h1", "h2", "h3", "h4", "h5", "h6"] as const;
export type ThemeStyleElement = (typeof THEME_STYLE_ELEMENTS)[number];

/** One element's typography: each a CSS value checked when read (css-values.ts); absent is "not set". */
export interface ThemeStyleEntry {
  family?: string;
  weight?: string;
  size?: string;
  line_height?: string;
  color?: string;
}
export type ThemeStyle = Partial<Record<ThemeStyleElement, ThemeStyleEntry>>;

const PROPERTIES: Record<keyof ThemeStyleEntry, string> = {
  family: "font-family",
  weight: "font-weight",
  size: "font-size",
  line_height: "line-height",
  color: "color",
};
const FIELDS = Object.keys(PROPERTIES) as (keyof ThemeStyleEntry)[];
const WEIGHTS = new Set(["100", "200", "300", "400", "500", "600", "700", "800", "900", "normal", "bold"]);

/** A stored field's value when it is valid CSS of its kind (sizes with their unit, as themeStyleFromKit writes them), else undefined. */
function cssOf(field: keyof ThemeStyleEntry, value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const v = value.trim();
  switch (field) {
    case "family":
      return /^[a-z0-9 _-]{1,60}$/i.test(v) ? v : undefined;
    case "weight":
      return WEIGHTS.has(v) ? v : undefined;
    case "size":
      return /^\d{1,3}(?:\.\d{1,4})?(?:px|em|rem|vw)$/.test(v) ? v : undefined;
    case "line_height":
      return /^\d{1,3}(?:\.\d{1,4})?(?:px|em|rem)?$/.test(v) ? v : undefined;
    case "color": {
      const c = cssColor(v);
      return c && !c.startsWith("var(") ? c : undefined;
    }
  }
}

/** Stored theme style read safely whatever it holds: each value that is not valid CSS of its kind is left out. */
export function normaliseThemeStyle(raw: unknown): ThemeStyle {
  const out: ThemeStyle = {};
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return out;
  for (const el of THEME_STYLE_ELEMENTS) {
    const entry = (raw as Record<string, unknown>)[el];
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) continue;
    const clean: ThemeStyleEntry = {};
    for (const f of FIELDS) {
      const v = cssOf(f, (entry as Record<string, unknown>)[f]);
      if (v !== undefined) clean[f] = v;
    }
    if (Object.keys(clean).length) out[el] = clean;
  }
  return out;
}

/**
 * A kit's theme style from its `site-settings.json` settings: Elementor's `<element>_typography_font_family`,
 * `_font_weight`, `_font_size` and `_line_height` (`{ unit, size }`), and `<element>_color`, for the body,
 * links (normal and hover) and h1 to h6. Values that are not valid CSS are left out.
 */
export function themeStyleFromKit(settings: Record<string, unknown>): ThemeStyle {
  const raw: Record<string, Record<string, unknown>> = {};
  for (const el of THEME_STYLE_ELEMENTS) {
    const size = settings[`${el}_typography_font_size`];
    const lineHeight = settings[`${el}_typography_line_height`];
    raw[el] = {
      family: settings[`${el}_typography_font_family`],
      weight:
        typeof settings[`${el}_typography_font_weight`] === "number"
          ? String(settings[`${el}_typography_font_weight`])
          : settings[`${el}_typography_font_weight`],
      size: cssSize(size, ["px", "em", "rem", "vw"], { min: 1, max: 400 }),
      line_height: cssSize(lineHeight, ["px", "em", "rem"], { min: 0, max: 400 }) ?? cssNumber(lineHeight, { min: 0, max: 10 }),
      color: settings[`${el}_color`],
    };
  }
  return normaliseThemeStyle(raw);
}

const name = (el: ThemeStyleElement, f: keyof ThemeStyleEntry) => `--e-theme-${el.replace("_", "-")}-${PROPERTIES[f]}`;

/** The custom properties a page defines once on its root for the theme style's values. */
export function themeStyleProperties(style: ThemeStyle): Record<string, string> {
  const out: Record<string, string> = {};
  for (const el of THEME_STYLE_ELEMENTS)
    for (const f of FIELDS) {
      const v = cssOf(f, style[el]?.[f]);
      if (v !== undefined) out[name(el, f)] = f === "family" ? cssFontFamily(v)! : v;
    }
  return out;
}

const SELECTORS: Record<ThemeStyleElement, string> = {
  body: "",
  link_normal: " a",
  link_hover: " a:hover",
  h1: " h1",
  h2: " h2",
  h3: " h3",
  h4: " h4",
  h5: " h5",
  h6: " h6",
};

/**
 * A document's base rules for the theme style's values that are set (never the values themselves: the
 * rules read the root's custom properties). Empty when the site has no theme style.
 */
export function themeStyleCss(documentId: number, style: ThemeStyle): string {
  if (!Number.isInteger(documentId) || documentId < 1) return "";
  let css = "";
  for (const el of THEME_STYLE_ELEMENTS) {
    const set = FIELDS.filter((f) => cssOf(f, style[el]?.[f]) !== undefined);
    if (set.length) css += `.elementor-${documentId}${SELECTORS[el]}{${set.map((f) => `${PROPERTIES[f]}:var(${name(el, f)})`).join(";")}}`;
  }
  return css;
}

/** `14px` as Elementor's size value `{ unit, size, sizes }`; a unitless line height as `em` (Elementor's sizes always carry a unit). */
function kitSize(css: string): { unit: string; size: number; sizes: [] } {
  const m = /^(\d+(?:\.\d+)?)([a-z]*)$/.exec(css)!;
  return { unit: m[2] || "em", size: Number(m[1]), sizes: [] };
}

/** The theme style as a kit's `site-settings.json` settings write it (the keys themeStyleFromKit reads). */
export function themeStyleToKit(style: ThemeStyle): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const el of THEME_STYLE_ELEMENTS) {
    const entry = normaliseThemeStyle({ [el]: style[el] })[el];
    if (!entry) continue;
    if (entry.family || entry.weight || entry.size || entry.line_height) out[`${el}_typography_typography`] = "custom";
    if (entry.family) out[`${el}_typography_font_family`] = entry.family;
    if (entry.weight) out[`${el}_typography_font_weight`] = entry.weight;
    if (entry.size) out[`${el}_typography_font_size`] = kitSize(entry.size);
    if (entry.line_height) out[`${el}_typography_line_height`] = kitSize(entry.line_height);
    if (entry.color) out[`${el}_color`] = entry.color;
  }
  return out;
}
