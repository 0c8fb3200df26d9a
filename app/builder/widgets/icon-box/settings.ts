import { z } from "zod";
import { optionalIconSetting } from "../icons/icon-setting";
import { iconShapeSetting, iconViewSetting } from "../icons/icon-view";
import { boxSettingsShape } from "../box-content";

/** Stored settings of the icon box; every field falls back to its default, so any stored value parses. */
export const iconBoxSettings = z.object({
  /** Missing or broken: the star (or the older `icon` class); emptied on purpose: no icon. */
  selected_icon: optionalIconSetting,
  icon: z.string().max(200).optional().catch(undefined),
  view: iconViewSetting,
  shape: iconShapeSetting,
  ...boxSettingsShape,
});

export type IconBoxSettings = z.infer<typeof iconBoxSettings>;
