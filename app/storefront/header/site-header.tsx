import { useRef, type CSSProperties } from "react";
import { Link, useLocation } from "../../routing/routing";
import { useLayout } from "../frame/use-layout";
import { MenuStateProvider } from "./menu-state";
import { MenuButton, SiteNav } from "./main-menu";
import { MyStoreBox } from "./my-store-box";
import { SearchForm, SearchToggle, useMobileSearch } from "./mobile-search";
import { ReorderLink } from "./reorder-link";
import { CartLink } from "../../cart/cart-link";
import { useStickyHeader } from "./sticky-header";
import { useIsDesktop } from "./use-viewport";
import { usePrerendered } from "../hydration/prerendered";
import { HEADER_TOP_PART, headerTopInputs, searchTermVariant } from "./header-top-part";
import { searchTerm } from "#core/text/search-term";

export const SITE_HEADER_ID = "site-header";

/**
 * The site header: brand, site search, the my-store box, the visitor's account links, the cart link
 * (count and subtotal; on phones in the top row, which stays when the header sticks), and the
 * menus for the selected store (mega menu on desktop, off-canvas menu below 992 px). Everything is
 * rendered from the root loader's data, so a store switch rebuilds it without a reload. It sticks
 * and shrinks once scrolled past the banners and its top part.
 */
export function SiteHeader() {
  const { site, store, navigation, user, cartCount, apiNonce } = useLayout();
  const location = useLocation();
  const desktop = useIsDesktop();
  const search = useMobileSearch();
  const slot = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const { sticky, reserved } = useStickyHeader(slot, header, top);
  const enhanced = desktop !== null;
  // Everything the top row's server markup is made from (its buttons render closed on the server).
  // A site search's term is the one difference: the row is kept without it and shown with it.
  const term = searchTerm(new URLSearchParams(location.search).get("s") ?? "");
  const kept = usePrerendered(
    HEADER_TOP_PART,
    headerTopInputs(site.name, store, user ? user.name || "" : null, cartCount),
    term ? searchTermVariant(term) : undefined,
  );
  const resetKey = `${store?.id ?? "none"}|${location.key}|${desktop === null ? "ssr" : desktop ? "desktop" : "mobile"}`;

  return (
    <MenuStateProvider resetKey={resetKey} desktop={desktop} enhanced={enhanced}>
      <div className="site-header-slot" ref={slot} style={reserved ? ({ minHeight: `${reserved}px` } as CSSProperties) : undefined}>
        <header id={SITE_HEADER_ID} className={sticky ? "site-header is-sticky" : "site-header"} ref={header} tabIndex={-1}>
          <div className="site-header__top" ref={top}>
            {kept !== undefined ? (
              <div className="site-header__inner" dangerouslySetInnerHTML={{ __html: kept }} />
            ) : (
              <div className="site-header__inner">
                <MenuButton />
                <Link to="/" className="site-header__brand">
                  <LogoMark />
                  <span>{site.name}</span>
                </Link>
                <SearchToggle open={search.open} enhanced={enhanced} onToggle={() => search.setOpen(!search.open)} />
                <SearchForm
                  open={search.open}
                  enhanced={enhanced}
                  onClose={() => search.setOpen(false)}
                  takeOver={() => {
                    if (desktop !== false) return false;
                    search.setOpen(true);
                    return true;
                  }}
                />
                <MyStoreBox store={store} />
                <div className="site-header__account">
                  {user ? <span className="site-header__hello">Hello, {user.name || "shopper"}</span> : <a href="/my-account">Sign in</a>}
                  <ReorderLink signedIn={!!user} />
                </div>
                <CartLink count={cartCount} apiNonce={apiNonce} />
              </div>
            )}
          </div>
          <SiteNav navigation={navigation} signedIn={!!user} side={site.offCanvasSide} />
        </header>
      </div>
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
    </MenuStateProvider>
  );
}

/**
 * The brand's mark: a leaf on a tile in the primary colour, drawn by CSS (header.css) so nothing is
 * fetched and the header's boxes move as one when it sticks; the name beside it is the link's name.
 */
function LogoMark() {
  return <span className="site-header__mark" aria-hidden="true" />;
}

/** Without JavaScript the mobile menu and search cannot open, so they are shown in the page instead. */
const NO_SCRIPT_CSS =
  "@media (max-width: 991.98px){.site-header__menu-button,.site-header__search-toggle,.site-nav__head{display:none!important}" +
  ".site-nav{position:static!important;transform:none!important;visibility:visible!important;width:auto!important;box-shadow:none!important}" +
  ".site-search{display:flex!important}}";
