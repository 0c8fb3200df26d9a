import { z } from "zod";
import { htmlTagSetting, numberSetting, switcher, textSetting } from "../setting-fields";

/** Stored settings of the counter; every field falls back to its default, so any stored value parses. */
export const counterSettings = z.object({
  starting_number: numberSetting(0),
  ending_number: numberSetting(100),
  prefix: textSetting("", 100),
  suffix: textSetting("", 100),
  /** Milliseconds the count-up takes. */
  duration: numberSetting(2000, { min: 0, max: 60_000 }),
  thousand_separator: switcher(true),
  /** "" is Elementor's default, a comma. */
  thousand_separator_char: z.enum(["", ",", ".", " ", "_", "'"]).catch(""),
  title: textSetting("Cool Number", 500),
  title_tag: htmlTagSetting("div"),
});

export type CounterSettings = z.infer<typeof counterSettings>;
