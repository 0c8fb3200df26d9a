import type { AppLoadContext } from "react-router";
import type { ActionForm } from "./action-form.server";

/**
 * A page form posted with a session must carry the page's nonce (docs/design/rest-contract.md, CSRF), as the
 * REST API's state-changing calls must; without a session there is nothing to forge.
 */
export function formNonceValid(form: ActionForm, context: AppLoadContext): boolean {
  const session = context.auth.session;
  if (!session) return true;
  const nonce = form.get("nonce") ?? "";
  return nonce !== "" && context.services.nonces.verify(nonce, session.sessionId);
}
