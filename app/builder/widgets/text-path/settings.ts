import { z } from "zod";
import { linkSetting } from "../link";
import { plainText, sliderNumber } from "../setting-fields";

/** Elementor's path types; `custom` (an uploaded SVG file) is drawn as the default wave (see shapes.ts). */
export const TEXT_PATH_TYPES = ["wave", "arc", "circle", "line", "oval", "spiral", "custom"] as const;

/** Stored settings of the widget; every field falls back to its default, so any stored value parses. */
export const textPathSettings = z.object({
  text: plainText("Add Your Curvy Text Here", 300),
  path: z.enum(TEXT_PATH_TYPES).catch("wave"),
  link: linkSetting,
  /** Where the text sits along the path (desktop value; the widget's box follows every device's value in CSS). */
  align: z.enum(["", "left", "center", "right"]).catch(""),
  text_path_direction: z.enum(["", "rtl", "ltr"]).catch(""),
  /** Starting point along the path, in percent. */
  start_point: sliderNumber(0, -100, 100),
});

export type TextPathSettings = z.infer<typeof textPathSettings>;
