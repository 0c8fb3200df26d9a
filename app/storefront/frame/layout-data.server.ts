import type { AppLoadContext } from "react-router";
import { themeStyleProperties } from "#core/builder/theme-style";
import type { Audience } from "#core/content/targeting";
import { appBannerFor, SNACKBAR_COOKIE } from "#core/frame/app-banner";
import { safeCssColor } from "#core/theme/css-color";
import { SITE_BANNER_COOKIE, siteBannerFor } from "#core/frame/site-banner";
import { readCookie, requestStore } from "../stores/request-store.server";
import { offCanvasSide } from "#core/menus/swipe";
import { previewOf, requestAudience } from "../content/preview.server";
import { previewPanel } from "../../admin/preview/preview-panel.server";
import { pageCartOwner } from "../../cart/cart-owner.server";
import { apiNonceFor } from "../forms/api-nonce.server";
import { globalCustomProperties } from "#core/builder/global-variables";
import { themeChrome } from "#app/builder/theme-templates.server";

/** Runs a content call; a failure leaves its area empty instead of breaking the page (which is then not cached). */
export async function orEmpty<T>(context: AppLoadContext, what: string, fallback: T, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    context.services.logger.warn({ err, what }, "content call failed; area left empty");
    // The page is incomplete: it must not be kept and served to later visitors.
    context.render.partial = true;
    return fallback;
  }
}

/** Everything the site chrome needs for the first HTML: store, menus, banner, settings, visitor. */
export async function layoutData(request: Request, context: AppLoadContext) {
  const { services, auth } = context;
  const url = new URL(request.url);
  const [{ store, storeMap }, settings] = await Promise.all([requestStore(request, context), services.settings.get()]);
  const audience: Audience | null = await orEmpty(context, "audience", null, () => requestAudience(request, context, store));
  const preview = previewOf(request, context);
  const staffScreen = url.pathname === "/admin" || url.pathname.startsWith("/admin/");
  const [navigation, siteBannerHtml, previewData, cartCount, chrome] = await Promise.all([
    orEmpty(context, "navigation", { shop: [], recipe: [], account: [] }, () => services.navigation.trees(store?.id ?? null, url.pathname)),
    audience
      ? orEmpty(context, "site-banner", "", () =>
          services.content.html("site-banner", "site-banner", audience, preview ? { at: preview.at } : undefined),
        )
      : "",
    preview && audience ? previewPanel(request, context, preview, store, audience) : null,
    // The shared render of signed-in pages (server/page-cache/shared-pages.ts) has counted the cart already.
    context.render.viewer
      ? context.render.viewer.cartCount
      : orEmpty(context, "cart-count", 0, () => services.cart.itemCount(pageCartOwner(request, context))),
    staffScreen ? null : themeChrome(request, context),
  ]);
  const user = auth.user;
  // In a shared render the name and the nonce are stand-ins, replaced per answer (decision 0039).
  const standIn = context.render.viewer;
  return {
    site: {
      name: settings.siteName,
      primaryColor: safeCssColor(settings.primaryColor),
      /** The kit's global colours and fonts and its theme style as custom properties, defined once on the page's root (core/builder/global-variables.ts). */
      globalProperties: {
        ...globalCustomProperties({ colors: settings.global_colors, fonts: settings.global_fonts }),
        // The kit's theme style, which documents' base rules read (core/builder/theme-style.ts).
        ...themeStyleProperties(settings.theme_style),
      },
      iosLink: settings.iosLink,
      androidLink: settings.androidLink,
      stackableBanner: settings.stackableBanner,
      drinkCalculator: settings.drinkCalculator,
      offCanvasSide: offCanvasSide(settings.offCanvasSide),
    },
    store,
    storeMap,
    /**
     * The menus as JSON text: one string for React Router to put in the page, where the tree was
     * hundreds of values to encode on every request (a tenth of a signed-in page's time). useLayout
     * gives it back as `navigation`.
     */
    navigationJson: JSON.stringify(navigation),
    /** Decided here from the request, so the first HTML already holds (or omits) both banners. */
    // A preview shows the banner even where this browser dismissed it.
    siteBanner: siteBannerFor(siteBannerHtml, preview ? undefined : readCookie(request, SITE_BANNER_COOKIE), settings.stackableBanner),
    appBanner: appBannerFor({
      userAgent: request.headers.get("user-agent") ?? "",
      closedCookie: readCookie(request, SNACKBAR_COOKIE),
      iosLink: settings.iosLink,
      androidLink: settings.androidLink,
    }),
    /** Items in the visitor's cart, for the header's Cart link. */
    cartCount,
    /** The visitor as pages show them (their id stays on the server: no page needs it). */
    user: user ? { name: standIn ? standIn.name : user.name, roles: user.roles } : null,
    /** Preview as (decision 0030): as whom the page is shown and which item won each content area; null for visitors. */
    preview: previewData,
    /** The header and footer templates that replace the site's own on this page (docs/design/website-templates.md); null where none applies. */
    themeHeader: chrome?.header ?? null,
    themeFooter: chrome?.footer ?? null,
    /** The REST nonce for this visitor's session (docs/design/rest-contract.md). */
    apiNonce: apiNonceFor(context),
  };
}

/** The root loader's data as it travels to the browser (useLayout gives it with `navigation` read back). */
export type LayoutData = Awaited<ReturnType<typeof layoutData>>;
