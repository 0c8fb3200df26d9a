import { cssColor, cssCustom, cssDimensions, cssEnum, cssGap, cssNumber, cssSize, cssUrl, LENGTH_UNITS, type Sides } from "./css-values";
import { isLocalImageUrl } from "#core/media/media-urls";
import type { SettingsView } from "./responsive";
import { mergeBlocks, type Decls, type StyleBlocks } from "./style-helpers";

/**
 * The layout settings of containers, sections, columns and every widget's advanced tab, as scoped
 * declarations for one device. Sub-selectors are relative to the element's wrapper.
 */

const put = (out: Decls, property: string, value: string | undefined) => {
  if (value !== undefined) out[property] = value;
};

const WIDTH_UNITS = ["px", "%", "em", "rem", "vw", "custom"] as const;
const HEIGHT_UNITS = ["px", "vh", "vw", "em", "rem", "%", "custom"] as const;
const FLEX_START_END = ["flex-start", "center", "flex-end"] as const;
const JUSTIFY = [...FLEX_START_END, "space-between", "space-around", "space-evenly"] as const;
const ALIGN_ITEMS = [...FLEX_START_END, "stretch", "baseline"] as const;

function sides(out: Decls, property: (side: string) => string, s: Sides | undefined) {
  if (!s) return;
  for (const [side, value] of Object.entries(s)) out[property(side)] = value;
}

const RADIUS_CORNER: Record<string, string> = { top: "top-left", right: "top-right", bottom: "bottom-right", left: "bottom-left" };

/** A border radius setting (dimensions: top = top-left, right = top-right, bottom = bottom-right, left = bottom-left). */
export function radiusStyles(value: unknown): Decls {
  const out: Decls = {};
  sides(out, (s) => `border-${RADIUS_CORNER[s]}-radius`, cssDimensions(value, ["px", "%", "em", "rem"], { min: 0, max: 10000 }));
  return out;
}

/** A border group (`<prefix>border_border` style, `_width`, `_color`): nothing without a style. */
export function borderStyles(view: SettingsView, prefix: string): Decls {
  return borderGroup(view, `${prefix}border`);
}

/** Elementor's border group control by its name (`<name>_border` style, `<name>_width`, `<name>_color`): nothing without a style. */
export function borderGroup(view: SettingsView, name: string): Decls {
  const out: Decls = {};
  const style = cssEnum(view.get(`${name}_border`), ["solid", "double", "dotted", "dashed", "groove", "ridge", "none"]);
  if (!style) return out;
  out["border-style"] = style;
  sides(out, (s) => `border-${s}-width`, cssDimensions(view.get(`${name}_width`), ["px", "em", "rem"], { min: 0, max: 1000 }));
  put(out, "border-color", cssColor(view.get(`${name}_color`)));
  return out;
}

/** Margin, padding, background, border, radius and z-index: `prefix` is "" (containers) or "_" (widgets). */
export function boxStyles(view: SettingsView, prefix: string): Decls {
  const out: Decls = {};
  const g = (k: string) => view.get(prefix + k);
  sides(out, (s) => `margin-${s}`, cssDimensions(g("margin"), [...LENGTH_UNITS], { min: -10000, max: 10000 }));
  sides(out, (s) => `padding-${s}`, cssDimensions(g("padding"), [...LENGTH_UNITS], { min: 0, max: 10000 }));
  Object.assign(out, background(view, `${prefix}background_`));
  Object.assign(out, borderStyles(view, prefix), radiusStyles(g("border_radius")));
  put(out, "z-index", cssNumber(g("z_index"), { integer: true, min: -9999, max: 99999 }));
  return out;
}

const POSITIONS = [
  "center center",
  "center left",
  "center right",
  "top center",
  "top left",
  "top right",
  "bottom center",
  "bottom left",
  "bottom right",
] as const;

/** The background image value when it is on the site itself, else nothing. */
function localImage(value: unknown): unknown {
  const url = value && typeof value === "object" && !Array.isArray(value) ? (value as { url?: unknown }).url : value;
  return typeof url === "string" && isLocalImageUrl(url) ? value : undefined;
}

