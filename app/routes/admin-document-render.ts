import { data } from "react-router";
import { z } from "zod";
import { idParam } from "#core/schemas/params";
import { liveRender } from "#app/admin/editor/live-render.server";
import type { Route } from "./+types/admin-document-render";

/** The editor's live preview: its unsaved tree rendered (app/admin/editor/live-render.server.ts). POST only. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = z.object({ id: idParam }).safeParse({ id: params.id }).data?.id;
  if (id === undefined) throw data("No such document.", { status: 404 });
  return liveRender(request, context, id);
}
