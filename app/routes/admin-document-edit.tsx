import { data, useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { idParam } from "#core/schemas/params";
import { isApiError } from "#core/web/api-errors";
import { DocumentEditor } from "#app/admin/editor/document-editor";
import { editorAction } from "#app/admin/editor/editor-action.server";
import { runtimeEditorWidgets } from "#app/admin/editor/editor-widgets.server";
import type { Route } from "./+types/admin-document-edit";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `Editing ${loaderData.document.title} · Admin` : "Editor · Admin" },
  { name: "robots", content: "noindex" },
];

const idOf = (raw: string | undefined) => z.object({ id: idParam }).safeParse({ id: raw }).data?.id ?? null;

const NOTICES: Record<string, string> = { copied: "This is your copy, saved as a new draft." };

/** The editor of one document (pages, popups, templates): editors and administrators. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(request, context, STAFF_ROLES.content);
  const id = idOf(params.id);
  if (id === null) throw data("No such document.", { status: 404 });
  const doc = await context.services.documents
    .get(id)
    .catch((err: unknown) => (isApiError(err) && err.status === 404 ? null : Promise.reject(err)));
  if (!doc) throw data("No such document: it may have been deleted (see Deleted items in the documents admin).", { status: 404 });
  const { breakpoints, global_colors, global_fonts } = await context.services.settings.get();
  return {
    document: {
      id: doc.id,
      type: doc.type,
      title: doc.title,
      status: doc.status,
      url: `/${doc.slug}`,
      version: doc.updatedAt ?? "",
      elements: doc.elements,
      settings: doc.settings,
    },
    widgets: runtimeEditorWidgets(),
    breakpoints,
    globals: { colors: global_colors, fonts: global_fonts },
    notice: NOTICES[new URL(request.url).searchParams.get("done") ?? ""] ?? null,
  };
}

/** The editor's own saves need no reload of the document: the editor holds it, and the answer carries the new version. */
export const shouldRevalidate = ({ formAction, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formAction === currentUrl.pathname && nextUrl.href === currentUrl.href ? false : defaultShouldRevalidate;

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = idOf(params.id);
  if (id === null) throw data("No such document.", { status: 404 });
  return editorAction(request, context, id);
}

export default function AdminDocumentEdit() {
  const { document, notice, widgets, breakpoints, globals } = useLoaderData<typeof loader>();
  // Keyed by the document only: a save keeps the editor, its history and its selection as they are.
  return (
    <DocumentEditor key={document.id} document={document} notice={notice} widgets={widgets} breakpoints={breakpoints} globals={globals} />
  );
}
