import { z } from "zod";
import { linkSetting } from "../link";
import { optionalIconSetting, type IconSetting } from "../icons/icon-setting";
import { textSetting } from "../setting-fields";

const CHECK: IconSetting = { value: "fas fa-check", library: "fa-solid" };

const item = z.object({
  text: textSetting("List Item"),
  /** Missing or broken: a check mark (or the older `icon` class). */
  selected_icon: optionalIconSetting,
  icon: z.string().max(200).optional().catch(undefined),
  link: linkSetting,
});

export type IconListItem = z.infer<typeof item>;

const DEFAULT_ITEMS: IconListItem[] = [
  { text: "List Item #1", selected_icon: CHECK, link: { url: "", is_external: false, nofollow: false } },
  {
    text: "List Item #2",
    selected_icon: { value: "fas fa-times", library: "fa-solid" },
    link: { url: "", is_external: false, nofollow: false },
  },
  {
    text: "List Item #3",
    selected_icon: { value: "fas fa-dot-circle", library: "fa-solid" },
    link: { url: "", is_external: false, nofollow: false },
  },
];

/** Stored settings of the icon list; every field falls back to its default, so any stored value parses. */
export const iconListSettings = z.object({
  /** The items (a repeater): entries that are not objects are left out, at most 100. */
  icon_list: z
    .array(z.unknown())
    .transform((items) =>
      items
        .filter((i) => i !== null && typeof i === "object" && !Array.isArray(i))
        .slice(0, 100)
        .map((i) => item.parse(i)),
    )
    .catch(DEFAULT_ITEMS),
  view: z.enum(["traditional", "inline"]).catch("traditional"),
  link_click: z.enum(["full_width", "inline"]).catch("full_width"),
  icon_align: z.enum(["left", "center", "right"]).optional().catch(undefined),
});

export type IconListSettings = z.infer<typeof iconListSettings>;

export { CHECK as DEFAULT_ITEM_ICON };
