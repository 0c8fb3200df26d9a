import { STAFF_ROLES } from "#core/frame/admin-sections";
import { requireStaffPlain } from "../admin/access.server";
import { exportDownload } from "../admin/kits/kits.server";
import type { Route } from "./+types/admin-export-kit-download";

/** The export screen's form: the site as an Elementor kit zip (docs/kits.md), the same as the API's export. */
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaffPlain(context, STAFF_ROLES.administrator, request);
  return exportDownload(new URL(request.url), context, user);
}
