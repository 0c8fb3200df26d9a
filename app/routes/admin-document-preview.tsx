import { useEffect } from "react";
import { data, redirect, useLoaderData } from "react-router";
import { templatePreviewAddress } from "#app/admin/templates/templates.server";
import { z } from "zod";
import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { idParam } from "#core/schemas/params";
import { isApiError } from "#core/web/api-errors";
import { BuilderPage } from "#app/builder/builder-page";
import { builderView, editModeOf, EDIT_MODE_HEADERS } from "#app/builder/load-document.server";
import type { Route } from "./+types/admin-document-preview";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `Preview: ${loaderData.title}` : "Preview" },
  { name: "robots", content: "noindex" },
];

/** Private to the editor's staff: never kept by a cache. */
export const headers = () => EDIT_MODE_HEADERS;

/**
 * A document as last saved (a draft too), rendered by the same renderer as visitors' pages, for its
 * editors only. With `?aisle-edit=1` it is the editor's live preview: edit mode, and the bridge that
 * takes the editor's unsaved changes (app/admin/editor/preview-bridge.ts).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(request, context, STAFF_ROLES.content);
  const id = z.object({ id: idParam }).safeParse({ id: params.id }).data?.id;
  if (id === undefined) throw data("No such document.", { status: 404 });
  const doc = await context.services.documents
    .get(id)
    .catch((err: unknown) => (isApiError(err) && err.status === 404 ? null : Promise.reject(err)));
  if (!doc) throw data("No such document.", { status: 404 });
  // Preview of a header or footer, opened from the editor's bar (not its frame, which names a version):
  // a page where it applies, with it in its place (docs/design/website-templates.md).
  if ((doc.type === "header" || doc.type === "footer") && !new URL(request.url).searchParams.has("v") && !editModeOf(request, context))
    throw redirect(await templatePreviewAddress(context, doc));
  return data(
    { title: doc.title, view: await builderView(doc, request, context, editModeOf(request, context)), popups: [] },
    { headers: EDIT_MODE_HEADERS },
  );
}

export default function AdminDocumentPreview() {
  const loaded = useLoaderData<typeof loader>();
  const { editMode, id, breakpoints } = loaded.view;
  useEffect(() => {
    if (!editMode) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import("#app/admin/editor/preview-bridge").then(({ startPreviewBridge }) => {
      const root = document.querySelector<HTMLElement>(`.elementor[data-elementor-id="${id}"]`);
      if (!gone && root) stop = startPreviewBridge(root, breakpoints);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [editMode, id, breakpoints]);
  return <BuilderPage data={loaded} />;
}
