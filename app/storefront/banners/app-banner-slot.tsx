import { deferredPart } from "../hydration/deferred-part";
import { useLayout } from "../frame/use-layout";
// Its style comes with the page, so the banner the server sends is styled before any script runs.

const AppBanner = deferredPart<object>(".app-banner", () => import("./app-banner").then((m) => m.AppBanner));

/**
 * Where the app-download banner goes (app-banner.tsx): its code is loaded only by the mobile
 * browsers the root loader shows it to.
 */
export function AppBannerSlot() {
  return useLayout().appBanner ? <AppBanner /> : null;
}
