import { z } from "zod";

/** The most items a repeater setting renders (tabs, accordion items): more are left out. */
export const MAX_REPEATER_ITEMS = 100;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/**
 * Elementor's repeater control (a list of items, each an object of fields): `item` parses one item
 * (fields with `.catch` read garbage as their defaults; an item that still fails, say a share button
 * of a network we do not know, is left out, as are entries that are not objects). A missing or
 * unreadable list is the widget's default items; an empty list (PHP's `[]`) stays empty.
 */
export function repeater<T extends z.ZodType<Record<string, unknown>>>(
  item: T,
  defaults: Record<string, unknown>[],
  max = MAX_REPEATER_ITEMS,
) {
  const parse = (list: unknown[]) =>
    list
      .filter(isObject)
      .flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      })
      .slice(0, max);
  return z
    .array(z.unknown())
    .transform(parse)
    .catch(() => parse(defaults));
}
