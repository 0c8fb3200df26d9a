import type { AppLoadContext } from "react-router";

/**
 * The REST nonce for the visitor's session (docs/design/rest-contract.md), as pages put it in their data and
 * markup. In a shared render (server/page-cache/shared-pages.ts) it is the render's stand-in, which every
 * answer replaces with the visitor's own.
 */
export function apiNonceFor(context: AppLoadContext): string {
  return context.render.viewer?.apiNonce ?? context.services.nonces.create(context.auth.session?.sessionId ?? "");
}
