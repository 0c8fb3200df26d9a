import { requireStaffPlain } from "../admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { uploadDownload } from "../admin/forms/forms-admin.server";
import type { Route } from "./+types/admin-forms-upload";

/** A file sent with a submission, for the forms admin only: an attachment with nosniff, as the API serves it. */
export function loader({ params, context }: Route.LoaderArgs) {
  return uploadDownload(context, params.id, requireStaffPlain(context, STAFF_ROLES.forms));
}
