import { z } from "zod";

/** Stored settings of the widget; every field falls back to its default, so any stored value parses. */
export const imageSettings = z.object({
  image: z
    .object({
      url: z.string().catch(""),
      alt: z.string().catch(""),
      width: z.number().int().positive().optional().catch(undefined),
      height: z.number().int().positive().optional().catch(undefined),
    })
    .catch({ url: "", alt: "" }),
  caption: z.string().catch(""),
  link: z.object({ url: z.string().catch("") }).catch({ url: "" }),
  align: z.enum(["left", "center", "right", ""]).catch(""),
});

export type ImageSettings = z.infer<typeof imageSettings>;
