import { z } from "zod";
import { linkSetting } from "../link";
import { imageSetting } from "../setting-fields";

/** Stored settings of the widget; every field falls back to its default, so any stored value parses. */
export const imageSettings = z.object({
  image: imageSetting,
  caption: z.string().catch(""),
  /** Elementor's "Link": none, the image file itself, or a custom address (`link`). */
  link_to: z.enum(["none", "file", "custom", ""]).catch(""),
  link: linkSetting,
});

export type ImageSettings = z.infer<typeof imageSettings>;
