import { cssColor, cssEnum, cssFontFamily, cssNumber, cssSize } from "./css-values";
import { globalReferences, type SettingsView } from "./responsive";
import { globalFontId } from "./global-variables";

/**
 * Pieces of CSS the widgets share, read from a settings view (one device; responsive values already
 * inherited). Each returns declarations (property -> value) that are safe to write as they are.
 */
export type Decls = Record<string, string>;
/** Declarations by sub-selector, relative to the element's wrapper ("" is the wrapper itself). */
export type StyleBlocks = Record<string, Decls>;
export type StyleFn = (view: SettingsView) => StyleBlocks;

const put = (out: Decls, property: string, value: string | undefined) => {
  if (value !== undefined) out[property] = value;
};

const FONT_WEIGHTS = ["100", "200", "300", "400", "500", "600", "700", "800", "900", "normal", "bold", "lighter", "bolder"] as const;

/**
 * Elementor's typography group (`typography_*`, or another prefix such as `title_typography_*`):
 * applied only when `<prefix>_typography` is `custom`, as Elementor does.
 */
export function typography(view: SettingsView, prefix = "typography"): Decls {
  const out: Decls = {};
  // A global font the site has sets the family and weight from its variables (a deleted one leaves the stored values).
  const font = globalFontId(globalReferences(view.stored)[`${prefix}_typography`], view.globals);
  if (!font && view.get(`${prefix}_typography`) !== "custom") return out;
  const f = (field: string) => view.get(`${prefix}_${field}`);
  put(out, "font-family", font ? `var(--e-global-typography-${font}-font-family)` : cssFontFamily(f("font_family")));
  put(out, "font-size", cssSize(f("font_size"), ["px", "em", "rem", "vw", "%"], { min: 0, max: 1000 }));
  const weight = f("font_weight");
  put(
    out,
    "font-weight",
    font
      ? `var(--e-global-typography-${font}-font-weight, ${cssEnum(typeof weight === "number" ? String(weight) : weight, FONT_WEIGHTS) ?? "inherit"})`
      : cssEnum(typeof weight === "number" ? String(weight) : weight, FONT_WEIGHTS),
  );
  put(out, "line-height", lineHeight(f("line_height")));
  put(out, "letter-spacing", cssSize(f("letter_spacing"), ["px", "em", "rem"], { min: -100, max: 100 }));
  put(out, "word-spacing", cssSize(f("word_spacing"), ["px", "em", "rem"], { min: -100, max: 100 }));
  put(out, "text-transform", cssEnum(f("text_transform"), ["uppercase", "lowercase", "capitalize", "none"]));
  put(out, "font-style", cssEnum(f("font_style"), ["normal", "italic", "oblique"]));
  put(out, "text-decoration", cssEnum(f("text_decoration"), ["underline", "overline", "line-through", "none"]));
  return out;
}

/** Line height: a size in px/em/rem, or a bare number (unitless). */
function lineHeight(value: unknown): string | undefined {
  if (value && typeof value === "object" && !Array.isArray(value) && (value as { unit?: unknown }).unit === "") {
    return cssNumber((value as { size?: unknown }).size, { min: 0, max: 100 });
  }
  return cssSize(value, ["em", "px", "rem", "%"], { min: 0, max: 1000 });
}

/** A colour setting as one declaration (`color` unless another property is named). */
export function colour(view: SettingsView, key: string, property = "color"): Decls {
  const c = cssColor(view.get(key));
  return c ? { [property]: c } : {};
}

export const TEXT_ALIGNS = ["left", "center", "right", "justify", "start", "end"] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** The `align` setting (or another key) with its device suffixes, as `text-align`. */
export function textAlign(view: SettingsView, key = "align"): Decls {
  const a = alignment(view, key);
  return a ? { "text-align": a } : {};
}

/** The alignment word of an `align` setting on this device, when it is one. */
export function alignment(view: SettingsView, key = "align"): TextAlign | undefined {
  return cssEnum(view.get(key), TEXT_ALIGNS);
}

/** Blocks merged: later declarations win for the same sub-selector and property. */
export function mergeBlocks(...all: StyleBlocks[]): StyleBlocks {
  const out: StyleBlocks = {};
  for (const blocks of all) {
    for (const [sel, decls] of Object.entries(blocks)) {
      if (Object.keys(decls).length) out[sel] = { ...out[sel], ...decls };
    }
  }
  return out;
}
