import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { data, type AppLoadContext } from "react-router";
import { isApiError } from "#core/web/api-errors";
import { redirect } from "react-router";
import { readAdminForm } from "../guard.server";
import { saveStoreForm } from "./store-form.server";

/** `new`, or a store's id. */
const idOf = (param: string | undefined): number | null | undefined =>
  param === "new" ? null : /^[1-9]\d{0,9}$/.test(param ?? "") ? Number(param) : undefined;

/** One store's every field, for editing (or a new store at /admin/stores/new), with the groups and stores to pick from. */
export async function loadStorePage(request: Request, param: string | undefined, context: AppLoadContext) {
  requireStaff(request, context, STAFF_ROLES.administrator);
  const id = idOf(param);
  if (id === undefined) throw data("No such store.", { status: 404 });
  let store = null;
  if (id !== null) {
    try {
      store = await context.services.adminStores.get(id);
    } catch (err) {
      if (isApiError(err) && err.status === 404) throw data("No such store.", { status: 404 });
      throw err;
    }
  }
  const [groups, stores] = await Promise.all([context.services.adminStoreGroups.all(), context.services.stores.list()]);
  return {
    store,
    saved: new URL(request.url).searchParams.get("saved") === "1",
    confirmDelete: id !== null && new URL(request.url).searchParams.get("confirm") === "delete",
    groups,
    stores: stores.map((s) => ({ id: s.id, name: s.name })),
  };
}

/** Saves the store's form: on to the saved store, or the refusal shown in place. */
export async function saveStorePage(request: Request, param: string | undefined, context: AppLoadContext) {
  const id = idOf(param);
  if (id === undefined) throw data("No such store.", { status: 404 });
  if (id !== null && (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded")) {
    const peek = new URLSearchParams(await request.clone().text());
    if (peek.get("intent") === "delete") return deleteStore(request, context, id);
  }
  const result = await saveStoreForm(request, context, id);
  if (result instanceof Response) return result;
  return data(result.failure, { status: result.status });
}

/** Deletes the store after its confirmation; a store with orders is refused in place (decision 0034). */
async function deleteStore(request: Request, context: AppLoadContext, id: number) {
  const read = await readAdminForm(request, context);
  if (!read.ok) return data({ message: read.message, values: {}, errors: {} }, { status: read.status });
  try {
    await context.services.adminStores.remove(id, read.user);
    return redirect(`/admin/stores?deleted=${id}`);
  } catch (err) {
    if (!isApiError(err)) throw err;
    return data({ message: err.message, values: {}, errors: {} }, { status: err.status });
  }
}
