import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "../routing/routing";
import {
  ACCOUNT_MENU,
  hashRedirect,
  realAccountUrl,
  routeFromPath,
  selectedRoute,
  type AccountRoute,
} from "../../core/account/account-routes";
import { useLayout } from "../storefront/frame/use-layout";

/**
 * The account area's sub-menu: a navigation named "My account" with one link per entry of the store's
 * account tree (without a store, the entries every store is seeded with), in its order, to the entry's real path; the current one (the first when the address
 * names none) is `aria-current="page"`.
 */
export function AccountMenu() {
  const { navigation } = useLayout();
  const { pathname } = useLocation();
  // Without a store there is no store's tree: the entries every store is given.
  const nodes = navigation.account.length
    ? navigation.account
    : ACCOUNT_MENU.map((e, i) => ({ id: i + 1, title: e.title, url: `/my-account#!/${e.route}` }));
  const entries = nodes.map((node) => {
    const href = realAccountUrl(node.url);
    return { id: node.id, title: node.title, href, route: routeFromPath(href) };
  });
  const routes = entries.flatMap((e) => (e.route ? [e.route] : []));
  const current: AccountRoute | null = selectedRoute(routes, pathname);
  if (!entries.length) return null;
  return (
    <nav aria-label="My account" className="account-menu">
      <ul>
        {entries.map((e) => (
          <li key={e.id}>
            <Link to={e.href} aria-current={e.route !== null && e.route === current ? "page" : undefined}>
              {e.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * `/my-account#!/<route>` (menus, bookmarks) goes on to the route's real path once scripts run,
 * replacing the history entry; an unknown route goes to the first entry's. A hash present before
 * the scripts ran is read the same way (the effect runs at hydration).
 */
export function AccountHashRedirect() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  useEffect(() => {
    const target = hashRedirect(window.location.hash);
    if (target) void navigate(target, { replace: true });
  }, [hash, navigate]);
  return null;
}
