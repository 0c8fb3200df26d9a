import type { AppLoadContext } from "react-router";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { isApiError } from "#core/web/api-errors";
import { renderDocument, renderElementOfDocument } from "#app/builder/render-document.server";
import { fillSlots, resolveSlots } from "#app/builder/slots.server";
import { staffAction } from "../guard.server";
import { readElements } from "./editor-action.server";

/** What the preview takes in: one element's new HTML with the document's CSS, or the whole document's HTML. */
export type LiveRender =
  | { ok: true; kind: "element"; id: string; html: string; css: string }
  | { ok: true; kind: "document"; html: string }
  | { ok: false; message: string };

/**
 * The editor's unsaved tree rendered for its preview by the visitors' renderer in edit mode: the changed
 * element alone when one is named (a setting changed), else the whole document (an insert, a move, an
 * undo). Nothing is stored; staff only, with the page's nonce, the tree checked as a save checks it.
 */
export async function liveRender(request: Request, context: AppLoadContext, id: number): Promise<Response> {
  const answer = (body: LiveRender, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });
  const read = await staffAction(request, context, STAFF_ROLES.content);
  if (!read.ok) return answer({ ok: false, message: read.message }, read.status);
  const given = readElements(read.form.get("elements"));
  const elementId = read.form.get("element");
  if (!given) return answer({ ok: false, message: "The editor sent something it could not read." }, 400);
  let elements;
  try {
    // HTML settings are shown as a save would store them: sanitized.
    elements = context.services.documents.storableElements(given);
  } catch (err) {
    if (isApiError(err) && err.status < 500) return answer({ ok: false, message: err.message }, err.status);
    throw err;
  }
  const doc = await context.services.documents
    .get(id)
    .catch((err: unknown) => (isApiError(err) && err.status === 404 ? null : Promise.reject(err)));
  if (!doc) return answer({ ok: false, message: "This document no longer exists." }, 404);
  const { breakpoints, global_colors, global_fonts } = await context.services.settings.get();
  // The kit's variables as the visitors' pages have them, so `__globals__` references resolve alike.
  const opts = { editMode: true, breakpoints, globals: { colors: global_colors, fonts: global_fonts } };
  const on = { request, context, document: { id: doc.id, title: doc.title }, editMode: true };
  const tree = { id: doc.id, elements };
  const one = typeof elementId === "string" && elementId ? renderElementOfDocument(tree, elementId, opts) : null;
  if (one) {
    const html = fillSlots(one.parts, one.slots.length ? await resolveSlots(one.slots, on) : []);
    return answer({ ok: true, kind: "element", id: one.id, html, css: one.css });
  }
  const whole = renderDocument(tree, opts);
  const html = fillSlots(whole.parts, whole.slots.length ? await resolveSlots(whole.slots, on) : []);
  return answer({ ok: true, kind: "document", html });
}
