import { data, type AppLoadContext } from "react-router";
import { isApiError } from "#core/web/api-errors";
import { read } from "../shop/catalog-loaders.server";
import { formId } from "./list-form.server";
import type { ListSummary } from "../../server/services/shopper-lists";

/** The signed-in shopper's lists (none when signed out), for the pages that offer "Add to list". */
export async function shopperLists(context: AppLoadContext): Promise<ListSummary[]> {
  const user = context.auth.user;
  return user ? read(context, "shopping lists", () => context.services.shopperLists.lists(user.id)) : [];
}

/** `/shop/lists`: the shopper's lists, and the one `?delete=<id>` asks to confirm deleting. */
export async function loadLists(request: Request, context: AppLoadContext) {
  if (!context.auth.user) return { signedIn: false as const, lists: [], confirmDelete: null };
  const lists = await shopperLists(context);
  const deleteId = formId(new URL(request.url).searchParams.get("delete"));
  return { signedIn: true as const, lists, confirmDelete: lists.find((l) => l.id === deleteId) ?? null };
}

/** `/shop/lists/<id>`: one of the shopper's lists with its products; 404 for anyone else's (or none). */
export async function loadList(context: AppLoadContext, rawId: string | undefined) {
  const user = context.auth.user;
  if (!user) return { signedIn: false as const, list: null };
  const id = formId(rawId);
  if (id === null) throw data(null, { status: 404 });
  try {
    return { signedIn: true as const, list: await read(context, "shopping list", () => context.services.shopperLists.list(user.id, id)) };
  } catch (err) {
    if (isApiError(err) && err.status === 404) throw data(null, { status: 404 });
    throw err;
  }
}
