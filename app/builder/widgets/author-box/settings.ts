import { z } from "zod";
import { htmlTagSetting, imageSetting, plainText, switcher } from "../setting-fields";

/** Elementor Pro's Author Box settings (its control names). `source` "" is the current post's author. */
export const authorBoxSettings = z.object({
  source: z.enum(["", "custom"]).catch(""),
  author_name: plainText("", 100),
  author_bio: plainText("", 1000),
  author_avatar: imageSetting,
  author_website: z.object({ url: z.string().max(2048).catch("") }).catch({ url: "" }),
  show_avatar: switcher(true),
  show_name: switcher(true),
  author_name_tag: htmlTagSetting("h4"),
  show_biography: switcher(true),
  show_link: switcher(false),
  link_text: plainText("All Posts", 100),
  layout: z.enum(["", "left", "above", "right"]).catch(""),
});

export type AuthorBoxSettings = z.infer<typeof authorBoxSettings>;