/** Elementor's background group (`background_background` classic or gradient, with its fields). */
export function background(view: SettingsView, p: string): Decls {
  const out: Decls = {};
  const kind = view.get(`${p}background`);
  if (kind === "classic") {
    put(out, "background-color", cssColor(view.get(`${p}color`)));
    // An image at another host is never requested (docs/media.md): the colour stays, the image is left out.
    const image = cssUrl(localImage(view.get(`${p}image`)));
    if (image) {
      out["background-image"] = image;
      const pos = view.get(`${p}position`);
      if (pos === "initial") {
        const x = cssSize(view.get(`${p}xpos`), [...LENGTH_UNITS], { min: -10000, max: 10000 }) ?? "0";
        const y = cssSize(view.get(`${p}ypos`), [...LENGTH_UNITS], { min: -10000, max: 10000 }) ?? "0";
        out["background-position"] = `${x} ${y}`;
      } else put(out, "background-position", cssEnum(pos, POSITIONS));
      const size = view.get(`${p}size`);
      if (size === "initial")
        put(out, "background-size", cssSize(view.get(`${p}bg_width`), ["%", "px", "vw"], { min: 0, max: 10000 }) ?? undefined);
      else put(out, "background-size", cssEnum(size, ["auto", "cover", "contain"]));
      put(out, "background-repeat", cssEnum(view.get(`${p}repeat`), ["no-repeat", "repeat", "repeat-x", "repeat-y", "round", "space"]));
      put(out, "background-attachment", cssEnum(view.get(`${p}attachment`), ["scroll", "fixed"]));
    }
  } else if (kind === "gradient") {
    const a = cssColor(view.get(`${p}color`)) ?? "transparent";
    const b = cssColor(view.get(`${p}color_b`)) ?? "#f2295b";
    const aStop = cssSize(view.get(`${p}color_stop`), ["%", "px"], { min: -1000, max: 1000 }) ?? "0%";
    const bStop = cssSize(view.get(`${p}color_b_stop`), ["%", "px"], { min: -1000, max: 1000 }) ?? "100%";
    const stops = `${a} ${aStop}, ${b} ${bStop}`;
    if (view.get(`${p}gradient_type`) === "radial") {
      const at = cssEnum(view.get(`${p}gradient_position`), POSITIONS) ?? "center center";
      out["background-image"] = `radial-gradient(at ${at}, ${stops})`;
    } else {
      const angle = cssSize(view.get(`${p}gradient_angle`), ["deg"], { min: -360, max: 360 }) ?? "180deg";
      out["background-image"] = `linear-gradient(${angle === "0" ? "0deg" : angle}, ${stops})`;
    }
  }
  return out;
}

/** A widget's or container's place in a flex parent: `_flex_align_self`, `_flex_order`, `_flex_size`. */
export function flexItemStyles(view: SettingsView): Decls {
  const out: Decls = {};
  put(out, "align-self", cssEnum(view.get("_flex_align_self") ?? view.get("_element_vertical_align"), [...ALIGN_ITEMS]));
  const order = view.get("_flex_order");
  if (order === "start") out.order = "-99999";
  else if (order === "end") out.order = "99999";
  else if (order === "custom") put(out, "order", cssNumber(view.get("_flex_order_custom"), { integer: true, min: -99999, max: 99999 }));
  const size = view.get("_flex_size");
  if (size === "none") Object.assign(out, { "flex-grow": "0", "flex-shrink": "0" });
  else if (size === "grow") Object.assign(out, { "flex-grow": "1", "flex-shrink": "0" });
  else if (size === "shrink") Object.assign(out, { "flex-grow": "0", "flex-shrink": "1" });
  else if (size === "custom") {
    put(out, "flex-grow", cssNumber(view.get("_flex_grow"), { min: 0, max: 1000 }));
    put(out, "flex-shrink", cssNumber(view.get("_flex_shrink"), { min: 0, max: 1000 }));
  }
  return out;
}

/** A widget's width (`_element_width`: inherit = full, auto = inline, initial = `_element_custom_width`). */
export function elementWidthStyles(view: SettingsView): Decls {
  const w = view.get("_element_width");
  if (w === "inherit") return { width: "100%", "max-width": "100%" };
  if (w === "auto") return { width: "auto", "max-width": "none" };
  if (w === "initial") {
    const size = cssSize(view.get("_element_custom_width"), [...WIDTH_UNITS], { min: 0, max: 10000 });
    return size ? { width: size, "max-width": size } : {};
  }
  return {};
}

/** Where a container's children sit: the wrapper itself (full width) or its inner box (boxed). */
export function containerBox(settings: Record<string, unknown>): string {
  return settings.content_width === "full" ? "" : " > .e-con-inner";
}

/** A container (`container_type` flex or grid, content width, flex and grid settings). */
export function containerStyles(view: SettingsView, box: string, nested: boolean): StyleBlocks {
  const self: Decls = { ...boxStyles(view, ""), ...(nested ? flexItemStyles(view) : {}) };
  const inner: Decls = {};
  if (box) put(inner, "max-width", cssSize(view.get("boxed_width"), [...WIDTH_UNITS], { min: 0, max: 10000 }));
  else put(self, "width", cssSize(view.get("width"), [...WIDTH_UNITS], { min: 0, max: 10000 }));
  put(self, "min-height", cssSize(view.get("min_height"), [...HEIGHT_UNITS], { min: 0, max: 10000 }));
  put(self, "overflow", cssEnum(view.get("overflow"), ["hidden", "auto"]));
  const target = box ? inner : self;
  if (view.get("container_type") === "grid") Object.assign(target, gridStyles(view));
  else Object.assign(target, flexStyles(view));
  return box ? { "": self, [box]: inner } : { "": self };
}

