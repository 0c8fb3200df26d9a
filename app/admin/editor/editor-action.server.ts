import { data, redirect, type AppLoadContext } from "react-router";
import { z } from "zod";
import { documentVersion, documentViolation, elementSchema } from "#core/schemas/documents";
import type { ElementNode } from "#core/documents/document-types";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { newDraft } from "#core/editor/new-draft";
import { isApiError } from "#core/web/api-errors";
import { staffAction } from "../guard.server";

/** What the editor hears back from a save. */
export type EditorSaveResult =
  | { ok: true; version: string; status: string; url: string }
  | { ok: false; message: string; conflict: { savedBy: string; savedAt: string } | null };

const fail = (status: number, message: string, conflict: { savedBy: string; savedAt: string } | null = null) =>
  data<EditorSaveResult>({ ok: false, message, conflict }, { status });

/** What the editor hears back from an autosave. */
export type AutosaveResult = { ok: true; autosavedAt: string } | { ok: false; message: string };

const intents = z.enum(["save", "publish", "copy", "autosave"]);

/** The element tree the editor sent, checked like any document's (shape and limits), or null. */
export function readElements(raw: FormDataEntryValue | null): ElementNode[] | null {
  try {
    const parsed: unknown = JSON.parse(typeof raw === "string" ? raw : "");
    if (documentViolation({ elements: parsed })) return null;
    const read = z.array(elementSchema).safeParse(parsed);
    return read.success ? read.data : null;
  } catch {
    return null;
  }
}

/** The document's own settings the editor sent (a popup's triggers and conditions): undefined when none, false when unreadable. */
export function readSettings(raw: FormDataEntryValue | null): Record<string, unknown> | undefined | false {
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(typeof raw === "string" ? raw : "");
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed) || documentViolation({ settings: parsed })) return false;
    return parsed as Record<string, unknown>;
  } catch {
    return false;
  }
}

/**
 * The editor's saves: Save draft, Publish (Update once published), Save as a copy, and the autosave (a
 * draft revision of the unsaved work, never published; the document is not changed). Each save names the
 * version it started from; a newer stored one refuses it (409, who saved it and when) and nothing is
 * lost: the editor keeps its tree and offers Reload or Save as a copy.
 */
export async function editorAction(request: Request, context: AppLoadContext, id: number) {
  const read = await staffAction(request, context, STAFF_ROLES.content);
  if (!read.ok) return fail(read.status, read.message);
  const { form, user } = read;
  const intent = intents.safeParse(form.get("intent"));
  const elements = readElements(form.get("elements"));
  const version = documentVersion.safeParse(form.get("version"));
  const settings = readSettings(form.get("settings"));
  if (!intent.success || !elements || !version.success || settings === false)
    return fail(400, "The editor sent something it could not read: nothing was saved.");
  const documents = context.services.documents;
  try {
    if (intent.data === "autosave") {
      const current = await documents.get(id);
      const kept = await context.services.documentRevisions.autosave(id, { settings: settings ?? current.settings, elements }, user);
      return data<AutosaveResult>({ ok: true, autosavedAt: kept.at });
    }
    if (intent.data === "copy") {
      const original = await documents.get(id);
      const draft = newDraft(original.type === "popup" ? "popup" : original.type === "page" ? "page" : "template");
      const made = await documents.create(
        {
          ...draft,
          type: original.type,
          title: `${original.title} (copy)`.slice(0, 200),
          settings: settings ?? original.settings,
          elements,
        },
        user,
      );
      return redirect(`/admin/documents/${made.id}/edit?done=copied`);
    }
    const patch = { elements, ...(settings ? { settings } : {}), ...(intent.data === "publish" ? { status: "publish" as const } : {}) };
    const saved = await documents.update(id, patch, user, "document.update", version.data);
    return data<EditorSaveResult>({ ok: true, version: saved.updatedAt ?? "", status: saved.status, url: `/${saved.slug}` });
  } catch (err) {
    if (isApiError(err) && err.code === "edit_conflict") {
      const extra = err.extra as { saved_by: string; saved_at: string };
      return fail(409, err.message, { savedBy: extra.saved_by, savedAt: extra.saved_at });
    }
    if (isApiError(err) && err.status === 404) return fail(404, "This document no longer exists: it may have been deleted.");
    if (isApiError(err) && err.status < 500) return fail(err.status, `Nothing was saved: ${err.message}`);
    throw err;
  }
}
