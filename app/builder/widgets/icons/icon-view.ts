import { z } from "zod";
import { cssColor, cssDimensions, cssEnum, cssSize } from "#core/builder/css-values";
import { radiusStyles } from "#core/builder/layout-styles";
import { mergeBlocks, type Decls, type StyleBlocks } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

/**
 * Elementor's icon "view" shared by the icon, icon box and divider widgets: the glyph alone
 * (`default`), on a filled shape (`stacked`) or in an outlined one (`framed`), the shape a circle,
 * square or rounded square. The wrapper carries `elementor-view-<view>` and `elementor-shape-<shape>`
 * (icon.css styles them); the colours, padding and rotation come from the settings.
 */
export const ICON_VIEWS = ["default", "stacked", "framed"] as const;
export type IconView = (typeof ICON_VIEWS)[number];
export const iconViewSetting = z.enum(ICON_VIEWS).catch("default");
export const iconShapeSetting = z.enum(["circle", "square", "rounded"]).catch("circle");

/** The classes of the `.elementor-icon` element, with its hover animation's. */
export function iconClassName(hoverAnimation: string | undefined): string {
  return hoverAnimation ? `elementor-icon elementor-animation-${hoverAnimation}` : "elementor-icon";
}

/** The wrapper classes of a view: its shape only when there is a shape to draw. */
export function iconViewClasses(view: IconView, shape: string): string[] {
  return view === "default" ? ["elementor-view-default"] : [`elementor-view-${view}`, `elementor-shape-${shape}`];
}

/** Primary and secondary colours as the view uses them: stacked fills with the primary, framed outlines with it. */
function viewColours(view: IconView, primary: string | undefined, secondary: string | undefined): Decls {
  const out: Decls = {};
  if (view === "stacked") {
    if (primary) out["background-color"] = primary;
    if (secondary) out.color = secondary;
  } else {
    if (primary) Object.assign(out, { color: primary, "border-color": primary });
    if (view === "framed" && secondary) out["background-color"] = secondary;
  }
  return out;
}

const ANGLE_UNITS = ["deg", "grad", "rad", "turn"];

/** The view a stored setting names (not responsive in Elementor, so read on each device as it is). */
export function viewOf(v: SettingsView, key = "view"): IconView {
  return cssEnum(v.get(key), ICON_VIEWS) ?? "default";
}

export interface IconViewKeys {
  /** The view setting (`view`; the divider's is `icon_view`). */
  view?: string;
  /** The icon's size setting (`size`, `icon_size`), written as its font size; none to leave it out. */
  size?: string;
  /** A framed icon's border widths as dimensions (`border_width`); none to leave it out. */
  borderWidth?: string;
}

/**
 * The icon's look: colours from `primary_color`, `secondary_color` (and their `hover_` variants, for
 * hover and keyboard focus), size, padding (`icon_padding`), border and corners (`border_radius`) of
 * a stacked or framed icon, rotation (`rotate`).
 */
export function iconViewStyles(v: SettingsView, keys: IconViewKeys = {}): StyleBlocks {
  const icon = " .elementor-icon";
  const view = viewOf(v, keys.view);
  const box: Decls = viewColours(view, cssColor(v.get("primary_color")), cssColor(v.get("secondary_color")));
  const size = keys.size ? cssSize(v.get(keys.size), ["px", "em", "rem", "vw", "%"], { min: 0, max: 1000 }) : undefined;
  if (size) box["font-size"] = size;
  if (view !== "default") {
    const padding = cssSize(v.get("icon_padding"), ["px", "em", "rem", "%"], { min: 0, max: 500 });
    if (padding) box.padding = padding;
    Object.assign(box, radiusStyles(v.get("border_radius")));
  }
  if (view === "framed" && keys.borderWidth) {
    for (const [side, w] of Object.entries(cssDimensions(v.get(keys.borderWidth), ["px", "em", "rem"], { min: 0, max: 100 }) ?? {}))
      box[`border-${side}-width`] = w;
  }
  const hover = viewColours(view, cssColor(v.get("hover_primary_color")), cssColor(v.get("hover_secondary_color")));
  const angle = cssSize(v.get("rotate"), ANGLE_UNITS, { min: -3600, max: 3600 });
  return mergeBlocks(
    { [icon]: box },
    { [`${icon}:hover`]: hover },
    { [`${icon}:focus-visible`]: hover },
    { [`${icon} svg`]: angle ? { transform: `rotate(${angle})` } : {} },
  );
}
