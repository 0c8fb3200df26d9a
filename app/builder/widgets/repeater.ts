import { z } from "zod";

/** The most items a repeater setting renders (tabs, accordion items): more are left out. */
export const MAX_REPEATER_ITEMS = 100;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/**
 * Elementor's repeater control (a list of items, each an object of fields): `item` parses one item
 * and must never fail (every field with `.catch`). A missing or unreadable list is the widget's
 * default items; an empty list (PHP's `[]`) stays empty; entries that are not objects are left out.
 */
export function repeater<T extends z.ZodType<Record<string, unknown>>>(item: T, defaults: Record<string, unknown>[], max = MAX_REPEATER_ITEMS) {
  const parse = (list: unknown[]) => list.filter(isObject).slice(0, max).map((raw) => item.parse(raw) as z.output<T>);
  return z
    .array(z.unknown())
    .transform(parse)
    .catch(() => parse(defaults));
}
