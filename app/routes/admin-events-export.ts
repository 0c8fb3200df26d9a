import { STAFF_ROLES } from "#core/frame/admin-sections";
import { EVENTS_CSV_NAME } from "#core/schemas/events";
import { streamedDownload, withByteOrderMark } from "#core/web/download-response";
import { requireStaffPlain } from "../admin/access.server";
import { readEventFilters } from "../admin/events/event-filters.server";
import type { Route } from "./+types/admin-events-export";

/** The events the screen's filters find, as CSV: the same answer as the API's export. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPlain(context, STAFF_ROLES.administrator, request);
  const { filters } = readEventFilters(new URL(request.url));
  return streamedDownload(withByteOrderMark(context.services.events.csv(filters)), EVENTS_CSV_NAME, "text/csv; charset=utf-8");
}
