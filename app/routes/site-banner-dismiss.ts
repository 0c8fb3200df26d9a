import { dismissSiteBanner } from "../storefront/banners/banner-actions.server";
import type { Route } from "./+types/site-banner-dismiss";

/** The site banner's Dismiss, posted before the page's scripts run (or without them). */
export async function action({ request, context }: Route.ActionArgs) {
  return dismissSiteBanner(request, context);
}
