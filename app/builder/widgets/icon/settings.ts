import { z } from "zod";
import { linkSetting } from "../link";
import { optionalIconSetting } from "../icons/icon-setting";
import { iconShapeSetting, iconViewSetting } from "../icons/icon-view";
import { hoverAnimationSetting } from "../setting-fields";

/** Stored settings of the icon widget; every field falls back to its default, so any stored value parses. */
export const iconSettings = z.object({
  /** Missing or broken: the star (or the older `icon` class). */
  selected_icon: optionalIconSetting,
  icon: z.string().max(200).optional().catch(undefined),
  view: iconViewSetting,
  shape: iconShapeSetting,
  link: linkSetting,
  hover_animation: hoverAnimationSetting,
});

export type IconSettings = z.infer<typeof iconSettings>;

export const DEFAULT_ICON = { value: "fas fa-star", library: "fa-solid" };
