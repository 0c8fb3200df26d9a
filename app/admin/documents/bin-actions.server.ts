import { redirect, type AppLoadContext } from "react-router";
import { z } from "zod";
import { idParam } from "#core/schemas/params";
import { isApiError } from "#core/web/api-errors";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { staffAction } from "../guard.server";

export type BinActionResult = { ok: false; status: number; message: string };

/** Where an item is seen once it is back. */
export const placeOf = (kind: "document" | "content_item", id: number) =>
  kind === "document" ? `/admin/documents/${id}` : `/admin/content/${id}`;

/**
 * The bin's forms (Undo, Empty now), from the confirmation a delete leads to or from the bin screen:
 * Undo goes to the item, back as it was; Empty now back to where the form was (`back`, an admin path).
 * A refusal (too late, slug taken since, old page) is a message the screen shows in place.
 */
export async function binAction(request: Request, context: AppLoadContext): Promise<Response | BinActionResult> {
  const read = await staffAction(request, context, STAFF_ROLES.content);
  if (!read.ok) return { ok: false, status: read.status, message: read.message };
  const id = z.object({ id: idParam }).safeParse({ id: read.form.get("bin_id") }).data?.id;
  if (id === undefined) return { ok: false, status: 400, message: "Choose an item of the bin." };
  const intent = read.form.get("intent");
  const back = read.form.get("back") ?? "";
  try {
    if (intent === "undo") {
      const entry = await context.services.bin.undo(id, read.user);
      return redirect(`${placeOf(entry.kind, entry.target_id)}?done=undone`);
    }
    if (intent === "empty") {
      const entry = await context.services.bin.empty(id, read.user);
      const to = /^\/admin\/(documents|content|bin)$/.test(back) ? back : "/admin/bin";
      return redirect(`${to}?emptied=${encodeURIComponent(entry.title).slice(0, 300)}`);
    }
    return { ok: false, status: 400, message: "Choose Undo or Empty now." };
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 409))
      return {
        ok: false,
        status: err.status,
        message:
          err.status === 404
            ? "Too late to undo: the item was already brought back, emptied, or its ten minutes have passed."
            : err.message,
      };
    throw err;
  }
}
