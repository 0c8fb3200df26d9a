import { useLocation } from "react-router";
import { returnPath } from "../../../core/return-path";
import { useHydrated } from "./use-hydrated";

/** The field a page action reads to send the visitor back (core/return-path `localPath`). */
export const RETURN_FIELD = "back";

/**
 * A form sent before the scripts run (or without them) is a real post, answered by a page action;
 * this field tells the action to send the visitor back to this page, which then shows the change.
 * Once the app runs the script sends the form itself, the field goes, and the action answers data.
 */
export function ReturnHereField() {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const back = returnPath(pathname, search);
  return hydrated || back === null ? null : <input type="hidden" name={RETURN_FIELD} value={back} />;
}
