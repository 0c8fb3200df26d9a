import { z } from "zod";
import { optionalIcon } from "../disclosure/disclosure-icons";
import { repeater } from "../repeater";

const tab = (n: number) => ({ tab_title: `Tab #${n}` });

/** The breakpoints below which the tabs become an accordion (`none`: never). */
export const ACCORDION_FROM = ["none", "mobile", "mobile_extra", "tablet", "tablet_extra", "laptop"] as const;

/** Stored settings of the widget (Elementor 3.10+); every field falls back to its default, so any stored value parses. */
export const nestedTabsSettings = z.object({
  tabs: repeater(
    z.object({
      tab_title: z.string().catch("Tab Title"),
      tab_icon: optionalIcon,
      tab_icon_active: optionalIcon,
      element_id: z.unknown().optional(),
    }),
    [tab(1), tab(2), tab(3)],
  ),
  breakpoint_selector: z.enum(ACCORDION_FROM).catch("mobile"),
});

export type NestedTabsSettings = z.infer<typeof nestedTabsSettings>;
