import { useEffect } from "react";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { templatePreviewAddress } from "#app/admin/templates/templates.server";
import { z } from "zod";
import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { idParam } from "#core/schemas/params";
import { isApiError } from "#core/web/api-errors";
import { BuilderPage } from "#app/builder/builder-page";
import { builderView, editModeOf, EDIT_MODE_HEADERS } from "#app/builder/load-document.server";
import { PREVIEW_HEADERS, unsavedPreview } from "#app/admin/editor/unsaved-preview.server";
import type { Route } from "./+types/admin-document-preview";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `Preview: ${loaderData.title}` : "Preview" },
  { name: "robots", content: "noindex" },
];

/** Private to the editor's staff: never kept by a cache, never indexed. */
export const headers = () => PREVIEW_HEADERS;

/**
 * A document as last saved (a draft too), rendered by the same renderer as visitors' pages, for its
 * editors only. With `?aisle-edit=1` it is the editor's live preview: edit mode, and the bridge that
 * takes the editor's unsaved changes (app/admin/editor/preview-bridge.ts). Posted from the editor's
 * Preview (`?unsaved=1`), it is the editor's tree as it is now, as a visitor sees it (its action).
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
  if (
    (doc.type === "header" || doc.type === "footer") &&
    !new URL(request.url).searchParams.has("v") &&
    !new URL(request.url).searchParams.has("unsaved") &&
    !editModeOf(request, context)
  )
    throw redirect(await templatePreviewAddress(context, doc));
  return data(
    { title: doc.title, view: await builderView(doc, request, context, editModeOf(request, context)), popups: [] },
    { headers: EDIT_MODE_HEADERS },
  );
}

/** The editor's unsaved tree, posted by its Preview (app/admin/editor/unsaved-preview.server.ts). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = z.object({ id: idParam }).safeParse({ id: params.id }).data?.id;
  if (id === undefined) throw data("No such document.", { status: 404 });
  return unsavedPreview(request, context, id);
}

export default function AdminDocumentPreview() {
  const saved = useLoaderData<typeof loader>();
  const unsaved = useActionData<typeof action>();
  const loaded = unsaved?.ok ? unsaved : saved;
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
  if (unsaved && !unsaved.ok)
    return (
      <main id="main" className="page-error">
        <h1>No preview</h1>
        <p role="alert">{unsaved.message}</p>
      </main>
    );
  return <BuilderPage data={loaded} />;
}
