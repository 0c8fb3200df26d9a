import { data } from "react-router";
import { z } from "zod";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { idParam } from "#core/schemas/params";
import { isThemeTemplateType } from "#core/templates/theme-template-types";
import { templateFile, templateFileName } from "#core/templates/template-file";
import { isApiError } from "#core/web/api-errors";
import { requireStaffPlain } from "../admin/access.server";
import type { Route } from "./+types/admin-template-export";

/**
 * A template as the Elementor template file (the same answer as GET /api/admin/v1/templates/:id/export),
 * for the links of the templates screen and the editor's templates library, which carry the session only.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPlain(context, STAFF_ROLES.content, request);
  const id = z.object({ id: idParam }).safeParse({ id: params.id }).data?.id;
  const doc =
    id === undefined
      ? null
      : await context.services.documents
          .get(id)
          .catch((err: unknown) => (isApiError(err) && err.status === 404 ? null : Promise.reject(err)));
  if (!doc || !isThemeTemplateType(doc.type)) throw data("No such template.", { status: 404 });
  return new Response(JSON.stringify(templateFile(doc)), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${templateFileName(doc.id, new Date())}"`,
      "Cache-Control": "no-store",
    },
  });
}
