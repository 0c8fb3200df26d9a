import { cssDimensions, cssSize } from "#core/builder/css-values";
import type { SettingsView } from "#core/builder/responsive";
import type { Decls } from "#core/builder/style-helpers";

/**
 * Readers the nested widgets' styles share: Elementor sets most of their look through custom
 * properties on the wrapper (`--n-tabs-title-color`, `--n-accordion-padding`), which their CSS reads.
 */

const SIZE_UNITS = ["px", "em", "rem", "%", "vw", "custom"];

/** A size setting as one custom property. */
export function sizeVar(view: SettingsView, key: string, property: string, max = 2000): Decls {
  const v = cssSize(view.get(key), SIZE_UNITS, { min: 0, max });
  return v ? { [property]: v } : {};
}

/** Dimensions (padding, radius) as one custom property holding the four sides. */
export function dimensionsVar(view: SettingsView, key: string, property: string): Decls {
  const d = cssDimensions(view.get(key), ["px", "em", "rem", "%", "vw"], { min: 0, max: 2000 });
  return d ? { [property]: `${d.top ?? "0"} ${d.right ?? "0"} ${d.bottom ?? "0"} ${d.left ?? "0"}` } : {};
}

/** Dimensions as the four padding properties. */
export function paddingDecls(view: SettingsView, key: string): Decls {
  const out: Decls = {};
  for (const [side, v] of Object.entries(cssDimensions(view.get(key), ["px", "em", "rem", "%", "vw"], { min: 0, max: 2000 }) ?? {}))
    out[`padding-${side}`] = v;
  return out;
}

/** A choice mapped to declarations (Elementor's `selectors_dictionary`). */
export function choice(view: SettingsView, key: string, map: Record<string, Decls>): Decls {
  const v = view.get(key);
  return typeof v === "string" && Object.hasOwn(map, v) ? map[v]! : {};
}
