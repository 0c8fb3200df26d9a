import { Link, useActionData, type MetaFunction } from "react-router";
import { selectStoreAction } from "../storefront/stores/select-store.server";
import type { Route } from "./+types/store-select";

export const meta: MetaFunction = () => [{ title: "Choose your store" }];

export async function action({ request, context }: Route.ActionArgs) {
  return selectStoreAction(request, context);
}

/** Shown only when the store form is posted without JavaScript. */
export default function StoreSelected() {
  const result = useActionData<typeof action>();
  return (
    <section>
      <h1>{result?.ok ? `${result.store.name} is now your store` : "Choose your store"}</h1>
      {result && !result.ok ? <p role="alert">{result.error}</p> : null}
      <p>
        <Link to="/">Continue shopping</Link> or <Link to="/store/store-locator">choose another store</Link>.
      </p>
    </section>
  );
}
