import { redirect, type AppLoadContext } from "react-router";
import { decideStore } from "#core/stores/store-map";
import type { Store, StoreRequirement } from "#core/stores/store-types";
import { storeCookieHeader } from "#core/frame/store-cookie";
import { requestStore } from "./request-store.server";

/**
 * Applies a page's store requirement (docs/design/store-context.md): a switch sets the cookie (and a signed-in
 * shopper's profile store) and reloads the same address with the new store; with no store of that
 * kind that can be switched to (see usableStoreMap), the visitor goes to the landing page.
 */
export async function applyStoreRequirement(
  request: Request,
  context: AppLoadContext,
  requirement: StoreRequirement,
): Promise<Store | null> {
  const { store, storeMap } = await requestStore(request, context);
  const decision = decideStore(requirement, store?.id ?? null, storeMap);
  if (decision.kind === "redirect") throw redirect(decision.to);
  if (decision.kind === "switch") {
    const target = await context.services.stores.get(decision.storeId);
    // The map holds only stores that can be switched to; one gone since is the landing page too.
    if (!target) {
      if (requirement === "catering") throw redirect("/catering");
      if (requirement === "wine") throw redirect("/wine");
      return store;
    }
    // A signed-in shopper's profile follows, as with "Make This My Store"; the cookie alone still switches.
    const user = context.auth.session?.user;
    if (user) {
      await context.services.stores.rememberForUser(user.id, target.id).catch((err: unknown) => {
        context.services.logger.warn({ err }, "could not remember the switched store on the shopper's profile");
      });
    }
    const url = new URL(request.url);
    throw redirect(url.pathname + url.search, { headers: { "Set-Cookie": storeCookieHeader(target.id, context.https) } });
  }
  return store;
}
