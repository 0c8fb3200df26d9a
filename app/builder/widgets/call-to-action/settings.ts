import { z } from "zod";
import { linkSetting } from "../link";
import { optionalIconSetting } from "../icons/icon-setting";
import { iconShapeSetting, iconViewSetting } from "../icons/icon-view";
import { htmlSetting, htmlTagSetting, imageSetting } from "../setting-fields";

/** Stored settings of the call to action (Elementor Pro's names and defaults); every field falls back to its default, so any stored value parses. */
export const callToActionSettings = z.object({
  /** Classic: the image beside or above the content; cover: the image behind it. */
  skin: z.enum(["classic", "cover"]).catch("classic"),
  layout: z.enum(["left", "right", "above"]).catch("left"),
  bg_image: imageSetting,
  graphic_element: z.enum(["none", "image", "icon"]).catch("none"),
  graphic_image: imageSetting,
  selected_icon: optionalIconSetting,
  icon: z.string().max(200).optional().catch(undefined),
  icon_view: iconViewSetting,
  icon_shape: iconShapeSetting,
  /** The title, the description, the button's text and the ribbon are sanitized HTML (core/builder/html-settings.ts). */
  title: htmlSetting("This is the heading"),
  description: htmlSetting(
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ut elit tellus, luctus nec ullamcorper mattis, pulvinar dapibus leo.",
  ),
  button: htmlSetting("Click Here"),
  link: linkSetting,
  /** The link on the button only, or on the whole box. */
  link_click: z.enum(["button", "box"]).catch("button"),
  title_tag: htmlTagSetting("h2"),
  description_tag: z.enum(["div", "p", "span"]).catch("div"),
  button_size: z.enum(["xs", "sm", "md", "lg", "xl"]).catch("sm"),
  ribbon_title: htmlSetting(""),
  ribbon_horizontal_position: z.enum(["left", "right"]).catch("right"),
  content_vertical_alignment: z.enum(["top", "middle", "bottom"]).catch("top"),
});

export type CallToActionSettings = z.infer<typeof callToActionSettings>;
