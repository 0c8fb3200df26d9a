import "./zod-jitless";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_DataRouterStateContext,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { useContext, type CSSProperties, type ReactNode } from "react";
import "./load-context";
import "./styles/frame-styles";
import { useNonce } from "./nonce-context";
import { layoutData, type LayoutData } from "./storefront/frame/layout-data.server";
import { PageFrame } from "./storefront/frame/page-frame";
import { PageError } from "./storefront/frame/page-error";
import { useHydratedMarker } from "./storefront/hydration/use-hydrated";
import { RoutingProvider } from "./routing/routing";
import { routerRouting } from "./routing/router-routing";
import { pageRouting } from "./routing/page-routing";
import {
  PLAIN_PAGE_MODULES,
  PlainPageScripts,
  usePlainPageAssets,
  type PlainPageAssets,
  type PlainPageData,
  type PlainPageHandle,
  type PlainPageRoute,
} from "./routing/plain-page";
import tokens from "./styles/tokens.css?url";
import styles from "./styles/site.css?url";
import { parseHex, paletteProperties } from "../core/theme/palette";
import type { Route } from "./+types/root";

export const links = () => [
  { rel: "stylesheet", href: tokens },
  { rel: "stylesheet", href: styles },
  // Named here, the browser does not go looking for /favicon.ico (a 404 in the console otherwise).
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return layoutData(request, context);
}

/**
 * This render as a plain page (decisions 0045, 0053), or null: on the server only (the build's plain-page
 * entry is known there), for visitors and shoppers (not staff, whose pages may edit or preview), when
 * the page's route says its data makes one, and not as the answer to a form posted to it (a refusal
 * the action says on the page it renders).
 */
function usePlainPage(): { assets: PlainPageAssets; data: PlainPageData } | null {
  const assets = usePlainPageAssets();
  const matches = useMatches();
  const { pathname, search, hash } = useLocation();
  const root = useRouteLoaderData<LayoutData>("root");
  const answered = useContext(UNSAFE_DataRouterStateContext)?.actionData;
  if (!assets || answered || !root || root.preview || root.user?.roles.some((role) => role !== "shopper")) return null;
  const page = matches[matches.length - 1];
  if (!(page?.handle as PlainPageHandle | undefined)?.plainPage?.(page?.data)) return null;
  // A route the plain-page entry has no page for keeps the router (its page would never hydrate).
  if (!Object.hasOwn(PLAIN_PAGE_MODULES, page!.id)) return null;
  return { assets, data: { route: page!.id as PlainPageRoute, routeData: page!.data, root, location: { pathname, search, hash } } };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useHydratedMarker();
  const data = useRouteLoaderData<LayoutData>("root");
  const plain = usePlainPage();
  const color = data?.site.primaryColor;
  // The configured primary colour's scale replaces the theme's own on the root (decision 0054).
  const palette = color && parseHex(color) ? (paletteProperties(color) as CSSProperties) : undefined;
  // The site kit's global colours and fonts, which page-builder elements read (core/builder/global-variables.ts).
  const globals = data?.site.globalProperties;
  const rootStyle = palette || globals ? ({ ...globals, ...palette } as CSSProperties) : undefined;
  // A route may ask for a body class through its handle (e.g. the drink calculator's).
  const bodyClass = useMatches()
    .map((m) => (m.handle as { bodyClass?: string } | undefined)?.bodyClass)
    .filter(Boolean)
    .join(" ");
  return (
    <html lang="en" style={rootStyle}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {color ? <meta name="theme-color" content={color} /> : null}
        <Meta />
        <Links />
        {plain ? <PlainPageScripts assets={plain.assets} data={plain.data} nonce={nonce} /> : null}
      </head>
      <body className={bodyClass || undefined}>
        {children}
        {plain ? null : <ScrollRestoration nonce={nonce} />}
        {plain ? null : <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

/** The staff screens' layout route: its pages have the admin's own shell, not the shopper's frame. */
const ADMIN_LAYOUT = "routes/admin-layout";

export default function App() {
  const plain = usePlainPage();
  const admin = useMatches().some((m) => m.id === ADMIN_LAYOUT);
  if (admin)
    return (
      <RoutingProvider value={routerRouting}>
        <Outlet />
      </RoutingProvider>
    );
  // A plain page's frame renders its links and forms as the browser's own, as its browser render will.
  const routing = plain
    ? pageRouting(plain.data.location, { root: plain.data.root, route: plain.data.routeData }, () => <Outlet />)
    : routerRouting;
  return (
    <RoutingProvider value={routing}>
      <PageFrame />
    </RoutingProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="main" className="page-error">
      <PageError error={error} />
    </main>
  );
}
