import { z } from "zod";
import { repeater } from "../repeater";
import { plainText, switcher, textSetting } from "../setting-fields";
import { iconSetting } from "../icons/icon-setting";

/** One item of Elementor Pro's Post Info list (its control names; an item with no `type` is the date, as in Elementor). */
export const postInfoItem = z.object({
  _id: z.string().catch(""),
  type: z.enum(["date", "time", "author", "comments", "terms", "custom"]).catch("date"),
  date_format: textSetting("0", 40),
  custom_date_format: textSetting("F j, Y", 40),
  time_format: textSetting("0", 40),
  custom_time_format: textSetting("g:i a", 40),
  taxonomy: textSetting("", 40),
  text_prefix: plainText("", 100),
  show_icon: z.enum(["default", "custom", "none"]).catch("default"),
  selected_icon: iconSetting,
  link: switcher(true),
  custom_text: plainText("", 200),
});

export const postInfoSettings = z.object({
  view: z.enum(["inline", "traditional"]).catch("inline"),
  icon_list: repeater(postInfoItem, [{ type: "author" }, { type: "date" }, { type: "time" }, { type: "comments" }], 20),
});

export type PostInfoSettings = z.infer<typeof postInfoSettings>;
export type PostInfoItem = z.infer<typeof postInfoItem>;
