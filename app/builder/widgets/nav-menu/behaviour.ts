import type { BehaviourStart } from "../../behaviours/contract";
import { domJournal } from "../../behaviours/dom-journal";
import { CLOSE_DELAY_MS, menuItemsIn as focusablesIn, moveMenuFocus as moveFocus } from "./focus";
import { foldsOn } from "./fold";

/**
 * The nav menu in the browser, as the site header's menus behave (docs/design/ui-contract.md): each
 * submenu button opens its submenu (aria-expanded), a mouse over a top-level item opens it on the
 * desktop bar (closing a moment after the mouse leaves), arrow keys move along the bar and within a submenu,
 * Escape closes the innermost open submenu (or the folded menu) and puts focus back on the button
 * that opened it; a click outside or focus leaving closes them. Below the widget's breakpoint the
 * toggle button opens the menu under it.
 */
const start: BehaviourStart = (root, ctx) => {
  const nav = root.querySelector<HTMLElement>(".elementor-nav-menu--main");
  if (!nav) return;
  const toggle = root.querySelector<HTMLButtonElement>(".elementor-menu-toggle");
  const journal = domJournal();
  const settings = {
    layout: typeof ctx.settings.layout === "string" ? ctx.settings.layout : "horizontal",
    dropdown: typeof ctx.settings.dropdown === "string" ? ctx.settings.dropdown : "tablet",
  };
  const isFolded = () => foldsOn(settings, ctx.device());
  const bar = () => !isFolded() && settings.layout === "horizontal";
  const { signal } = ctx;
  journal.attr(root, "data-nav-enhanced", "");

  const buttonOf = (li: Element) => li.querySelector<HTMLButtonElement>(":scope > .sub-arrow");
  const setOpen = (li: Element, open: boolean) => {
    const button = buttonOf(li);
    if (!button) return;
    journal.cls(li, "is-open", open);
    journal.attr(button, "aria-expanded", String(open));
    if (!open) li.querySelectorAll(".menu-item.is-open").forEach((inner) => setOpen(inner, false));
  };
  const closeAll = () => nav.querySelectorAll(":scope > ul > .menu-item.is-open").forEach((li) => setOpen(li, false));

  const setFolded = (open: boolean, focusToggle = false) => {
    if (!toggle) return;
    journal.attr(toggle, "aria-expanded", String(open));
    journal.cls(toggle, "elementor-active", open);
    journal.cls(nav, "elementor-nav-menu--open", open);
    if (!open) {
      closeAll();
      if (focusToggle) toggle.focus();
    }
  };

  toggle?.addEventListener("click", () => setFolded(toggle.getAttribute("aria-expanded") !== "true"), { signal });

  // A mouse over a top-level item opens its submenu on the bar; leaving closes it after a moment, so a
  // diagonal move into the submenu keeps it open.
  const leaving = new Map<Element, ReturnType<typeof setTimeout>>();
  const stay = (li: Element) => {
    clearTimeout(leaving.get(li));
    leaving.delete(li);
  };
  for (const li of nav.querySelectorAll(":scope > ul > .menu-item-has-children")) {
    li.addEventListener(
      "pointerenter",
      (e) => {
        if ((e as PointerEvent).pointerType !== "mouse" || !bar()) return;
        stay(li);
        if (li.classList.contains("is-open")) return;
        closeAll();
        setOpen(li, true);
      },
      { signal },
    );
    li.addEventListener(
      "pointerleave",
      (e) => {
        if ((e as PointerEvent).pointerType !== "mouse" || !bar()) return;
        stay(li);
        leaving.set(
          li,
          setTimeout(() => (leaving.delete(li), setOpen(li, false)), CLOSE_DELAY_MS),
        );
      },
      { signal },
    );
    // The pointer was already resting on it, or focus was in it, when the script started: it stays open.
    if (bar() && (li.matches(":hover") || li.matches(":focus-within"))) setOpen(li, true);
  }

  nav.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>(".sub-arrow");
      const li = button?.parentElement;
      if (!button || !li) return;
      const open = button.getAttribute("aria-expanded") !== "true";
      if (open && li.parentElement?.classList.contains("elementor-nav-menu")) closeAll();
      stay(li);
      setOpen(li, open);
    },
    { signal },
  );

  nav.addEventListener(
    "keydown",
    (event) => {
      const target = event.target as HTMLElement;
      if (event.key === "Escape") {
        const li = target.getAttribute("aria-expanded") === "true" ? target.parentElement : target.closest(".sub-menu")?.parentElement;
        if (li && li.classList.contains("is-open")) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(li, false);
          buttonOf(li)?.focus();
        } else if (toggle?.getAttribute("aria-expanded") === "true") {
          event.preventDefault();
          setFolded(false, true);
        }
        return;
      }
      if (!["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const submenu = target.closest<HTMLElement>(".sub-menu");
      const item = target.parentElement;
      if (bar() && !submenu) {
        // Along the bar: left and right, first and last; down opens a submenu and enters it.
        const tops = focusablesIn(nav).filter((el) => !el.closest(".sub-menu"));
        if (event.key === "ArrowRight" || event.key === "ArrowLeft") moveFocus(tops, target, event.key === "ArrowRight" ? 1 : -1);
        else if (event.key === "Home" || event.key === "End") moveFocus(tops, target, event.key === "Home" ? "first" : "last");
        else if (event.key === "ArrowDown" && item && buttonOf(item)) {
          closeAll();
          setOpen(item, true);
          focusablesIn(item.querySelector(":scope > .sub-menu"))[0]?.focus();
        } else return;
        event.preventDefault();
        return;
      }
      if (event.key === "ArrowRight" && target.classList.contains("sub-arrow") && target.getAttribute("aria-expanded") !== "true" && item) {
        event.preventDefault();
        setOpen(item, true);
        focusablesIn(item.querySelector(":scope > .sub-menu"))[0]?.focus();
        return;
      }
      if (event.key === "ArrowLeft" && submenu?.parentElement) {
        event.preventDefault();
        setOpen(submenu.parentElement, false);
        buttonOf(submenu.parentElement)?.focus();
        return;
      }
      // Up and down within the submenu on the bar, or through the whole list when vertical or folded.
      const scope = bar() && submenu ? submenu : nav;
      const items = focusablesIn(scope);
      if (event.key === "ArrowDown") moveFocus(items, target, 1);
      else if (event.key === "ArrowUp") moveFocus(items, target, -1);
      else if (event.key === "Home") moveFocus(items, target, "first");
      else if (event.key === "End") moveFocus(items, target, "last");
      else return;
      event.preventDefault();
    },
    { signal },
  );

  // Escape from the toggle itself closes the folded menu.
  toggle?.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Escape" && toggle.getAttribute("aria-expanded") === "true") {
        event.preventDefault();
        setFolded(false, true);
      }
    },
    { signal },
  );

  // A click outside, or focus leaving the menu, closes its open submenus (and the folded menu).
  document.addEventListener(
    "pointerdown",
    (event) => {
      if (event.target instanceof Node && root.contains(event.target)) return;
      closeAll();
      if (toggle?.getAttribute("aria-expanded") === "true") setFolded(false);
    },
    { signal },
  );
  root.addEventListener(
    "focusout",
    (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !root.contains(next)) {
        closeAll();
        if (toggle?.getAttribute("aria-expanded") === "true") setFolded(false);
      }
    },
    { signal },
  );
  // The menu unfolds when the window grows past the breakpoint: nothing stays open that the bar would not show.
  window.addEventListener(
    "resize",
    () => {
      if (!isFolded() && toggle?.getAttribute("aria-expanded") === "true") setFolded(false);
    },
    { signal },
  );

  return () => {
    leaving.forEach((t) => clearTimeout(t));
    journal.undo();
  };
};

export default start;
