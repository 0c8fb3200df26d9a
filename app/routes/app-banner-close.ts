import { closeAppBanner } from "../storefront/banners/banner-actions.server";
import type { Route } from "./+types/app-banner-close";

/** The app banner's Close, posted before the page's scripts run (or without them). */
export async function action({ request, context }: Route.ActionArgs) {
  return closeAppBanner(request, context);
}
