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
  /** Whether the link (to the file, or a custom link to an image) opens the lightbox: yes, no, or the kit's global image lightbox (default). */
  open_lightbox: z.enum(["default", "yes", "no"]).catch("default"),
});

export type ImageSettings = z.infer<typeof imageSettings>;
