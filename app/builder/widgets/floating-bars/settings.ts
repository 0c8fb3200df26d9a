import { z } from "zod";
import { linkSetting } from "../link";
import { iconSetting } from "../icons/icon-setting";
import { plainText, switcher } from "../setting-fields";

const DEFAULT_ICON = { value: "fas fa-tshirt", library: "fa-solid" };

/**
 * Stored settings of Elementor's Floating Bars (`floating-bars-var-1`); every field falls back to
 * Elementor's default, so any stored value parses. Closing the bar is remembered nowhere (Elementor
 * has no setting for it), so the bar is back on the next page.
 */
export const floatingBarsSettings = z.object({
  announcement_icon: z
    .unknown()
    .transform((v) => (v === undefined ? DEFAULT_ICON : iconSetting.parse(v)))
    .catch(DEFAULT_ICON),
  announcement_text: plainText("Just in! Cool summer tees", 500),
  cta_text: plainText("Shop now", 100),
  cta_link: linkSetting,
  cta_icon: iconSetting,
  floating_bar_close_switch: switcher(true),
  accessible_name: plainText("Banner", 100),
  advanced_vertical_position: z.enum(["top", "bottom"]).catch("top"),
  advanced_toggle_sticky: switcher(true),
  style_cta_type: z.enum(["button", "link"]).catch("button"),
  style_cta_button_corners: z.enum(["round", "rounded", "sharp"]).catch("round"),
});

export type FloatingBarsSettings = z.infer<typeof floatingBarsSettings>;
