import { colour, mergeBlocks, typography, type Decls, type StyleBlocks } from "#core/builder/style-helpers";
import { background, borderGroup, borderStyles, radiusStyles } from "#core/builder/layout-styles";
import type { SettingsView } from "#core/builder/responsive";
import { choice, dimensionsVar, paddingDecls, sizeVar } from "../nested-styles";

const ITEM = " > .e-n-accordion > .e-n-accordion-item";
const TITLE = `${ITEM} > .e-n-accordion-item-title`;

const POSITION: Record<string, Decls> = {
  start: { "--n-accordion-title-justify-content": "initial", "--n-accordion-title-flex-grow": "initial" },
  center: { "--n-accordion-title-justify-content": "center", "--n-accordion-title-flex-grow": "initial" },
  end: { "--n-accordion-title-justify-content": "flex-end", "--n-accordion-title-flex-grow": "initial" },
  stretch: { "--n-accordion-title-justify-content": "space-between", "--n-accordion-title-flex-grow": "1" },
};
const ICON_POSITION: Record<string, Decls> = {
  start: { "--n-accordion-title-icon-order": "-1" },
  end: { "--n-accordion-title-icon-order": "initial" },
};
const TAG_SIZE: Record<string, Decls> = Object.fromEntries(
  Object.entries({
    h1: "2.5rem",
    h2: "2rem",
    h3: "1.75rem",
    h4: "1.5rem",
    h5: "1rem",
    h6: "1rem",
    div: "1rem",
    span: "1rem",
    p: "1rem",
  }).map(([tag, size]) => [tag, { "--n-accordion-title-font-size": size }]),
);

/** A state's background and border (`accordion_background_<state>_*`, `accordion_border_<state>_*`). */
const box = (v: SettingsView, state: string): Decls => ({
  ...background(v, `accordion_background_${state}_`),
  ...borderGroup(v, `accordion_border_${state}`),
});

/**
 * The nested accordion's style settings (Elementor's names): item position and icon position,
 * the title size its tag implies, space between items and from the content, title backgrounds and
 * borders per state, radius and padding, title typography and colours per state, icon size, spacing
 * and colours per state, and the content containers' background, border, radius and padding.
 */
export function nestedAccordionStyles(v: SettingsView): StyleBlocks {
  const fontSize = typography(v, "title_typography")["font-size"];
  return mergeBlocks(
    {
      "": {
        ...choice(v, "accordion_item_title_position_horizontal", POSITION),
        ...choice(v, "accordion_item_title_icon_position", ICON_POSITION),
        ...choice(v, "title_tag", TAG_SIZE),
        ...(fontSize ? { "--n-accordion-title-font-size": fontSize } : {}),
        ...sizeVar(v, "accordion_item_title_space_between", "--n-accordion-item-title-space-between"),
        ...sizeVar(v, "accordion_item_title_distance_from_content", "--n-accordion-item-title-distance-from-content"),
        ...dimensionsVar(v, "accordion_border_radius", "--n-accordion-border-radius"),
        ...dimensionsVar(v, "accordion_padding", "--n-accordion-padding"),
        ...colour(v, "normal_title_color", "--n-accordion-title-normal-color"),
        ...colour(v, "hover_title_color", "--n-accordion-title-hover-color"),
        ...colour(v, "active_title_color", "--n-accordion-title-active-color"),
        ...sizeVar(v, "icon_size", "--n-accordion-icon-size", 500),
        ...sizeVar(v, "icon_spacing", "--n-accordion-icon-gap", 500),
        ...colour(v, "normal_icon_color", "--n-accordion-icon-normal-color"),
        ...colour(v, "hover_icon_color", "--n-accordion-icon-hover-color"),
        ...colour(v, "active_icon_color", "--n-accordion-icon-active-color"),
      },
    },
    { [TITLE]: box(v, "normal") },
    { [`${ITEM}:not([open]) > .e-n-accordion-item-title:hover`]: box(v, "hover") },
    { [`${ITEM}[open] > .e-n-accordion-item-title`]: box(v, "active") },
    { [`${TITLE} .e-n-accordion-item-title-text`]: typography(v, "title_typography") },
    {
      [`${ITEM} > .e-con`]: {
        ...background(v, "content_background_"),
        ...borderStyles(v, "content_"),
        ...radiusStyles(v.get("content_border_radius")),
        ...paddingDecls(v, "content_padding"),
      },
    },
  );
}
