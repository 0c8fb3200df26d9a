import { useRouteError } from "react-router";
import { PageError } from "../storefront/frame/page-error";

/** A department or product that does not exist (404), or a catalog that cannot be read right now (503), inside the site's chrome. */
export function ShopErrorBoundary() {
  return (
    <section className="page-error">
      <PageError error={useRouteError()} />
    </section>
  );
}
