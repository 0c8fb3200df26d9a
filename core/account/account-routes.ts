/**
 * The account area (spec: "Hash routes of the form #!/{route}, with a sub-menu. The first entry is
 * selected when no route matches."). Each route also has a real path, so it renders on the server and
 * works without JavaScript; the hash form (`/my-account#!/<route>`) is sent on to the real path.
 */

export const ACCOUNT_PATH = "/my-account";

/** The routes of the account area, in the sub-menu's order; the first is the one selected by default. */
export const ACCOUNT_ROUTES = [
  "profile",
  "orders",
  "lists",
  "favorites",
  "addresses",
  "payment-methods",
  "preferences",
  "password",
] as const;

export type AccountRoute = (typeof ACCOUNT_ROUTES)[number];

/** The account menu's entries as seeded for every store, and shown when the visitor has no store (so no store's tree). */
export const ACCOUNT_MENU: ReadonlyArray<{ title: string; route: AccountRoute }> = [
  { title: "Profile", route: "profile" },
  { title: "Orders", route: "orders" },
  { title: "Shopping Lists", route: "lists" },
  { title: "Favorites", route: "favorites" },
  { title: "Addresses", route: "addresses" },
  { title: "Payment Methods", route: "payment-methods" },
  { title: "Communication Preferences", route: "preferences" },
];

const KNOWN: ReadonlySet<string> = new Set(ACCOUNT_ROUTES);

export const isAccountRoute = (value: string): value is AccountRoute => KNOWN.has(value);

/** The real path of a route: `/my-account/<route>`. Lists and favorites pages live under /shop and are redirected there. */
export const accountPath = (route: AccountRoute): string => `${ACCOUNT_PATH}/${route}`;

/** Where `/my-account/lists` and `/my-account/favorites` send the shopper (the pages that already exist). */
export const ACCOUNT_ELSEWHERE: Partial<Record<AccountRoute, string>> = { lists: "/shop/lists", favorites: "/shop/favorites" };

/** The route named by a `#!/{route}` hash (with or without `#`, a trailing `/` or a query), or null when none is known. */
export function routeFromHash(hash: string): AccountRoute | null {
  const match = /^#?!\/([^/?#]*)/.exec(hash.trim());
  if (!match) return null;
  let name = match[1]!;
  try {
    name = decodeURIComponent(name);
  } catch {
    return null;
  }
  name = name.toLowerCase();
  return isAccountRoute(name) ? name : null;
}

/** The route a path selects: `/my-account/<route>` (and below it, e.g. one order), else null. */
export function routeFromPath(pathname: string): AccountRoute | null {
  const rest = pathname.startsWith(`${ACCOUNT_PATH}/`) ? pathname.slice(ACCOUNT_PATH.length + 1) : null;
  if (rest === null) return null;
  const name = rest.split("/")[0]!.toLowerCase();
  return isAccountRoute(name) ? name : null;
}

/**
 * The route an address selects among `routes` (the sub-menu's, in order): the hash's route, else the
 * path's, else the FIRST entry (an unknown or empty route selects it too).
 */
export function selectedRoute(routes: readonly AccountRoute[], pathname: string, hash = ""): AccountRoute | null {
  const wanted = routeFromHash(hash) ?? routeFromPath(pathname);
  if (wanted && routes.includes(wanted)) return wanted;
  return routes[0] ?? null;
}

/**
 * The real path for a menu url: `/my-account#!/<route>` becomes `/my-account/<route>`; an unknown
 * route the first route's path; any other url is kept as it is.
 */
export function realAccountUrl(url: string): string {
  const at = url.indexOf("#");
  const base = at < 0 ? url : url.slice(0, at);
  if (base !== ACCOUNT_PATH || at < 0) return url;
  return accountPath(routeFromHash(url.slice(at)) ?? ACCOUNT_ROUTES[0]);
}

/** Where a `/my-account` visit with `hash` goes: the route's real path (first route for an unknown one), or null without a `#!/` hash. */
export function hashRedirect(hash: string): string | null {
  if (!/^#?!\//.test(hash.trim())) return null;
  return accountPath(routeFromHash(hash) ?? ACCOUNT_ROUTES[0]);
}
