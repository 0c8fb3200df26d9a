import { z } from "zod";
import { repeater } from "../repeater";
import { plainText, textSetting } from "../setting-fields";
import { linkSetting } from "../link";

/** One item of Elementor Pro's Mega Menu: its title, link, and whether its content (the child container at its index) drops down. */
export const megaMenuItem = z.object({
  _id: z.string().catch(""),
  item_title: plainText("Item", 200),
  item_link: linkSetting,
  item_dropdown_content: z
    .unknown()
    .transform((v) => v === "yes" || v === true)
    .catch(false),
});

export const megaMenuSettings = z.object({
  menu_name: plainText("Menu", 100),
  /** A site menu by slug or name (a kit's, core/menus/menu-binding.ts): its entries replace the items below; empty keeps them. */
  menu: textSetting("", 200),
  menu_items: repeater(
    megaMenuItem,
    [{ item_title: "Item #1", item_dropdown_content: "yes" }, { item_title: "Item #2" }, { item_title: "Item #3" }],
    30,
  ),
  item_layout: z.enum(["horizontal", "dropdown"]).catch("horizontal"),
  /** Below which device the menu folds behind its toggle (Elementor's "Breakpoint"). */
  breakpoint_selector: z.enum(["mobile", "tablet", "none"]).catch("tablet"),
});

export type MegaMenuSettings = z.infer<typeof megaMenuSettings>;
