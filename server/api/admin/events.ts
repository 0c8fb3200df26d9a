import { ADMIN_ROLES, STAFF_ROLES } from "#core/frame/admin-sections";
import {
  eventEntry,
  eventFilters,
  eventInput,
  EVENTS_CSV_NAME,
  EVENTS_DEFAULT_PER_PAGE,
  eventsPage,
  eventsQuery,
} from "#core/schemas/events";
import { parseJson, parseQuery } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import { streamedDownload, withByteOrderMark } from "../../http/download-response";

const BASE = "/api/admin/v1/events";

/**
 * The events manager's API (docs/events.md): any staff account records the events its screens fire;
 * the administrator reads them, filtered, a page at a time or as CSV.
 */
export function mountEventRoutes(r: Router): void {
  route(
    r,
    {
      method: "post",
      path: BASE,
      tag: "admin",
      summary: "Record one kit or template event (staff): a name from the list and its fields; anything else is 400",
      body: eventInput,
      auth: "staff",
      responses: { 201: { description: "Recorded", schema: eventEntry } },
    },
    async (c) => {
      const user = requireRole(c, ...ADMIN_ROLES);
      const input = await parseJson(c, eventInput);
      const recorded = await c.get("services").events.record({ id: user.id, email: user.email }, input);
      return c.json(recorded, 201);
    },
  );
  route(
    r,
    {
      method: "get",
      path: BASE,
      tag: "admin",
      summary: "List the recorded events (administrator), newest first; filter by name, actor and days",
      query: eventsQuery,
      auth: "administrator",
      responses: { 200: { description: "One page of events", schema: eventsPage } },
    },
    async (c) => {
      requireRole(c, ...STAFF_ROLES.administrator);
      const q = parseQuery(c, eventsQuery);
      const page = q.page ?? 1;
      const perPage = q.per_page ?? EVENTS_DEFAULT_PER_PAGE;
      const { page: _, per_page: __, ...filters } = q;
      const { events, total } = await c.get("services").events.list(page, perPage, filters);
      return c.json({ events, page, per_page: perPage, total });
    },
  );
  route(
    r,
    {
      method: "get",
      path: `${BASE}/export`,
      tag: "admin",
      summary: "The recorded events as CSV (administrator), with the list's filters",
      query: eventFilters,
      auth: "administrator",
      responses: { 200: { description: "text/csv: at, name, actor, then one column per field" } },
    },
    async (c) => {
      requireRole(c, ...STAFF_ROLES.administrator);
      const filters = parseQuery(c, eventFilters);
      return streamedDownload(withByteOrderMark(c.get("services").events.csv(filters)), EVENTS_CSV_NAME, "text/csv; charset=utf-8");
    },
  );
}
