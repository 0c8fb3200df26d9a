import { redirect, type AppLoadContext } from "react-router";
import { listInput, listPatch, listAddInput } from "../../core/schemas/catalog";
import { attempt, checked, formId, formQuantity, readListForm, refused, type ListFormResult } from "./list-form.server";

const LISTS = "/shop/lists";

/** Back to the page the form came from when it was posted before the scripts ran; else the answer. */
function answer(back: string | null, result: ListFormResult, fallback: string | null = null) {
  if (back) return redirect(back);
  return fallback ? redirect(fallback) : result;
}

/**
 * `/shop/lists`' forms: create a list, rename one, delete one (once confirmed), and add products to a
 * list (the product page's "Add to list", a recipe's ingredients): `list` is a list id or "new" (then
 * `new_name` names it), `product_id` and `note` are repeated in step, `quantity` applies to each.
 */
export async function listsAction(request: Request, context: AppLoadContext) {
  const read = await readListForm(request, context);
  if ("refusal" in read) return read.refusal;
  const { form, userId, back } = read;
  const lists = context.services.shopperLists;
  const intent = form.get("intent");
  const listId = formId(form.get("list_id"));

  if (intent === "create") {
    const input = checked(listInput, { name: form.get("name") ?? "", note: form.get("note") ?? "" });
    if (!input.ok) return refused(input.error, 400);
    return attempt(async () => {
      const list = await lists.createList(userId, input.value);
      return answer(back, { ok: true, message: `Created the list “${list.name}”.`, listId: list.id }, back ? null : `${LISTS}/${list.id}`);
    });
  }
  if (intent === "rename" || intent === "delete") {
    if (listId === null) return refused("Choose a list.", 400);
    if (intent === "delete") {
      return attempt(async () => {
        await lists.deleteList(userId, listId);
        return answer(back, { ok: true, message: "List deleted." }, LISTS);
      });
    }
    const patch = checked(listPatch, { name: form.get("name") ?? "", ...(form.has("note") ? { note: form.get("note") } : {}) });
    if (!patch.ok) return refused(patch.error, 400);
    return attempt(async () => {
      const list = await lists.updateList(userId, listId, patch.value);
      return answer(back, { ok: true, message: `Saved the list “${list.name}”.`, listId });
    });
  }
  if (intent === "add") {
    const ids = form.getAll("product_id").map(formId);
    const notes = form.getAll("note");
    if (!ids.length || ids.some((id) => id === null)) return refused("Choose a product.", 400);
    const quantity = formQuantity(form.get("quantity"));
    const input = checked(listAddInput, { items: ids.map((id, n) => ({ product_id: id, quantity, note: notes[n] ?? "" })) });
    if (!input.ok) return refused(input.error, 400);
    const choice = form.get("list") ?? "";
    const newList = choice === "new" ? checked(listInput, { name: form.get("new_name") || "My list", note: "" }) : null;
    if (newList && !newList.ok) return refused(newList.error, 400);
    const target = formId(choice);
    if (!newList && target === null) return refused("Choose a list.", 400);
    return attempt(async () => {
      const id = newList?.ok ? (await lists.createList(userId, newList.value)).id : target!;
      const list = await lists.addItems(userId, id, input.value.items);
      const what = ids.length === 1 ? (list.items.find((i) => i.product_id === ids[0])?.name ?? "The product") : `${ids.length} products`;
      return answer(back, { ok: true, message: `Added ${what} to “${list.name}”.`, listId: id });
    });
  }
  return refused("This form can only be sent with the buttons on this page.", 400);
}
