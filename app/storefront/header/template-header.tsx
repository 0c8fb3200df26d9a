import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { BuilderView } from "#app/builder/builder-view";
import { BuilderDocument } from "#app/builder/document-view";
import { CHROME_ATTR, departmentMenuShows, SITE_CHROME_PARTS, type SiteChromePart } from "#core/frame/site-chrome";
import { useLocation } from "../../routing/routing";
import { useLayout, type Layout } from "../frame/use-layout";
import { MenuStateProvider } from "./menu-state";
import { MenuButton, SiteNav } from "./main-menu";
import { MyStoreBox } from "./my-store-box";
import { SearchForm, SearchToggle, useMobileSearch, type MobileSearch } from "./mobile-search";
import { ReorderLink } from "./reorder-link";
import { CartLink } from "../../cart/cart-link";
import { useStickyHeader } from "./sticky-header";
import { useIsDesktop } from "./use-viewport";
import { SITE_HEADER_ID } from "./site-header";
import { AppBannerSlot } from "../banners/app-banner-slot";
import { SiteBanner } from "../banners/site-banner";

/** A place in the template's HTML and what it shows. */
interface Place {
  element: HTMLElement;
  part: SiteChromePart;
  shows: string | null;
  /** What the visitor typed into the place's search box before the scripts ran, and whether it had the focus. */
  typed?: { value: string; focused: boolean };
}

/** The places for the site's chrome in a rendered header, their fallback markup taken out (React fills them). */
function takePlaces(root: HTMLElement): Place[] {
  const places: Place[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(`[${CHROME_ATTR}]`)) {
    const part = element.getAttribute(CHROME_ATTR) as SiteChromePart;
    if (!SITE_CHROME_PARTS.includes(part)) continue;
    const input = element.querySelector("input");
    const typed = input?.value ? { value: input.value, focused: document.activeElement === input } : undefined;
    element.replaceChildren();
    places.push({ element, part, shows: element.getAttribute("data-shows"), ...(typed ? { typed } : {}) });
  }
  return places;
}

/**
 * A header template built with the site's chrome widgets (decision 0084): the template's HTML as the
 * document renders it, in the site header's own frame (`#site-header`, sticky and shrinking past
 * the banners and its first row, the menu state, the search state), and each widget's place filled
 * with the header's own component from the root loader's data. A store switch, a sign-in or a cart
 * change re-renders those parts as they re-render the site's header; the cached HTML never holds
 * the store or the shopper.
 */
export function TemplateHeader({ view }: { view: BuilderView }) {
  const layout = useLayout();
  const location = useLocation();
  const desktop = useIsDesktop();
  const search = useMobileSearch();
  const slot = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  const top = useRef<HTMLElement | null>(null);
  const [places, setPlaces] = useState<Place[]>([]);
  /** The panels (search, menu) the visitor opened as the browser's popovers before the scripts ran. */
  const opened = useRef<string[]>([]);
  const enhanced = desktop !== null;
  const resetKey = `${layout.store?.id ?? "none"}|${location.key}|${desktop === null ? "ssr" : desktop ? "desktop" : "mobile"}`;

  // Before the sticky header measures (its effect runs after this one): the first row is the template's first element.
  useLayoutEffect(() => {
    const doc = header.current?.querySelector<HTMLElement>("[data-elementor-id]");
    if (!doc) return;
    top.current = (doc.firstElementChild as HTMLElement | null) ?? doc;
    opened.current = [...doc.querySelectorAll("[popover]:popover-open")].map((panel) => panel.id);
    setPlaces(takePlaces(doc));
  }, [view.key]);
  const { sticky, reserved } = useStickyHeader(slot, header, top);

  // The search starts from what was typed before the scripts ran (the place's own box is gone).
  useEffect(() => {
    for (const { element, typed } of places) {
      const input = typed ? element.querySelector<HTMLInputElement>('input[name="s"]') : null;
      if (!input || !typed || input.value) continue;
      input.value = typed.value;
      if (typed.focused) input.focus();
    }
  }, [places]);

  // Below 992 px a panel opened before the scripts ran is opened again the header's way, by its button.
  useEffect(() => {
    if (desktop === null || !places.length) return;
    for (const id of desktop ? [] : opened.current) header.current?.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.click();
    opened.current = [];
  }, [places, desktop]);

  const fill = (place: Place) => chromePartContent(place.part, place.shows, layout, search, desktop);

  return (
    <MenuStateProvider resetKey={resetKey} desktop={desktop} enhanced={enhanced}>
      <div className="site-header-slot" ref={slot} style={reserved ? ({ minHeight: `${reserved}px` } as CSSProperties) : undefined}>
        <header
          id={SITE_HEADER_ID}
          className={`site-header site-template site-template--header site-template--chrome${sticky ? " is-sticky" : ""}`}
          ref={header}
          tabIndex={-1}
        >
          <BuilderDocument view={view} />
        </header>
      </div>
      {places.map((place, i) => createPortal(fill(place), place.element, `${place.part}-${i}`))}
    </MenuStateProvider>
  );
}

/**
 * What a place shows: the site header's own part, from the root loader's data. The page's parts and
 * the server's (template-header-places.server.tsx, with the server's closed menus and search) are
 * rendered by this one function, so the page the server sends is the one the scripts take over.
 */
export function chromePartContent(
  part: SiteChromePart,
  placeShows: string | null,
  { site, store, navigation, user, cartCount, apiNonce }: Layout,
  search: MobileSearch,
  desktop: boolean | null,
): ReactNode {
  const enhanced = desktop !== null;
  switch (part) {
    case "store-box":
      return <MyStoreBox store={store} />;
    case "cart-link":
      return <CartLink count={cartCount} apiNonce={apiNonce} />;
    case "account-link":
      return (
        <div className="site-header__account">
          {user ? <span className="site-header__hello">Hello, {user.name || "shopper"}</span> : <a href="/my-account">Sign in</a>}
          <ReorderLink signedIn={!!user} />
        </div>
      );
    case "site-search":
      return (
        <>
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
        </>
      );
    case "department-menu": {
      const shows = departmentMenuShows(placeShows);
      return (
        <>
          {shows === "menu" ? null : <MenuButton />}
          {shows === "button" ? null : <SiteNav navigation={navigation} signedIn={!!user} side={site.offCanvasSide} />}
        </>
      );
    }
    case "app-banner":
      return <AppBannerSlot />;
    case "banner-area":
      return <SiteBanner />;
  }
}
