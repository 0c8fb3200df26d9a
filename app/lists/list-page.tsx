import { Link } from "../routing/routing";
import { signInHref } from "../../core/account/sign-in-return";
import { LIST_LIMITS } from "../../core/limits/limits";
import { FormStatus } from "./form-status";
import { useListForms } from "./list-forms";
import { Breadcrumb } from "../storefront/frame/breadcrumb";
import { useLayout } from "../storefront/frame/use-layout";
import type { loadList } from "./list-loaders.server";

/** One of the shopper's lists with its products (none when signed out). */
export type ListPageData = Awaited<ReturnType<typeof loadList>>;

/**
 * `/shop/lists/<id>`: a list's products with their quantities and notes, each editable and removable.
 * Plain forms: they work without JavaScript, and answer in place once the page runs (`useListForms`).
 */
export function ListPage({ data: { signedIn, list } }: { data: ListPageData }) {
  const { ListForm, result } = useListForms();
  const { apiNonce } = useLayout();
  if (!signedIn || !list) {
    return (
      <div className="shop lists-page">
        <h1>My shopping lists</h1>
        <p>
          <a href={signInHref("/shop/lists")}>Sign in</a> to see your shopping lists.
        </p>
      </div>
    );
  }
  return (
    <div className="shop lists-page">
      <Breadcrumb
        trail={[
          { to: "/shop", label: "Shop" },
          { to: "/shop/lists", label: "My shopping lists" },
        ]}
        current={list.name}
      />
      <h1>{list.name}</h1>
      {list.note ? <p className="shop-note">{list.note}</p> : null}
      <FormStatus result={result} />
      {list.items.length ? (
        <ListForm method="post" className="list-to-cart">
          <input type="hidden" name="intent" value="add-to-cart" />
          <input type="hidden" name="nonce" value={apiNonce} />
          <button type="submit" className="button">
            Add the whole list to the cart
          </button>
        </ListForm>
      ) : null}
      {list.items.length ? (
        <ul className="list-items" aria-label={`Products on ${list.name}`}>
          {list.items.map((i) => (
            <li key={i.product_id} className="list-items__item">
              <h2 className="list-items__name">
                <Link to={i.url}>{i.name}</Link>
              </h2>
              <ListForm method="post" className="list-items__edit" preventScrollReset>
                <input type="hidden" name="intent" value="set-item" />
                <input type="hidden" name="product_id" value={i.product_id} />
                <input type="hidden" name="nonce" value={apiNonce} />
                <p>
                  <label htmlFor={`qty-${i.product_id}`}>Quantity of {i.name}</label>
                  <input
                    id={`qty-${i.product_id}`}
                    name="quantity"
                    type="number"
                    min={1}
                    max={LIST_LIMITS.quantity}
                    required
                    defaultValue={i.quantity}
                    key={`q${i.quantity}`}
                  />
                </p>
                <p>
                  <label htmlFor={`note-${i.product_id}`}>Note for {i.name}</label>
                  <input
                    id={`note-${i.product_id}`}
                    name="note"
                    type="text"
                    maxLength={LIST_LIMITS.note}
                    defaultValue={i.note}
                    key={`n${i.note}`}
                  />
                </p>
                <button type="submit" aria-label={`Save ${i.name}`}>
                  Save
                </button>
              </ListForm>
              <ListForm method="post" preventScrollReset>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="product_id" value={i.product_id} />
                <input type="hidden" name="nonce" value={apiNonce} />
                <button type="submit" aria-label={`Remove ${i.name}`}>
                  Remove
                </button>
              </ListForm>
            </li>
          ))}
        </ul>
      ) : (
        <p>Nothing on this list yet. Use “Add to list” on a product's page or a recipe's ingredients.</p>
      )}
      <p>
        <Link to={`/shop/lists?delete=${list.id}`}>Delete this list</Link>
      </p>
    </div>
  );
}
