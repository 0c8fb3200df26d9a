import { data, type AppLoadContext } from "react-router";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { isApiError } from "#core/web/api-errors";
import { builderView, EDIT_MODE_HEADERS } from "#app/builder/load-document.server";
import type { BuilderView } from "#app/builder/builder-view";
import { staffAction } from "../guard.server";
import { readElements, readSettings } from "./editor-action.server";

/** The preview tab's headers: private to its editor, never kept by a cache, never indexed. */
export const PREVIEW_HEADERS = { ...EDIT_MODE_HEADERS, "X-Robots-Tag": "noindex, nofollow" };

export type UnsavedPreview = { ok: true; title: string; view: BuilderView; popups: [] } | { ok: false; message: string };

/**
 * The editor's Preview (decision 0095): the tree and settings it holds now, unsaved changes included,
 * posted with the page's nonce by a signed-in editor, rendered as a visitor sees it (the site's own
 * frame, no edit mode) in a new tab. Nothing is stored: the saved draft and its revisions stay as they were.
 */
export async function unsavedPreview(request: Request, context: AppLoadContext, id: number) {
  const answer = (body: UnsavedPreview, status = 200) => data(body, { status, headers: PREVIEW_HEADERS });
  const read = await staffAction(request, context, STAFF_ROLES.content);
  if (!read.ok) return answer({ ok: false, message: read.message }, read.status);
  const given = readElements(read.form.get("elements"));
  const settings = readSettings(read.form.get("settings"));
  if (!given || settings === false) return answer({ ok: false, message: "The editor sent something it could not read." }, 400);
  const documents = context.services.documents;
  try {
    const doc = await documents.get(id);
    // HTML settings are shown as a save would store them: sanitized. No update time: the tree itself names this version.
    const shown = { ...doc, elements: documents.storableElements(given), settings: settings ?? doc.settings, updatedAt: undefined };
    return answer({ ok: true, title: doc.title, view: await builderView(shown, request, context, false), popups: [] });
  } catch (err) {
    if (isApiError(err) && err.status === 404) return answer({ ok: false, message: "This document no longer exists." }, 404);
    if (isApiError(err) && err.status < 500) return answer({ ok: false, message: err.message }, err.status);
    throw err;
  }
}
