import { EVENT_NAMES } from "#core/schemas/events";
import type { EventFilterValues } from "./event-filters.server";

const LABELS: Record<keyof EventFilterValues, string> = { name: "Event", actor: "Person", from: "From", to: "To" };

/** The events screen's filters (a GET form: they work without scripts and stay in the address). */
export function EventFilterForm({ values, errors }: { values: EventFilterValues; errors: Partial<EventFilterValues> }) {
  const control = (name: keyof EventFilterValues) => ({
    id: `events-${name}`,
    name,
    "aria-describedby": errors[name] ? `events-${name}-error` : undefined,
    "aria-invalid": errors[name] ? true : undefined,
  });
  const field = (name: keyof EventFilterValues, input: React.ReactNode) => (
    <p>
      <label htmlFor={`events-${name}`}>{LABELS[name]}</label>
      {input}
      {errors[name] ? (
        <span id={`events-${name}-error`} className="field__error">
          {`${LABELS[name]} ${errors[name]}.`}
        </span>
      ) : null}
    </p>
  );
  return (
    <form method="get" action="/admin/events" aria-label="Filter the events" className="audit-filters">
      <div className="admin-fields">
        {field(
          "name",
          <select {...control("name")} defaultValue={values.name}>
            <option value="">Any event</option>
            {EVENT_NAMES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>,
        )}
        {field("actor", <input {...control("actor")} type="search" defaultValue={values.actor} maxLength={200} />)}
        {field("from", <input {...control("from")} type="date" defaultValue={values.from} />)}
        {field("to", <input {...control("to")} type="date" defaultValue={values.to} />)}
      </div>
      <p className="audit-filters__actions">
        <button type="submit">Filter</button> <a href="/admin/events">Clear filters</a>
      </p>
    </form>
  );
}
