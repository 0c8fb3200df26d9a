import "./zod-jitless";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError, useRouteLoaderData } from "react-router";
import type { ReactNode } from "react";
import "./load-context";
import { useNonce } from "./nonce-context";
import { layoutData, type LayoutData } from "./storefront/layout-data.server";
import { SiteHeader } from "./storefront/site-header";
import { SiteBanner } from "./storefront/site-banner";
import { SiteFooter } from "./storefront/site-footer";
import { AppBannerSlot } from "./storefront/app-banner-slot";
import { BackToTop } from "./storefront/back-to-top";
import { LoadingSpinner } from "./storefront/loading-spinner";
import { PageError } from "./storefront/page-error";
import { DeferredPreviewPanel } from "./admin/preview/deferred-preview-panel";
import { useHydratedMarker } from "./storefront/hydration/use-hydrated";
import styles from "./styles/site.css?url";
import type { Route } from "./+types/root";

export const links = () => [
  { rel: "stylesheet", href: styles },
  // Named here, the browser does not go looking for /favicon.ico (a 404 in the console otherwise).
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return layoutData(request, context);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useHydratedMarker();
  const data = useRouteLoaderData<LayoutData>("root");
  const color = data?.site.primaryColor;
  // A route may ask for a body class through its handle (e.g. the drink calculator's).
  const bodyClass = useMatches()
    .map((m) => (m.handle as { bodyClass?: string } | undefined)?.bodyClass)
    .filter(Boolean)
    .join(" ");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {color ? <meta name="theme-color" content={color} /> : null}
        <Meta />
        <Links />
      </head>
      <body className={bodyClass || undefined}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const preview = useRouteLoaderData<LayoutData>("root")?.preview;
  return (
    <>
      {preview ? <DeferredPreviewPanel preview={preview} /> : null}
      <AppBannerSlot />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTop />
      <LoadingSpinner />
    </>
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
