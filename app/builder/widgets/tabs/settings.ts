import { z } from "zod";
import { repeater } from "../repeater";

const LOREM =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ut elit tellus, luctus nec ullamcorper mattis, pulvinar dapibus leo.";

/** Stored settings of the widget; every field falls back to its default, so any stored value parses. */
export const tabsSettings = z.object({
  tabs: repeater(z.object({ tab_title: z.string().catch("Tab Title"), tab_content: z.string().catch("Tab Content") }), [
    { tab_title: "Tab #1", tab_content: LOREM },
    { tab_title: "Tab #2", tab_content: LOREM },
  ]),
  type: z.enum(["horizontal", "vertical"]).catch("horizontal"),
  tabs_align: z.enum(["start", "center", "end", "stretch"]).optional().catch(undefined),
});

export type TabsSettings = z.infer<typeof tabsSettings>;
