import { z } from "zod";
import { optionalIconSetting } from "../icons/icon-setting";
import { iconViewSetting } from "../icons/icon-view";
import { htmlTagSetting, textSetting } from "../setting-fields";
import { LINE_STYLES, PATTERNS } from "./patterns";

const ALIGN = z.enum(["left", "center", "right"]).catch("center");

/** Stored settings of the divider; every field falls back to its default, so any stored value parses. */
export const dividerSettings = z.object({
  /** A line style, or a pattern we draw; anything else (tribal patterns included) is a solid line. */
  style: z
    .string()
    .transform((s) => ((LINE_STYLES as readonly string[]).includes(s) || Object.hasOwn(PATTERNS, s) ? s : "solid"))
    .catch("solid"),
  /** What sits in the middle of the line: nothing, a text or an icon. */
  look: z.enum(["line", "line_text", "line_icon"]).catch("line"),
  text: textSetting("Divider", 500),
  html_tag: htmlTagSetting("span"),
  icon: optionalIconSetting,
  icon_view: iconViewSetting,
  text_align: ALIGN,
  icon_align: ALIGN,
});

export type DividerSettings = z.infer<typeof dividerSettings>;
