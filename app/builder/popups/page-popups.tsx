import { deferredPart } from "../../storefront/hydration/deferred-part";
import type { PopupView } from "./popup-view";

const PopupDialogs = deferredPart<{ popups: PopupView[] }>(".aisle-popups", () => import("./popup-dialogs").then((m) => m.PopupDialogs));

/** The page's popups (popup-dialogs.tsx), whose code only the pages that have some load. */
export function PagePopups({ popups }: { popups: PopupView[] }) {
  return popups.length ? <PopupDialogs popups={popups} /> : null;
}
