import { z } from "zod";

/** Stored settings of the widget; every field falls back to its default, so any stored value parses. */
export const buttonSettings = z.object({
  text: z.string().catch("Click here"),
  link: z
    .object({ url: z.string().catch(""), is_external: z.string().catch(""), nofollow: z.string().catch("") })
    .catch({ url: "", is_external: "", nofollow: "" }),
  align: z.enum(["left", "center", "right", "justify", ""]).catch(""),
  size: z.enum(["xs", "sm", "md", "lg", "xl"]).catch("sm"),
});

export type ButtonSettings = z.infer<typeof buttonSettings>;
