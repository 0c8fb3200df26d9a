import { redirect, type AppLoadContext } from "react-router";
import { cartStore } from "../cart/cart-loaders.server";
import { listItemInput } from "../../core/schemas/catalog";
import { attempt, checked, formId, formQuantity, readListForm, refused } from "./list-form.server";

/** `/shop/lists/<id>`'s forms: put the whole list in the cart, change a product's quantity and note, or take it off the list. */
export async function listItemsAction(request: Request, context: AppLoadContext, rawListId: string | undefined) {
  const read = await readListForm(request, context);
  if ("refusal" in read) return read.refusal;
  const { form, userId } = read;
  const listId = formId(rawListId);
  if (listId === null) return refused(`No shopping list with id ${rawListId ?? ""}.`, 404);
  if (form.get("intent") === "add-to-cart") {
    const store = await cartStore(request, context);
    if (!store) return refused("Choose a store first: the cart holds one store's prices.", 400);
    return attempt(async () => {
      const list = await context.services.shopperLists.list(userId, listId);
      const items = list.items.map((i) => ({ productId: i.product_id, amount: { quantity: i.quantity, weight: null } }));
      const { unavailable } = await context.services.cart.addMany({ userId }, store, items);
      // The cart page says what was added at the store's prices and names what the store lacks, as after a reorder.
      return redirect(`/cart?reordered=1${unavailable.length ? `&missing=${unavailable.join(",")}` : ""}`);
    });
  }
  const productId = formId(form.get("product_id"));
  if (productId === null) return refused("Choose a product.", 400);
  const lists = context.services.shopperLists;
  const intent = form.get("intent");
  if (intent === "remove") {
    return attempt(async () => {
      const before = await lists.list(userId, listId);
      await lists.removeItem(userId, listId, productId);
      const name = before.items.find((i) => i.product_id === productId)?.name ?? "The product";
      return { ok: true as const, message: `Removed ${name} from the list.` };
    });
  }
  if (intent === "set-item") {
    const input = checked(listItemInput, { quantity: formQuantity(form.get("quantity")), note: form.get("note") ?? "" });
    if (!input.ok) return refused(input.error, 400);
    return attempt(async () => {
      const before = await lists.list(userId, listId);
      const item = before.items.find((i) => i.product_id === productId);
      if (!item) return refused("That product is not on this list.", 404);
      await lists.setItem(userId, listId, productId, input.value);
      return { ok: true as const, message: `Saved ${item.name}.` };
    });
  }
  return refused("This form can only be sent with the buttons on this page.", 400);
}
