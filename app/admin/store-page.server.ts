import { data, type AppLoadContext } from "react-router";
import { isApiError } from "../../server/http/errors";
import { administratorOf } from "./guard.server";
import { saveStoreForm } from "./store-form.server";

/** `new`, or a store's id. */
const idOf = (param: string | undefined): number | null | undefined => (param === "new" ? null : /^[1-9]\d{0,9}$/.test(param ?? "") ? Number(param) : undefined);

/** One store's every field, for editing (or a new store at /admin/stores/new), with the groups and stores to pick from. */
export async function loadStorePage(request: Request, param: string | undefined, context: AppLoadContext) {
  if (!administratorOf(request, context)) return data({ allowed: false as const }, { status: 403 });
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
    allowed: true as const,
    store,
    saved: new URL(request.url).searchParams.get("saved") === "1",
    groups,
    stores: stores.map((s) => ({ id: s.id, name: s.name })),
  };
}

/** Saves the store's form: on to the saved store, or the refusal shown in place. */
export async function saveStorePage(request: Request, param: string | undefined, context: AppLoadContext) {
  const id = idOf(param);
  if (id === undefined) throw data("No such store.", { status: 404 });
  const result = await saveStoreForm(request, context, id);
  if (result instanceof Response) return result;
  return data(result.failure, { status: result.status });
}
