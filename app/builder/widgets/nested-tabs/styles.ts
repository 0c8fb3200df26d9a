import type { Device } from "#core/builder/breakpoints";
import { background, borderStyles, radiusStyles } from "#core/builder/layout-styles";
import type { SettingsView } from "#core/builder/responsive";
import { colour, mergeBlocks, typography, type Decls, type StyleBlocks } from "#core/builder/style-helpers";
import { choice, dimensionsVar, paddingDecls, sizeVar } from "../nested-styles";
import { accordionMode, itemCount, targetRules, type TabParts } from "../tablist/tab-styles";
import { ACCORDION_FROM } from "./settings";

const PARTS: TabParts = { root: " > .e-n-tabs", heading: ".e-n-tabs-heading", content: ".e-n-tabs-content", collapse: ".e-collapse" };
const TABS = `${PARTS.root} > .e-n-tabs-heading > .e-n-tab-title`;
const COPIES = `${PARTS.root} > .e-n-tabs-content > .e-collapse`;

const row = { "--n-tabs-heading-width": "initial", "--n-tabs-title-flex-basis": "content", "--n-tabs-title-flex-shrink": "0" };
const column = { "--n-tabs-heading-width": "240px", "--n-tabs-title-flex-basis": "initial", "--n-tabs-title-flex-shrink": "initial" };
const ABOVE = { "--n-tabs-direction": "column", "--n-tabs-heading-direction": "row", ...row };
const BELOW = { "--n-tabs-direction": "column-reverse", "--n-tabs-heading-direction": "row", ...row };
const AFTER = { "--n-tabs-direction": "row-reverse", "--n-tabs-heading-direction": "column", ...column };
const BEFORE = { "--n-tabs-direction": "row", "--n-tabs-heading-direction": "column", ...column };
/** `tabs_direction` (with the older values Elementor still reads). */
const DIRECTION: Record<string, Decls> = {
  "block-start": ABOVE,
  "block-end": BELOW,
  "inline-end": AFTER,
  "inline-start": BEFORE,
  top: ABOVE,
  bottom: BELOW,
  end: AFTER,
  start: BEFORE,
};

const justify = (content: string, width: string, grow: string): Decls => ({
  "--n-tabs-heading-justify-content": content,
  "--n-tabs-title-width": width,
  "--n-tabs-title-flex-grow": grow,
});
const JUSTIFY_HORIZONTAL: Record<string, Decls> = {
  start: justify("flex-start", "initial", "0"),
  center: justify("center", "initial", "0"),
  end: justify("flex-end", "initial", "0"),
  stretch: justify("initial", "100%", "1"),
};
const JUSTIFY_VERTICAL: Record<string, Decls> = {
  start: justify("flex-start", "initial", "0"),
  center: justify("center", "initial", "0"),
  end: justify("flex-end", "initial", "0"),
  stretch: { "--n-tabs-heading-justify-content": "flex-start", "--n-tabs-title-height": "100%", "--n-tabs-title-flex-grow": "1" },
};
const ALIGN: Record<string, Decls> = {
  start: { "--n-tabs-title-justify-content": "flex-start", "--n-tabs-title-text-align": "start" },
  center: { "--n-tabs-title-justify-content": "center", "--n-tabs-title-text-align": "center" },
  end: { "--n-tabs-title-justify-content": "flex-end", "--n-tabs-title-text-align": "end" },
};
const ICON_POSITION: Record<string, Decls> = {
  "block-start": { "--n-tabs-title-direction": "column", "--n-tabs-icon-order": "initial" },
  "block-end": { "--n-tabs-title-direction": "column", "--n-tabs-icon-order": "1" },
  "inline-start": { "--n-tabs-title-direction": "row", "--n-tabs-icon-order": "initial" },
  "inline-end": { "--n-tabs-title-direction": "row", "--n-tabs-icon-order": "1" },
};

/** The title's background colour per state (Elementor's background groups; the colour is what is read). */
const titleBackground = (v: SettingsView, group: string, property: string): Decls => {
  const kind = v.get(`${group}_background`);
  return kind === undefined || kind === "classic" ? colour(v, `${group}_color`, property) : {};
};

