import { redirect } from "react-router";
import { ACCOUNT_ELSEWHERE, routeFromPath } from "../../core/account/account-routes";
import type { Route } from "./+types/my-account-elsewhere";

/** `/my-account/lists` and `/my-account/favorites`: the shop's own pages for them (they ask to sign in themselves). */
export function loader({ request }: Route.LoaderArgs) {
  const route = routeFromPath(new URL(request.url).pathname);
  const target = route ? ACCOUNT_ELSEWHERE[route] : undefined;
  return redirect(target ?? "/my-account", 302);
}
