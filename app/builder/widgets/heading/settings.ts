import { z } from "zod";
import { linkSetting } from "../link";

/** Stored settings of the widget; every field falls back to its default, so any stored value parses. */
export const headingSettings = z.object({
  title: z.string().catch("Add Your Heading Text Here"),
  header_size: z.enum(["h1", "h2", "h3", "h4", "h5", "h6", "div", "span", "p"]).catch("h2"),
  size: z.enum(["default", "small", "medium", "large", "xl", "xxl"]).catch("default"),
  link: linkSetting,
});

export type HeadingSettings = z.infer<typeof headingSettings>;