function flexStyles(view: SettingsView): Decls {
  const out: Decls = {};
  put(out, "flex-direction", cssEnum(view.get("flex_direction"), ["row", "column", "row-reverse", "column-reverse"]));
  put(out, "justify-content", cssEnum(view.get("flex_justify_content"), [...JUSTIFY]));
  put(out, "align-items", cssEnum(view.get("flex_align_items"), [...ALIGN_ITEMS]));
  put(out, "flex-wrap", cssEnum(view.get("flex_wrap"), ["wrap", "nowrap", "wrap-reverse"]));
  put(out, "align-content", cssEnum(view.get("flex_align_content"), [...JUSTIFY, "stretch"]));
  put(out, "gap", cssGap(view.get("flex_gap"), [...LENGTH_UNITS, "custom"]));
  return out;
}

function gridTrack(value: unknown): string | undefined {
  if (value && typeof value === "object" && !Array.isArray(value) && (value as { unit?: unknown }).unit === "custom")
    return cssCustom((value as { size?: unknown }).size);
  const size = value && typeof value === "object" && !Array.isArray(value) ? (value as { size?: unknown }).size : value;
  const n = cssNumber(size, { integer: true, min: 1, max: 24 });
  return n === undefined ? undefined : `repeat(${n}, 1fr)`;
}

function gridStyles(view: SettingsView): Decls {
  const out: Decls = {};
  put(out, "grid-template-columns", gridTrack(view.get("grid_columns_grid")));
  put(out, "grid-template-rows", gridTrack(view.get("grid_rows_grid")));
  put(out, "gap", cssGap(view.get("grid_gaps"), [...LENGTH_UNITS, "custom"]));
  const flow = cssEnum(view.get("grid_auto_flow"), ["row", "column"]);
  if (flow) out["grid-auto-flow"] = flow;
  put(out, "justify-items", cssEnum(view.get("grid_justify_items"), ["start", "center", "end", "stretch"]));
  put(out, "align-items", cssEnum(view.get("grid_align_items"), ["start", "center", "end", "stretch"]));
  put(
    out,
    "justify-content",
    cssEnum(view.get("grid_justify_content"), ["start", "center", "end", "space-between", "space-around", "space-evenly"]),
  );
  put(
    out,
    "align-content",
    cssEnum(view.get("grid_align_content"), ["start", "center", "end", "space-between", "space-around", "space-evenly"]),
  );
  return out;
}

const COLUMNS = " > .elementor-container > .elementor-column > .elementor-widget-wrap";

/** Vertical position of a column's widgets (`top`/`middle`/`bottom` or flex words). */
function contentPosition(value: unknown): Decls {
  const map: Record<string, string> = { top: "flex-start", middle: "center", center: "center", bottom: "flex-end" };
  if (typeof value === "string" && map[value]) return { "align-content": map[value], "align-items": map[value] };
  const spread = cssEnum(value, ["space-between", "space-around", "space-evenly"]);
  return spread ? { "align-content": spread } : {};
}

/** An old-style section (`layout`, `content_width`, `gap`, `height`, `column_position`, `content_position`). */
export function sectionStyles(view: SettingsView): StyleBlocks {
  const container: Decls = {};
  if (view.get("layout") !== "full_width")
    put(container, "max-width", cssSize(view.get("content_width"), [...WIDTH_UNITS], { min: 0, max: 10000 }));
  const height = view.get("height");
  if (height === "full") container["min-height"] = "100vh";
  else if (height === "min-height")
    put(container, "min-height", cssSize(view.get("custom_height"), [...HEIGHT_UNITS], { min: 0, max: 10000 }));
  if (height === "full" || height === "min-height") {
    const pos = view.get("column_position");
    put(container, "align-items", pos === "stretch" ? "stretch" : contentPosition(pos)["align-items"]);
  }
  const blocks: StyleBlocks = {
    "": { ...boxStyles(view, ""), ...(view.get("overflow") === "hidden" ? { overflow: "hidden" } : {}) },
    " > .elementor-container": container,
  };
  const gapCustom =
    view.get("gap") === "custom" ? cssSize(view.get("gap_columns_custom"), [...LENGTH_UNITS], { min: 0, max: 1000 }) : undefined;
  return mergeBlocks(blocks, gapCustom ? { [COLUMNS]: { padding: gapCustom } } : {}, {
    [COLUMNS]: contentPosition(view.get("content_position")),
  });
}

/** A column: its box settings apply to the widget wrap; `content_position`, `align`, `space_between_widgets`. */
export function columnStyles(view: SettingsView): StyleBlocks {
  const wrap: Decls = { ...boxStyles(view, ""), ...contentPosition(view.get("content_position")) };
  put(wrap, "justify-content", cssEnum(view.get("align"), [...JUSTIFY]));
  const space = cssSize(view.get("space_between_widgets"), ["px", "em", "rem"], { min: 0, max: 1000 });
  return mergeBlocks(
    { " > .elementor-widget-wrap": wrap },
    space ? { " > .elementor-widget-wrap > .elementor-widget:not(:last-child)": { "margin-bottom": space } } : {},
  );
}

/** Every widget's advanced tab: box, width, place in a flex parent. */
export function widgetStyles(view: SettingsView): StyleBlocks {
  return { "": { ...boxStyles(view, "_"), ...elementWidthStyles(view), ...flexItemStyles(view) } };
}
