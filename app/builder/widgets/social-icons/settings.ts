import { z } from "zod";
import { linkSetting } from "../link";
import { iconSetting } from "../icons/icon-setting";
import { repeater } from "../repeater";
import { hoverAnimationSetting, numberSetting } from "../setting-fields";

/** One network of `social_icon_list`: its icon (or the older `social` class), its link, its own colours. */
const socialItem = z.object({
  social_icon: iconSetting,
  social: z.string().max(200).optional().catch(undefined),
  link: linkSetting,
  item_icon_color: z.enum(["default", "custom"]).catch("default"),
  _id: z
    .string()
    .regex(/^[a-z0-9]{1,20}$/i)
    .optional()
    .catch(undefined),
});

export type SocialItem = z.infer<typeof socialItem>;

const DEFAULT_ITEMS = [
  { social_icon: { value: "fab fa-facebook", library: "fa-brands" } },
  { social_icon: { value: "fab fa-twitter", library: "fa-brands" } },
  { social_icon: { value: "fab fa-youtube", library: "fa-brands" } },
];

/** Stored settings of the social icons (Elementor's names); every field falls back to its default, so any stored value parses. */
export const socialIconsSettings = z.object({
  social_icon_list: repeater(socialItem, DEFAULT_ITEMS),
  shape: z.enum(["rounded", "square", "circle"]).catch("rounded"),
  /** Columns of the grid; 0 lays them out in a row as wide as they need. */
  columns: numberSetting(0, { min: 0, max: 6 }),
  /** `default`: each network's brand colour; `custom`: the widget's colours. */
  icon_color: z.enum(["default", "custom"]).catch("default"),
  hover_animation: hoverAnimationSetting,
});

export type SocialIconsSettings = z.infer<typeof socialIconsSettings>;
