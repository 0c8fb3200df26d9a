import { requireStaffPlain } from "../admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { submissionsCsv } from "../admin/forms/forms-admin.server";
import type { Route } from "./+types/admin-forms-export";

/** The submissions (all, or those the search finds) as CSV, streamed as it is read: the same answer as the API's export. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPlain(context, STAFF_ROLES.forms);
  return submissionsCsv(context, new URL(request.url).searchParams.get("q"));
}