/**
 * The nested tabs' style settings (Elementor's names): direction, justification and width of the
 * tabs, title alignment, gaps, title backgrounds, radius and padding, title typography and colours per
 * state, icon position, size, spacing and colours per state, the panels' background, border, radius
 * and padding; below `breakpoint_selector`, the accordion.
 */
export function nestedTabsStyles(v: SettingsView): StyleBlocks {
  const from = v.get("breakpoint_selector");
  const accordionFrom: Device | null =
    from === undefined ? "mobile" : (ACCORDION_FROM as readonly unknown[]).includes(from) && from !== "none" ? (from as Device) : null;
  const fontSize = typography(v, "title_typography")["font-size"];
  const titleType = typography(v, "title_typography");
  delete titleType["font-size"];
  return mergeBlocks(
    targetRules(PARTS, itemCount(v.get("tabs"), 3)),
    accordionMode(v, PARTS, accordionFrom),
    {
      "": {
        ...choice(v, "tabs_direction", DIRECTION),
        ...justification(v),
        ...choice(v, "title_alignment", ALIGN),
        ...sizeVar(v, "tabs_title_space_between", "--n-tabs-title-gap", 400),
        ...sizeVar(v, "tabs_title_spacing", "--n-tabs-gap", 400),
        ...titleBackground(v, "tabs_title_background_color", "--n-tabs-title-background-color"),
        ...titleBackground(v, "tabs_title_background_color_hover", "--n-tabs-title-background-color-hover"),
        ...titleBackground(v, "tabs_title_background_color_active", "--n-tabs-title-background-color-active"),
        ...dimensionsVar(v, "tabs_title_border_radius", "--n-tabs-title-border-radius"),
        ...paddingVars(v),
        ...(fontSize ? { "--n-tabs-title-font-size": fontSize } : {}),
        ...colour(v, "title_text_color", "--n-tabs-title-color"),
        ...colour(v, "title_text_color_hover", "--n-tabs-title-color-hover"),
        ...colour(v, "title_text_color_active", "--n-tabs-title-color-active"),
        ...choice(v, "icon_position", ICON_POSITION),
        ...sizeVar(v, "icon_size", "--n-tabs-icon-size", 500),
        ...sizeVar(v, "icon_spacing", "--n-tabs-icon-gap", 500),
        ...colour(v, "icon_color", "--n-tabs-icon-color"),
        ...colour(v, "icon_color_hover", "--n-tabs-icon-color-hover"),
        ...colour(v, "icon_color_active", "--n-tabs-icon-color-active"),
      },
    },
    { [TABS]: titleType },
    { [COPIES]: titleType },
    {
      [`${PARTS.root} > .e-n-tabs-content > .e-con`]: {
        ...background(v, "box_background_color_"),
        ...borderStyles(v, "box_"),
        ...radiusStyles(v.get("box_border_radius")),
        ...paddingDecls(v, "box_padding"),
      },
    },
  );
}

/**
 * How the tabs share their row (`tabs_justify_horizontal`) or column (`tabs_justify_vertical`,
 * `tabs_width`), whichever the direction on this device makes them; a device whose direction differs
 * from a larger one's gets the other's defaults back.
 */
function justification(v: SettingsView): Decls {
  const inline = DIRECTION[String(v.get("tabs_direction"))]?.["--n-tabs-heading-direction"] === "column";
  const set = [
    choice(v, "tabs_direction", DIRECTION),
    choice(v, "tabs_justify_horizontal", JUSTIFY_HORIZONTAL),
    choice(v, "tabs_justify_vertical", JUSTIFY_VERTICAL),
  ].some((d) => Object.keys(d).length);
  if (!set) return {};
  const reset = { ...justify("center", "initial", "0"), "--n-tabs-title-height": "initial" };
  if (!inline) return { ...reset, ...choice(v, "tabs_justify_horizontal", JUSTIFY_HORIZONTAL) };
  return { ...reset, ...choice(v, "tabs_justify_vertical", JUSTIFY_VERTICAL), ...sizeVar(v, "tabs_width", "--n-tabs-heading-width") };
}

/** The title padding as Elementor's four custom properties. */
function paddingVars(v: SettingsView): Decls {
  const out: Decls = {};
  for (const [side, value] of Object.entries(paddingDecls(v, "padding"))) out[`--n-tabs-title-${side}`] = value;
  return out;
}
