import { z } from "zod";
import { linkSetting } from "../link";

/** Stored settings of the widget; every field falls back to its default, so any stored value parses. */
export const buttonSettings = z.object({
  text: z.string().catch("Click here"),
  link: linkSetting,
  size: z.enum(["xs", "sm", "md", "lg", "xl"]).catch("sm"),
});

export type ButtonSettings = z.infer<typeof buttonSettings>;
