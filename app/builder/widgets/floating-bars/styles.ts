import { cssDimensions, cssEnum, cssSize } from "#core/builder/css-values";
import { background } from "#core/builder/layout-styles";
import { colour, mergeBlocks, typography, type Decls, type StyleBlocks } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

const BAR = " .e-floating-bars";

const COLOURS: readonly [setting: string, variable: string][] = [
  ["style_announcement_text_color", "--e-floating-bars-announcement-text-color"],
  ["style_announcement_icon_color", "--e-floating-bars-announcement-icon-color"],
  ["style_cta_button_text_color", "--e-floating-bars-cta-button-text-color"],
  ["style_cta_button_bg_color", "--e-floating-bars-cta-button-bg-color"],
  ["style_cta_button_text_color_hover", "--e-floating-bars-cta-button-text-color-hover"],
  ["style_cta_button_bg_color_hover", "--e-floating-bars-cta-button-bg-color-hover"],
  ["floating_bar_close_button_color", "--e-floating-bars-close-button-color"],
];

const SIDES = { top: "block-start", bottom: "block-end", left: "inline-start", right: "inline-end" } as const;

/** The bar's colours, background, alignment, spacing, padding and type, and the close button's side. */
export function floatingBarsStyles(v: SettingsView): StyleBlocks {
  const bar: Decls = {};
  for (const [setting, variable] of COLOURS) Object.assign(bar, colour(v, setting, variable));
  const icon = cssSize(v.get("style_announcement_icon_size"), ["px", "%", "em", "rem", "vw"], { min: 0, max: 500 });
  if (icon) bar["--e-floating-bars-announcement-icon-size"] = icon;
  const gap = cssSize(v.get("style_floating_bar_elements_spacing"), ["px", "%", "em", "rem", "vw"], { min: 0, max: 500 });
  if (gap) bar["--e-floating-bars-elements-gap"] = gap;
  for (const [side, value] of Object.entries(
    cssDimensions(v.get("style_floating_bar_elements_padding"), ["px", "%", "em", "rem"], { min: 0, max: 500 }) ?? {},
  )) {
    bar[`--e-floating-bars-elements-padding-${SIDES[side as keyof typeof SIDES]}`] = value;
  }
  const align = cssEnum(v.get("style_floating_bar_elements_align"), ["start", "center", "end", "space-between"]);
  if (align) bar["justify-content"] = align;
  Object.assign(bar, background(v, "floating_bar_background_type_"));
  const close = cssEnum(v.get("floating_bar_close_button_position"), ["start", "end"]);
  return mergeBlocks(
    { [BAR]: bar },
    { " .e-floating-bars__announcement-text": typography(v, "style_announcement_text_typography") },
    { " .e-floating-bars__cta-button": typography(v, "style_cta_typography") },
    {
      " .e-floating-bars__close-button": close
        ? { [`inset-inline-${close}`]: "10px", [`inset-inline-${close === "start" ? "end" : "start"}`]: "auto" }
        : {},
    },
  );
}
