import { z } from "zod";
import { linkSetting } from "../link";
import { optionalIconSetting } from "../icons/icon-setting";
import { iconShapeSetting, iconViewSetting } from "../icons/icon-view";
import { htmlSetting, htmlTagSetting, imageSetting } from "../setting-fields";

const LOREM =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ut elit tellus, luctus nec ullamcorper mattis, pulvinar dapibus leo.";

/** Stored settings of the flip box (Elementor Pro's names and defaults); every field falls back to its default, so any stored value parses. */
export const flipBoxSettings = z.object({
  /** The front's graphic: none, an image or an icon. */
  graphic_element: z.enum(["none", "image", "icon"]).catch("icon"),
  image: imageSetting,
  selected_icon: optionalIconSetting,
  icon: z.string().max(200).optional().catch(undefined),
  icon_view: iconViewSetting,
  icon_shape: iconShapeSetting,
  /** Titles, descriptions and the button's text are sanitized HTML (core/builder/html-settings.ts). */
  title_text_a: htmlSetting("This is the heading"),
  description_text_a: htmlSetting(LOREM),
  title_text_b: htmlSetting("This is the heading"),
  description_text_b: htmlSetting(LOREM),
  button_text: htmlSetting("Click Here"),
  link: linkSetting,
  /** The link on the back's button only, or on the whole box. */
  link_click: z.enum(["button", "box"]).catch("button"),
  flip_effect: z.enum(["flip", "slide", "push", "zoom-in", "zoom-out", "fade"]).catch("flip"),
  flip_direction: z.enum(["left", "right", "up", "down"]).catch("up"),
  flip_3d: z.enum(["", "elementor-flip-box--3d"]).catch(""),
  title_tag: htmlTagSetting("h3"),
  button_size: z.enum(["xs", "sm", "md", "lg", "xl"]).catch("sm"),
});

export type FlipBoxSettings = z.infer<typeof flipBoxSettings>;
