import { data, redirect } from "react-router";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { isNewDocumentKind, newDraft } from "#core/editor/new-draft";
import { requireStaff } from "#app/admin/access.server";
import { staffAction } from "#app/admin/guard.server";
import type { Route } from "./+types/admin-documents-new";

/** Nothing to show here: the New buttons are on the documents list. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, STAFF_ROLES.content);
  return redirect("/admin/documents");
}

/** New page, New popup, New template: a draft of that type, then its editor. */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await staffAction(request, context, STAFF_ROLES.content);
  if (!read.ok) throw data(read.message, { status: read.status });
  const kind = read.form.get("kind");
  if (!isNewDocumentKind(kind)) throw data("Choose New page, New popup or New template.", { status: 400 });
  for (let tries = 0; ; tries++) {
    try {
      const made = await context.services.documents.create(newDraft(kind), read.user);
      return redirect(`/admin/documents/${made.id}/edit`);
    } catch (err) {
      // A slug of eight random letters taken already: try another.
      if (tries < 3 && err instanceof Error && "code" in err && err.code === "slug_taken") continue;
      throw err;
    }
  }
}
