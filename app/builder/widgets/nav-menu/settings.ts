import { z } from "zod";
import { switcher, textSetting } from "../setting-fields";

/** Elementor Pro's Nav Menu settings (its control names); any stored value parses. */
export const navMenuSettings = z.object({
  /** The menu's slug or name: one of the site's menus, else the main navigation (core/menus/menu-binding.ts). */
  menu: textSetting("", 200),
  /** Names the navigation landmark (Elementor's "Menu Name"). */
  menu_name: textSetting("Menu", 100),
  layout: z.enum(["horizontal", "vertical", "dropdown"]).catch("horizontal"),
  align_items: z.enum(["", "start", "center", "end", "justify"]).catch(""),
  pointer: z.enum(["none", "underline", "overline", "double-line", "framed", "background", "text"]).catch("underline"),
  /** Below which device the menu folds behind its toggle button. */
  dropdown: z.enum(["mobile", "tablet", "none"]).catch("tablet"),
  toggle: z.enum(["burger", ""]).catch("burger"),
  full_width: switcher(false),
  text_align: z.enum(["aside", "center"]).catch("aside"),
});

export type NavMenuSettings = z.infer<typeof navMenuSettings>;
