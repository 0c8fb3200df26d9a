import { useEffect, useMemo, useRef, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import type { NavigationTrees } from "#core/menus/navigation";
import { splitShopTree } from "#core/menus/menu-layout";
import { diagnoseNavigation, diagnoseUpdate, report } from "#core/menus/offcanvas-diagnostics";
import type { OffCanvasSide } from "#core/menus/swipe";
import { focusToggle, groupEntry, MenuItem, toEntries } from "./menu-tree";
import { DepartmentMenu } from "./department-menu";
import { focusablesIn, moveFocus } from "./focusables";
import { useMenuState } from "./menu-state";
import { useSwipe } from "./use-swipe";
import { useDesktopDismiss } from "./use-desktop-dismiss";
import { popoverInvoker, usePopoverStart } from "../hydration/popover-start";
import { usePrerendered, type PrerenderedPart } from "../hydration/prerendered";

export const SITE_NAV_ID = "site-nav";
export const MENU_BUTTON_ID = "site-menu-button";

/**
 * The menus' markup, kept by the server while the navigation is the same (most of a page's markup:
 * rendered once per store, signed-in flag and content version instead of on every request). It
 * renders from `navigation` and `signedIn` only; the menu state is always closed on the server.
 */
const MENUS_PART: PrerenderedPart = { name: "site-nav-body", openTag: '<div class="site-nav__body" data-level="0"' };

/**
 * The [button] `Menu` that opens the off-canvas menu below 992 px. Before the scripts run it opens
 * the menu as the browser's popover (which then exposes its expanded state itself).
 */
export function MenuButton() {
  const menu = useMenuState();
  return (
    <button
      type="button"
      id={MENU_BUTTON_ID}
      className="site-header__menu-button"
      aria-expanded={menu.enhanced ? menu.desktop === false && menu.offcanvas : undefined}
      aria-controls={SITE_NAV_ID}
      onClick={() => menu.setOffcanvas(true)}
      {...popoverInvoker(menu.enhanced, SITE_NAV_ID, "show")}
    >
      <span className="site-header__menu-icon" aria-hidden="true" />
      <span>Menu</span>
    </button>
  );
}

/**
 * The header's menus: the shop menu (links around the department menu), and the recipe and
 * account trees each under one mega-menu entry. At 992 px and wider they form the menu bar; below,
 * the same markup is the off-canvas menu (280 px, left by default), a modal panel whose submenus
 * open as levels 40 px apart, opened by `Menu` or a swipe from the screen edge. Opened before the
 * scripts ran (a popover, see MenuButton), it stays open when they start; its levels need them.
 */
export function SiteNav({ navigation, signedIn, side = "left" }: { navigation: NavigationTrees; signedIn: boolean; side?: OffCanvasSide }) {
  const menu = useMenuState();
  const root = useRef<HTMLDivElement>(null);
  const original = useRef<HTMLElement | null>(null);
  const mobile = menu.desktop === false;
  const open = mobile && menu.offcanvas;

  const close = () => {
    // Closed first (the focus trap lets go), then focus goes back to Menu.
    flushSync(() => menu.setOffcanvas(false));
    document.getElementById(MENU_BUTTON_ID)?.focus();
  };

  useSwipe(mobile, side, open, () => menu.setOffcanvas(true), close);
  usePopoverStart(root, menu.enhanced, open, () => {
    if (!mobile) return false;
    menu.setOffcanvas(true);
    return true;
  });

  // Diagnostics (console only): checked once, and again whenever the navigation is updated.
  useEffect(() => {
    const el = root.current;
    if (original.current) report(diagnoseUpdate(original.current.isConnected));
    original.current ??= el;
    if (!el || !el.isConnected) return;
    const submenus = [...el.querySelectorAll<HTMLElement>("[data-submenu]")].map((s) => ({
      id: s.id,
      level: s.getAttribute("data-level"),
    }));
    report(diagnoseNavigation({ lists: el.querySelectorAll("ul, ol").length, submenus }));
  }, [navigation]);

  // Opening moves focus into the panel (unless it is there already, as the visitor may have put it
  // before the scripts ran); focus may not leave it while it is open.
  useEffect(() => {
    if (!open) return;
    if (!root.current?.contains(document.activeElement)) root.current?.querySelector<HTMLElement>(".site-nav__close")?.focus();
    const keepFocus = (event: FocusEvent) => {
      const nav = root.current;
      if (nav && event.target instanceof Node && !nav.contains(event.target)) nav.querySelector<HTMLElement>(".site-nav__close")?.focus();
    };
    document.addEventListener("focusin", keepFocus);
    return () => document.removeEventListener("focusin", keepFocus);
  }, [open]);

  useDesktopDismiss(root, menu.desktop === true, menu.depthOpen, menu.closeFrom);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const nav = root.current;
    const target = event.target as HTMLElement;
    if (!nav) return;
    if (event.key === "Escape") {
      const expanded = target.getAttribute("aria-expanded") === "true" ? target.getAttribute("aria-controls") : null;
      const panel =
        (expanded ? document.getElementById(expanded) : null) ?? target.closest<HTMLElement>('[data-submenu][data-open="true"]');
      if (panel) {
        event.preventDefault();
        event.stopPropagation();
        const level = Number(panel.getAttribute("data-level")) || 1;
        menu.closeFrom(level - 1);
        focusToggle(panel.id.replace(/^menu-panel-/, ""));
      } else if (open) {
        event.preventDefault();
        close();
      }
      return;
    }
    const scope = activeScope(nav, mobile);
    if (event.key === "Tab" && open) {
      const items = [nav.querySelector<HTMLElement>(".site-nav__close"), ...focusablesIn(scope)].filter((el): el is HTMLElement => !!el);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || !items.includes(document.activeElement as HTMLElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !items.includes(document.activeElement as HTMLElement))) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    if (!["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    if (event.altKey || event.ctrlKey || event.metaKey || target.matches("input, textarea, select")) return;

    const panel = target.closest<HTMLElement>("[data-submenu]");
    if (!mobile && target.hasAttribute("data-menu-top") && !panel) {
      // The desktop bar: left/right along the top-level entries, down into a submenu.
      const tops = focusablesIn(nav).filter((el) => el.hasAttribute("data-menu-top"));
      if (event.key === "ArrowRight" || event.key === "ArrowLeft") moveFocus(tops, target, event.key === "ArrowRight" ? 1 : -1);
      else if (event.key === "Home" || event.key === "End") moveFocus(tops, target, event.key === "Home" ? "first" : "last");
      else if (event.key === "ArrowDown") enterPanel(target, menu.open);
      else return;
      event.preventDefault();
      return;
    }
    if (mobile && event.key === "ArrowRight" && target.getAttribute("aria-expanded") === "false") {
      event.preventDefault();
      target.click();
      return;
    }
    if (mobile && event.key === "ArrowLeft" && panel) {
      event.preventDefault();
      panel.querySelector<HTMLElement>(".menu__back")?.click();
      return;
    }
    // Within a submenu (desktop) or the current level (off-canvas): up and down, first and last.
    const within = mobile ? scope : panel && !mobile ? topPanel(panel) : null;
    if (!within) return;
    const items = focusablesIn(within).filter((el) => !el.classList.contains("menu__back") || mobile);
    if (event.key === "ArrowDown") moveFocus(items, target, 1);
    else if (event.key === "ArrowUp") moveFocus(items, target, -1);
    else if (event.key === "Home") moveFocus(items, target, "first");
    else if (event.key === "End") moveFocus(items, target, "last");
    else return;
    event.preventDefault();
  };

  // Built once per navigation: the menus re-render on every open, close and sticky change.
  const { before, departments, after, recipes, account } = useMemo(() => {
    const shop = splitShopTree(navigation.shop);
    return {
      before: toEntries(shop.before, "shop"),
      departments: toEntries(shop.departments, "shop"),
      after: toEntries(shop.after, "shop"),
      recipes: navigation.recipe.length ? groupEntry("recipe", "Recipes", navigation.recipe) : null,
      account: signedIn && navigation.account.length ? groupEntry("account", "My account", navigation.account) : null,
    };
  }, [navigation, signedIn]);
  const kept = usePrerendered(MENUS_PART, [navigation, signedIn]);

  return (
    <>
      <div
        ref={root}
        id={SITE_NAV_ID}
        className="site-nav"
        data-side={side}
        data-open={open ? "true" : "false"}
        data-enhanced={menu.enhanced ? "" : undefined}
        popover="auto"
        inert={mobile && !open}
        role={open ? "dialog" : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? "Menu" : undefined}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          // Desktop: focus moving on to another entry of the bar closes the open panel.
          if (!menu.desktop || menu.depthOpen === 0) return;
          const openItem = event.currentTarget.querySelector('.menu__item.is-open[data-depth="0"]');
          if (openItem && !openItem.contains(event.target)) menu.closeFrom(0);
        }}
        onBlur={(event) => {
          // Desktop: focus moving out of the menus closes an open submenu.
          const next = event.relatedTarget;
          if (menu.desktop && menu.depthOpen > 0 && next instanceof Node && !event.currentTarget.contains(next)) menu.closeFrom(0);
        }}
      >
        <div className="site-nav__head">
          <span className="site-nav__title" aria-hidden="true">
            Menu
          </span>
          <button type="button" className="site-nav__close" onClick={close} {...popoverInvoker(menu.enhanced, SITE_NAV_ID, "hide")}>
            <span className="site-nav__close-icon" aria-hidden="true" />
            Close menu
          </button>
        </div>
        {kept !== undefined ? (
          <div className="site-nav__body" data-level="0" dangerouslySetInnerHTML={{ __html: kept }} />
        ) : (
          <div className="site-nav__body" data-level="0">
            <nav aria-label="Shop" className="menu menu--shop">
              <ul className="menu__list menu__list--top">
                {before.map((e) => (
                  <MenuItem key={e.id} entry={e} depth={0} parentTitle="Menu" />
                ))}
                {departments.length ? (
                  <li className="menu__departments">
                    <DepartmentMenu departments={departments} listId="department-list" />
                  </li>
                ) : null}
                {after.map((e) => (
                  <MenuItem key={e.id} entry={e} depth={0} parentTitle="Menu" />
                ))}
                {navigation.shop.length === 0 ? (
                  <li className="menu__item" data-depth={0}>
                    <div className="menu__row">
                      <a className="menu__link" href="/store/store-locator" data-menu-top="">
                        Find a store
                      </a>
                    </div>
                  </li>
                ) : null}
              </ul>
            </nav>
            {(
              [
                // The account pages' own sub-menu is the navigation named "My account" (docs/design/ui-contract.md).
                ["Recipes", "recipes", recipes],
                ["Account menu", "account", account],
              ] as const
            ).map(([label, kind, entry]) =>
              entry ? (
                <nav key={kind} aria-label={label} className={`menu menu--${kind}`}>
                  <ul className="menu__list menu__list--top">
                    <MenuItem entry={entry} depth={0} parentTitle="Menu" />
                  </ul>
                </nav>
              ) : null,
            )}
          </div>
        )}
      </div>
      <div className="site-nav__backdrop" data-open={open ? "true" : "false"} aria-hidden="true" onClick={close} />
    </>
  );
}

