import { Outlet } from "../../routing/routing";
import { SiteHeader } from "../header/site-header";
import { SiteBanner } from "../banners/site-banner";
import { SiteFooter } from "./site-footer";
import { AppBannerSlot } from "../banners/app-banner-slot";
import { BackToTop } from "./back-to-top";
import { LoadingSpinner } from "./loading-spinner";
import { DeferredPreviewPanel } from "../../admin/preview/deferred-preview-panel";
import { useLayout } from "./use-layout";
import { ThemeFooter, ThemeHeader } from "./theme-chrome";

/**
 * Every storefront page's frame around its route's page: banners, header, footer, back to top and the
 * loading spinner. The same on a page React Router hydrates and on one hydrated without it (decision
 * 0045), which is why it reaches the router through `../routing/routing` only.
 */
export function PageFrame() {
  const { preview, themeHeader, themeFooter } = useLayout();
  return (
    <>
      {preview ? <DeferredPreviewPanel preview={preview} /> : null}
      <AppBannerSlot />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteBanner />
      {/* A header or footer template applying to this page takes the site's own place (docs/design/website-templates.md). */}
      {themeHeader ? <ThemeHeader view={themeHeader} /> : <SiteHeader />}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {themeFooter ? <ThemeFooter view={themeFooter} /> : <SiteFooter />}
      <BackToTop />
      <LoadingSpinner />
    </>
  );
}
