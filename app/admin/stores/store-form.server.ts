import { redirect, type AppLoadContext } from "react-router";
import { readStoreForm } from "#core/stores/store-form";
import { isApiError } from "#core/web/api-errors";
import { readAdminForm } from "../guard.server";

export interface StoreFormFailure {
  message: string;
  errors: Record<string, string>;
  values: Record<string, string | string[]>;
}

/** Saves the store form (new when `id` is null): back to the store with `saved=1`, or the refusal to show in place. */
export async function saveStoreForm(
  request: Request,
  context: AppLoadContext,
  id: number | null,
): Promise<Response | { status: number; failure: StoreFormFailure }> {
  const read = await readAdminForm(request, context);
  if (!read.ok) return { status: read.status, failure: { message: read.message, errors: {}, values: {} } };
  const values: Record<string, string | string[]> = Object.fromEntries(read.form);
  values.store_group_ids = read.form.getAll("store_group_ids");
  const parsed = readStoreForm(read.form, id === null);
  const fail = (status: number, message: string, errors: Record<string, string>) => ({ status, failure: { message, errors, values } });
  if (!parsed.ok) return fail(400, "Some fields need fixing: nothing was saved.", parsed.errors);
  try {
    const saved =
      id === null
        ? await context.services.adminStores.create({ ...parsed.fields, id: parsed.id! }, read.user)
        : await context.services.adminStores.update(id, parsed.fields, read.user);
    return redirect(`/admin/stores/${saved.id}?saved=1`);
  } catch (err) {
    if (!isApiError(err)) throw err;
    const params = (err.extra.params ?? {}) as Record<string, string>;
    return fail(
      err.status,
      `${err.message} Nothing was saved.`,
      err.code === "store_exists" ? { id: "is the id of another store" } : params,
    );
  }
}
