import { useFailureFocus } from "../admin/use-failure-focus";
import { useActionData, useLoaderData } from "react-router";
import { AdminFrame } from "../admin/admin-frame";
import { loadStorePage, saveStorePage } from "../admin/stores/store-page.server";
import { StoreFields } from "../admin/stores/store-fields";
import { useLayout } from "../storefront/frame/use-layout";
import type { Route } from "./+types/admin-store";
import { Toast } from "#app/ui/toast";

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data && data.store ? data.store.name : "Store"} · Stores · Admin` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: Route.LoaderArgs) => loadStorePage(request, params.id, context);
export const action = ({ request, params, context }: Route.ActionArgs) => saveStorePage(request, params.id, context);

export default function AdminStore() {
  const view = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { apiNonce } = useLayout();
  const messageRef = useFailureFocus(failure);
  const title = view.store ? `Store ${view.store.id}: ${view.store.name}` : "New store";
  return (
    <AdminFrame title={title}>
      <p>
        <a href="/admin/stores">All stores</a>
        {view.store ? (
          <>
            {" "}
            · <a href={view.store.url}>See its page</a>
          </>
        ) : null}
      </p>
      {failure ? (
        <p className="form-error" role="alert" tabIndex={-1} ref={messageRef}>
          {failure.message}
        </p>
      ) : view.saved ? (
        <Toast>Saved.</Toast>
      ) : null}
      {view.store && view.confirmDelete ? (
        <section className="admin-danger" aria-labelledby="confirm-delete">
          <h2 id="confirm-delete">Delete store {view.store.id}?</h2>
          <p>
            Its page, aisles, menus and slots go with it; content that targets it stops naming it. A store with orders cannot be deleted:
            untick “Selectable” to hide it from shoppers instead.
          </p>
          <form method="post">
            <input type="hidden" name="nonce" value={apiNonce} />
            <p>
              <button type="submit" name="intent" value="delete">
                Delete this store
              </button>{" "}
              <a href={`/admin/stores/${view.store.id}`}>Keep it</a>
            </p>
          </form>
        </section>
      ) : view.store ? (
        <p>
          <a href={`/admin/stores/${view.store.id}?confirm=delete`}>Delete this store…</a>
        </p>
      ) : null}
      <form method="post">
        <input type="hidden" name="nonce" value={apiNonce} />
        <StoreFields store={view.store} values={failure?.values} errors={failure?.errors ?? {}} groups={view.groups} stores={view.stores} />
        <button type="submit">{view.store ? "Save store" : "Create store"}</button>
      </form>
    </AdminFrame>
  );
}
