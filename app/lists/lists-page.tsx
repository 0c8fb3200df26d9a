import { useEffect, useRef } from "react";
import { Link } from "../routing/routing";
import { signInHref } from "../../core/account/sign-in-return";
import { LIST_LIMITS } from "../../core/limits/limits";
import { FormStatus } from "./form-status";
import { useListForms } from "./list-forms";
import { Breadcrumb } from "../storefront/frame/breadcrumb";
import { useLayout } from "../storefront/frame/use-layout";
import type { FormProps } from "../routing/routing";
import type { ComponentType } from "react";
import type { loadLists } from "./list-loaders.server";

/** The signed-in shopper's lists, and the one `?delete=<id>` asks to confirm deleting. */
export type ListsPageData = Awaited<ReturnType<typeof loadLists>>;

const items = (n: number) => `${n} ${n === 1 ? "product" : "products"}`;

/** `?delete=<id>`: the question asked before a list goes (a page of its own, so it works without JavaScript). */
function ConfirmDelete({
  list,
  nonce,
  ListForm,
}: {
  list: { id: number; name: string; item_count: number };
  nonce: string;
  ListForm: ComponentType<FormProps>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [list.id]);
  return (
    <section className="list-confirm" aria-labelledby="confirm-delete">
      <h2 id="confirm-delete" tabIndex={-1} ref={heading}>
        Delete “{list.name}”?
      </h2>
      <p>The list and its {items(list.item_count)} will be gone for good.</p>
      <ListForm method="post" action="/shop/lists" className="list-confirm__actions">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="list_id" value={list.id} />
        <input type="hidden" name="nonce" value={nonce} />
        <button type="submit" className="button lists__danger">
          Delete list
        </button>
        <Link to="/shop/lists">Keep it</Link>
      </ListForm>
    </section>
  );
}

/**
 * `/shop/lists`: the signed-in shopper's named shopping lists. Plain forms: they work without
 * JavaScript, and answer in place once the page runs (`useListForms`).
 */
export function ListsPage({ data: { signedIn, lists, confirmDelete } }: { data: ListsPageData }) {
  const { ListForm, result } = useListForms();
  const { apiNonce } = useLayout();
  return (
    <div className="shop lists-page">
      <Breadcrumb trail={[{ to: "/shop", label: "Shop" }]} current="My shopping lists" />
      <h1>My shopping lists</h1>
      {!signedIn ? (
        <p>
          <a href={signInHref("/shop/lists")}>Sign in</a> to keep shopping lists.
        </p>
      ) : (
        <>
          <FormStatus result={result} />
          {confirmDelete ? <ConfirmDelete list={confirmDelete} nonce={apiNonce} ListForm={ListForm} /> : null}
          <ListForm method="post" className="list-create lists-card">
            <input type="hidden" name="intent" value="create" />
            <input type="hidden" name="nonce" value={apiNonce} />
            <label htmlFor="new-list-name">New list name</label>
            <input id="new-list-name" name="name" type="text" required maxLength={LIST_LIMITS.name} />
            <button type="submit" className="button">
              Create list
            </button>
          </ListForm>
          {lists.length ? (
            <ul className="lists" aria-label="My lists">
              {lists.map((l) => (
                <li key={l.id} className="lists__item">
                  <p className="lists__name">
                    <Link to={`/shop/lists/${l.id}`}>{l.name}</Link> <span className="shop-note">({items(l.item_count)})</span>
                  </p>
                  <ListForm method="post" className="lists__rename">
                    <input type="hidden" name="intent" value="rename" />
                    <input type="hidden" name="list_id" value={l.id} />
                    <input type="hidden" name="nonce" value={apiNonce} />
                    <label htmlFor={`rename-${l.id}`}>Rename “{l.name}”</label>
                    <input
                      id={`rename-${l.id}`}
                      name="name"
                      type="text"
                      required
                      maxLength={LIST_LIMITS.name}
                      defaultValue={l.name}
                      key={l.name}
                    />
                    <button type="submit" aria-label={`Rename “${l.name}”`}>
                      Rename
                    </button>
                  </ListForm>
                  <Link to={`/shop/lists?delete=${l.id}`} className="lists__delete" aria-label={`Delete “${l.name}”`}>
                    Delete
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>No lists yet. Name one above, then add products from their pages or a recipe's ingredients.</p>
          )}
        </>
      )}
    </div>
  );
}
