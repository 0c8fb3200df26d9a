import { data, redirect, type AppLoadContext } from "react-router";
import { z } from "zod";
import { documentPatch } from "#core/schemas/documents";
import { idParam } from "#core/schemas/params";
import { fromZodError, isApiError } from "#core/web/api-errors";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { staffAction } from "../guard.server";

export interface SettingsValues {
  title: string;
  slug: string;
  status: string;
}

export type DocumentActionResult = { ok: false; message: string; errors: Record<string, string>; values: SettingsValues | null };

const fail = (status: number, message: string, values: SettingsValues | null = null, errors: Record<string, string> = {}) =>
  data<DocumentActionResult>({ ok: false, message, errors, values }, { status });

const settingsPatch = documentPatch.pick({ title: true, slug: true, status: true }).required();

/**
 * One document's screen: save its settings (title, slug, status), restore a revision, delete it into
 * the bin. The same schema and services as the API; a refusal changes nothing and is said in place.
 */
export async function documentAction(request: Request, context: AppLoadContext, id: number) {
  const read = await staffAction(request, context, STAFF_ROLES.content);
  if (!read.ok) return fail(read.status, read.message);
  const { form, user } = read;
  const intent = form.get("intent") ?? "save";
  const values: SettingsValues = {
    title: (form.get("title") ?? "").slice(0, 500),
    slug: (form.get("slug") ?? "").slice(0, 200),
    status: form.get("status") ?? "",
  };
  try {
    if (intent === "delete") {
      const entry = await context.services.documents.remove(id, user);
      return redirect(`/admin/documents?binned=${entry.id}`);
    }
    if (intent === "restore") {
      const revision = z.object({ id: idParam }).safeParse({ id: form.get("revision") }).data?.id;
      if (revision === undefined) return fail(400, "Choose a revision to restore.");
      await context.services.documentRevisions.restore(id, revision, user);
      return redirect(`/admin/documents/${id}?done=restored`);
    }
    const parsed = settingsPatch.safeParse(values);
    if (!parsed.success) {
      const errors = (fromZodError(parsed.error).extra as { params: Record<string, string> }).params;
      return fail(400, "The settings were not saved: correct the fields marked below.", values, errors);
    }
    await context.services.documents.update(id, parsed.data, user);
    return redirect(`/admin/documents/${id}?done=saved`);
  } catch (err) {
    if (isApiError(err) && err.code === "slug_taken")
      return fail(409, "The settings were not saved: correct the fields marked below.", values, {
        slug: "is already used by another document",
      });
    if (isApiError(err) && err.status === 404) return fail(404, "This document or revision no longer exists: it may have been deleted.");
    if (isApiError(err) && err.status < 500) return fail(err.status, `Nothing was changed: ${err.message}`);
    throw err;
  }
}
