import { z } from "zod";
import { optionalIcon } from "../disclosure/disclosure-icons";
import { flag } from "../link";
import { repeater } from "../repeater";

const item = (n: number) => ({ item_title: `Item #${n}` });

/** Stored settings of the widget (Elementor 3.15+); every field falls back to its default, so any stored value parses. */
export const nestedAccordionSettings = z.object({
  items: repeater(z.object({ item_title: z.string().catch("Item Title"), element_css_id: z.unknown().optional() }), [
    item(1),
    item(2),
    item(3),
  ]),
  title_tag: z.enum(["h1", "h2", "h3", "h4", "h5", "h6", "div", "span", "p"]).catch("div"),
  accordion_item_title_icon: optionalIcon,
  accordion_item_title_icon_active: optionalIcon,
  faq_schema: flag,
  default_state: z.enum(["expanded", "all_collapsed"]).catch("expanded"),
  max_items_expended: z.enum(["one", "multiple"]).catch("one"),
  n_accordion_animation_duration: z.unknown().optional(),
});

export type NestedAccordionSettings = z.infer<typeof nestedAccordionSettings>;

/** The animation duration setting (`{ unit: "ms" | "s", size }`, default 400 ms) in ms, from 0 to 3 s. */
export function animationMs(value: unknown): number {
  if (!value || typeof value !== "object" || Array.isArray(value)) return 400;
  const { unit, size } = value as { unit?: unknown; size?: unknown };
  const n = typeof size === "number" ? size : typeof size === "string" && size.trim() !== "" ? Number(size) : NaN;
  if (!Number.isFinite(n) || n < 0) return 400;
  return Math.round(Math.min(unit === "s" ? n * 1000 : n, 3000));
}
