import { useRouteError } from "react-router";
import { PageError } from "../storefront/frame/page-error";

/** A post or list that does not exist (404), or cannot be read right now (503), inside the site's header and footer. */
export function PostErrorBoundary() {
  return (
    <section className="page-error">
      <PageError error={useRouteError()} />
    </section>
  );
}
