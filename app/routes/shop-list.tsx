import { Form, Link, useActionData, useLoaderData } from "react-router";
import { signInHref } from "../../core/account/sign-in-return";
import { LIST_LIMITS } from "../../core/limits/limits";
import { loadList } from "../lists/list-loaders.server";
import { listItemsAction } from "../lists/list-items-action.server";
import { FormStatus } from "../lists/form-status";
import { Breadcrumb } from "../storefront/frame/breadcrumb";
import { useLayout } from "../storefront/frame/use-layout";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import "../styles/forms.css";
import "../lists/lists.css";
import type { Route } from "./+types/shop-list";

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data?.list ? `${data.list.name} | My shopping lists` : "My shopping lists" },
  { name: "robots", content: "noindex" },
];

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadList(context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return listItemsAction(request, context, params.id);
}

/** `/shop/lists/<id>`: a list's products with their quantities and notes, each editable and removable. */
export default function ShopList() {
  const { signedIn, list } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
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
        <Form method="post" className="list-to-cart">
          <input type="hidden" name="intent" value="add-to-cart" />
          <input type="hidden" name="nonce" value={apiNonce} />
          <button type="submit" className="button">
            Add the whole list to the cart
          </button>
        </Form>
      ) : null}
      {list.items.length ? (
        <ul className="list-items" aria-label={`Products on ${list.name}`}>
          {list.items.map((i) => (
            <li key={i.product_id} className="list-items__item">
              <h2 className="list-items__name">
                <Link to={i.url}>{i.name}</Link>
              </h2>
              <Form method="post" className="list-items__edit" preventScrollReset>
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
              </Form>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="product_id" value={i.product_id} />
                <input type="hidden" name="nonce" value={apiNonce} />
                <button type="submit" aria-label={`Remove ${i.name}`}>
                  Remove
                </button>
              </Form>
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

export const ErrorBoundary = ShopErrorBoundary;
