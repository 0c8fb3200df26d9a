import { PAGE_EXPIRED } from "#core/web/page-expired";
import { data } from "react-router";
import { DEBUG_LOG_FILE_NAME } from "../../core/schemas/forms";
import { readActionForm } from "../storefront/forms/action-form.server";
import { formNonceValid } from "../storefront/forms/form-nonce.server";
import { requireStaffPlain } from "../admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import type { Route } from "./+types/admin-forms-debug-log-download";

/**
 * The debug log's Download without scripts: the same form posted here (with the page's nonce) is
 * answered with the file itself, the download API's `data` as nf-file-uploads-debug-log.json. With
 * scripts the page posts to the API and saves `data` itself.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPlain(context, STAFF_ROLES.forms);
  const read = await readActionForm(request, context);
  if (!read.ok) return data(read.message, { status: read.status });
  if (!formNonceValid(read.form, context))
    return data(PAGE_EXPIRED, {
      status: 403,
    });
  const text = await context.services.uploadLog.exportText();
  return new Response(text, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${DEBUG_LOG_FILE_NAME}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
