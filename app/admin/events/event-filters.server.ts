import { eventFilters, type EventFilters } from "#core/schemas/events";

export const EVENT_FILTER_KEYS = ["name", "actor", "from", "to"] as const;
export type EventFilterValues = Record<(typeof EVENT_FILTER_KEYS)[number], string>;

/** The filters of the address as asked for, the ones that read, and a message for each that does not. */
export function readEventFilters(url: URL): { values: EventFilterValues; filters: EventFilters; errors: Partial<EventFilterValues> } {
  const values = Object.fromEntries(EVENT_FILTER_KEYS.map((k) => [k, (url.searchParams.get(k) ?? "").slice(0, 200)])) as EventFilterValues;
  const filters: EventFilters = {};
  const errors: Partial<EventFilterValues> = {};
  for (const key of EVENT_FILTER_KEYS) {
    if (!values[key].trim()) continue;
    const one = eventFilters.shape[key].safeParse(values[key]);
    if (one.success) Object.assign(filters, { [key]: one.data });
    else errors[key] = one.error.issues[0]?.message ?? "is not valid";
  }
  return { values, filters, errors };
}
