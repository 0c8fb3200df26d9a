import { useLoaderData, type MetaFunction } from "react-router";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { EVENT_FIELD_NAMES, EVENTS_DEFAULT_PER_PAGE } from "#core/schemas/events";
import { requireStaff } from "../admin/access.server";
import { pageParam } from "../admin/guard.server";
import { filteredPageHref, PageLinks } from "../admin/admin-frame";
import { readEventFilters } from "../admin/events/event-filters.server";
import { EventFilterForm } from "../admin/events/event-filter-form";
import { buttonClass } from "../ui/button";
import "../admin/audit/audit-log.css";
import type { Route } from "./+types/admin-events";

export const meta: MetaFunction = () => [{ title: "Events · Admin" }, { name: "robots", content: "noindex" }];

/**
 * The kit and template events (docs/events.md), newest first, a page at a time, narrowed by event,
 * person and days, with the same events as a CSV download. A filter that can't be read is said next
 * to its field and left out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, STAFF_ROLES.administrator);
  const url = new URL(request.url);
  const { values, filters, errors } = readEventFilters(url);
  const page = pageParam(url);
  const { events, total } = await context.services.events.list(page, EVENTS_DEFAULT_PER_PAGE, filters);
  const query = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)]));
  return {
    page,
    pages: Math.max(1, Math.ceil(total / EVENTS_DEFAULT_PER_PAGE)),
    total,
    values,
    errors,
    keepDays: context.services.events.keepDays,
    filtered: Object.keys(filters).length > 0,
    csvHref: `/admin/events/export.csv${query.size ? `?${query}` : ""}`,
    events: events.map((e) => ({
      id: e.id,
      at: e.at,
      name: e.name,
      who: e.actor.email,
      fields: EVENT_FIELD_NAMES.flatMap((f) => (e.fields[f] === undefined ? [] : [[f, String(e.fields[f])] as const])),
    })),
  };
}

export default function AdminEvents() {
  const view = useLoaderData<typeof loader>();
  return (
    <div className="audit-log">
      <h1>Events</h1>
      <p>
        What staff did with kits and templates, kept for {view.keepDays} days. Nothing about visitors is recorded, and nothing leaves this
        site.
      </p>
      <EventFilterForm values={view.values} errors={view.errors} />
      <p>
        <a className={buttonClass("secondary", { small: true })} href={view.csvHref} download>
          Download as CSV
        </a>
      </p>
      {view.events.length === 0 ? (
        <p role="status">{view.filtered ? "No event matches these filters." : "No event has been recorded yet."}</p>
      ) : (
        <table>
          <caption>
            {view.filtered ? `Events matching the filters (${view.total})` : "Events"}, newest first (page {view.page} of {view.pages})
          </caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Event</th>
              <th scope="col">Who</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {view.events.map((e) => (
              <tr key={e.id}>
                <td>
                  <time dateTime={e.at}>{e.at.replace("T", " ").slice(0, 19)} UTC</time>
                </td>
                <td>{e.name}</td>
                <td>{e.who}</td>
                <td>
                  {e.fields.length === 0 ? (
                    <span className="audit-diff__none">No details</span>
                  ) : (
                    <ul className="audit-diff">
                      {e.fields.map(([k, v]) => (
                        <li key={k}>
                          <span className="audit-diff__field">{k}</span>: {v}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PageLinks label="Event pages" page={view.page} pages={view.pages} href={filteredPageHref("/admin/events", view.values)} />
    </div>
  );
}
