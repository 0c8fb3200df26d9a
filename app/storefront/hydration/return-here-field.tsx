import { useLocation, useSendsForms } from "../../routing/routing";
import { RETURN_FIELD, returnPath } from "#core/web/return-path";
import { useHydrated } from "./use-hydrated";

/**
 * A form sent before the scripts run (or without them) is a real post, answered by a page action;
 * this field tells the action to send the visitor back to this page, which then shows the change.
 * Once the app runs the script sends the form itself, the field goes, and the action answers data.
 * On a plain page (decision 0045) the browser still sends it: the field stays.
 */
export function ReturnHereField() {
  const hydrated = useHydrated();
  const sendsForms = useSendsForms();
  const { pathname, search } = useLocation();
  const back = returnPath(pathname, search);
  return (hydrated && sendsForms) || back === null ? null : <input type="hidden" name={RETURN_FIELD} value={back} />;
}