/** The part of the off-canvas menu keyboard users are in: the deepest open level, or the first. */
function activeScope(nav: HTMLElement, mobile: boolean): HTMLElement | null {
  if (!mobile) return null;
  const open = nav.querySelectorAll<HTMLElement>('[data-submenu][data-open="true"]');
  return open[open.length - 1] ?? nav.querySelector<HTMLElement>(".site-nav__body");
}

/** The top-level panel a desktop submenu element belongs to. */
function topPanel(panel: HTMLElement): HTMLElement {
  let top = panel;
  for (let p = panel.parentElement?.closest<HTMLElement>("[data-submenu]"); p; p = p.parentElement?.closest<HTMLElement>("[data-submenu]"))
    top = p;
  return top;
}

/** Down on a top-level entry: open its submenu and focus the first link in it. */
function enterPanel(target: HTMLElement, open: (id: string, depth: number, by: "keyboard") => void) {
  const toggle = target.matches("[aria-controls]") ? target : target.closest(".menu__row")?.querySelector<HTMLElement>("[aria-controls]");
  const panelId = toggle?.getAttribute("aria-controls");
  if (!toggle || !panelId) return;
  flushSync(() => open(panelId.replace(/^menu-panel-/, ""), 0, "keyboard"));
  const panel = document.getElementById(panelId);
  focusablesIn(panel)
    .find((el) => !el.classList.contains("menu__back"))
    ?.focus();
}
