import type { BehaviourContext, BehaviourStart } from "../contract";
import { domJournal } from "../dom-journal";
import { hashPageAction, parsePageAction, type PageAction } from "#core/builder/page-action";
import { disablePopup, isPopupDisabled, recordPopupEvent, timingCounts } from "#core/builder/popup/popup-counters";
import { localWallClock } from "#core/builder/popup/popup-schedule";
import {
  closesOn,
  focusDelayMs,
  mayShowPopup,
  readPopupSettings,
  type CloseRoute,
  type OpenRoute,
  type PopupSettings,
} from "#core/builder/popup/popup-settings";
import { readTiming, timingPasses } from "#core/builder/popup/popup-timing";
import { readTriggers } from "#core/builder/popup/popup-triggers";
import { armTriggers } from "./triggers";
import { counterStores, countPageViewOnce, markShown, otherPopupShown } from "./page-state";
import { tabStops, trapTab } from "./focus";
import "./popup.css";
import { isValidSelector } from "../valid-selector";

/**
 * A popup (Elementor Pro's, docs/design/documents.md): a closed native <dialog> the server printed because
 * its display conditions include this page. Its advanced rules are checked first (with the
 * visitor's counters), then its triggers are armed; the first to fire opens it, once per page. A
 * click on its open selector or a popup link opens it whatever the rules say (not when the visitor
 * asked never to see it again). In edit mode it opens at once and no counter is written.
 *
 * Opened as a modal: named by its title, focus moved in after 250 ms, Tab kept inside, closed by its
 * button, a background click, Escape (each unless prevented), a delay or a close link, and focus
 * back on what opened it. Starts from the page: a popup link followed before the script ran (its
 * marker in the address) opens it, and a page already scrolled past a scroll trigger's offset too.
 */
const start: BehaviourStart = (dialog, ctx) => {
  if (!(dialog instanceof HTMLDialogElement)) return;
  const id = Number(ctx.settings["id"]);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  const readSettings = () => readPopupSettings(ctx.settings, { device: ctx.device(), breakpoints: ctx.breakpoints, isValidSelector });
  const stores = counterStores();
  const timing = readTiming(ctx.settings["timing"]);
  const content = dialog.querySelector<HTMLElement>(".dialog-widget-content") ?? dialog;
  const closeButton = dialog.querySelector<HTMLButtonElement>(".dialog-close-button");
  const journal = domJournal();
  const timers = new Set<number>();
  const later = (ms: number, run: () => void) => {
    const t = window.setTimeout(() => {
      timers.delete(t);
      run();
    }, ms);
    timers.add(t);
  };
  const clearTimers = () => {
    for (const t of timers) window.clearTimeout(t);
    timers.clear();
  };

  let opener: HTMLElement | null = null;
  let closing = false;
  let shownWith: PopupSettings | null = null;

  const layout = (s: PopupSettings) => {
    journal.attr(dialog, "style", `--aisle-popup-width:${s.width};${s.height ? `--aisle-popup-height:${s.height};` : ""}`);
    journal.cls(dialog, "aisle-popup--fit-to-screen", s.heightType === "fit_to_screen");
    journal.cls(dialog, "aisle-popup--no-overlay", !s.overlay);
    for (const h of ["left", "center", "right"]) journal.cls(dialog, `aisle-popup--h-${h}`, s.horizontalPosition === h);
    for (const v of ["top", "center", "bottom"]) journal.cls(dialog, `aisle-popup--v-${v}`, s.verticalPosition === v);
    for (const c of ["top", "center", "bottom"]) journal.cls(dialog, `aisle-popup--content-${c}`, s.contentPosition === c);
  };

  /** Plays an animation on the content (the exit one in reverse); resolves at its end, at once without one or under reduced motion. */
  let playing: (() => void) | null = null;
  const animate = (name: string, durationMs: number, reverse: boolean): Promise<void> => {
    playing?.();
    if (!name || durationMs === 0 || ctx.reducedMotion()) return Promise.resolve();
    return keyframes.then((ready) => (ready && dialog.open ? play(name, durationMs, reverse) : undefined));
  };
  const play = (name: string, durationMs: number, reverse: boolean): Promise<void> => {
    playing?.();
    return new Promise((done) => {
      const finish = () => {
        if (playing !== finish) return;
        playing = null;
        content.removeEventListener("animationend", onEnd);
        content.classList.remove("animated", name, "aisle-popup-reverse");
        content.style.removeProperty("animation-duration");
        done();
      };
      const onEnd = (e: AnimationEvent) => {
        if (e.target === content) finish();
      };
      playing = finish;
      content.style.setProperty("animation-duration", `${durationMs}ms`);
      content.classList.add("animated", name);
      content.classList.toggle("aisle-popup-reverse", reverse);
      content.addEventListener("animationend", onEnd);
      // Should the animation never run (a missing keyframe), the popup still closes.
      later(durationMs + 100, finish);
    });
  };

  const open = (route: OpenRoute, from?: Element | null) => {
    if (dialog.open) return;
    const settings = readSettings();
    if (
      !mayShowPopup(settings, {
        editMode: ctx.editMode,
        disabled: !ctx.editMode && isPopupDisabled(stores.storage, id),
        route,
        otherPopupShown: otherPopupShown(id),
      })
    )
      return;
    const active = from instanceof HTMLElement ? from : document.activeElement;
    opener = active instanceof HTMLElement && active !== document.body ? active : null;
    closing = false;
    shownWith = settings;
    layout(settings);
    dialog.showModal();
    // The dialog itself holds focus (and its name is read out) until focus moves in.
    dialog.tabIndex = -1;
    dialog.focus();
    markShown(id);
    if (!ctx.editMode) recordPopupEvent(stores, id, timing, "open");
    if (settings.preventScroll) journal.cls(document.documentElement, "aisle-popup-no-scroll", true);
    if (closeButton && settings.closeButtonDelayMs > 0) {
      closeButton.hidden = true;
      later(settings.closeButtonDelayMs, () => (closeButton.hidden = false));
    }
    if (settings.closeAutomaticallyMs !== null) later(settings.closeAutomaticallyMs, () => void close("auto"));
    if (settings.a11yNavigation) {
      later(focusDelayMs("popup"), () => {
        if (!dialog.open || closing) return;
        const active = document.activeElement;
        if (active !== dialog && active instanceof HTMLElement && dialog.contains(active)) return;
        const first = tabStops(dialog)[0];
        if (first) first.focus();
      });
    }
    window.dispatchEvent(new CustomEvent("elementor/popup/show", { detail: { id } }));
    void animate(settings.entranceAnimation, settings.animationDurationMs, false);
  };

  /** After the exit animation (or when the browser closed it): the bookkeeping every close does. */
  const closed = () => {
    clearTimers();
    if (closeButton) closeButton.hidden = false;
    journal.cls(document.documentElement, "aisle-popup-no-scroll", false);
    if (!ctx.editMode) recordPopupEvent(stores, id, timing, "close");
    window.dispatchEvent(new CustomEvent("elementor/popup/hide", { detail: { id } }));
    const back = opener;
    opener = null;
    shownWith = null;
    if (back?.isConnected) back.focus();
  };

  const close = async (route: CloseRoute) => {
    if (!dialog.open || closing) return;
    const settings = shownWith ?? readSettings();
    if (!closesOn(settings, route)) return;
    closing = true;
    await animate(settings.exitAnimation, settings.animationDurationMs, true);
    if (!dialog.open) return;
    dialog.close();
  };

  const signal = ctx.signal;
  dialog.addEventListener(
    "close",
    () => {
      closing = false;
      closed();
    },
    { signal },
  );
  dialog.addEventListener(
    "keydown",
    (e) => {
      if (e.key === "Escape") {
        // The browser's own close is held back: Escape closes through the popup's rules and its exit animation.
        e.preventDefault();
        void close("escape");
      } else if (shownWith?.a11yNavigation !== false) trapTab(dialog, e);
    },
    { signal },
  );
  dialog.addEventListener(
    "cancel",
    (e) => {
      e.preventDefault();
      void close("escape");
    },
    { signal },
  );
  dialog.addEventListener(
    "click",
    (e) => {
      if (e.target === dialog) void close(shownWith?.overlay === false ? "outside" : "background");
      else if (closeButton && e.target instanceof Node && closeButton.contains(e.target)) void close("button");
    },
    { signal },
  );

  // Popup links anywhere on the page (and the open selector), by delegation.
  const runAction = (action: PageAction, link: Element | null): boolean => {
    if (action.action === "popup:open" && action.id === id) {
      if (dialog.open && action.toggle) void close("action");
      else open("action", link);
      return true;
    }
    if (action.action === "popup:close" && (action.id === id || (action.id === undefined && link !== null && dialog.contains(link)))) {
      if (action.doNotShowAgain && !ctx.editMode) disablePopup(stores.storage, id);
      void close("action");
      return true;
    }
    return false;
  };
  const settingsNow = readSettings();
  // The animations' keyframes come with the animation behaviour's chunk, loaded only when the popup has one.
  const keyframes: Promise<boolean> =
    settingsNow.entranceAnimation || settingsNow.exitAnimation
      ? import("../animation/index").then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);
  document.addEventListener(
    "click",
    (e) => {
      const target = e.target instanceof Element ? e.target : null;
      const link = target?.closest("a[href]");
      const action = link ? parsePageAction(link.getAttribute("href")) : null;
      if (link && action && runAction(action, link)) {
        e.preventDefault();
        return;
      }
      const selector = settingsNow.openSelector;
      const match = selector && target && !dialog.contains(target) ? target.closest(selector) : null;
      if (match) {
        e.preventDefault();
        open("selector", match);
      }
    },
    { signal },
  );

  let disarm = () => {};
  if (ctx.editMode) open("trigger");
  else {
    countPageViewOnce(stores);
    const counts = timingCounts(stores, id, timing);
    const passes = timingPasses(timing, {
      ...counts,
      referrer: document.referrer,
      host: location.host,
      user: viewerOf(ctx),
      device: ctx.device(),
      userAgent: navigator.userAgent,
      visitorNow: localWallClock(new Date()),
    });
    if (passes) disarm = armTriggers(readTriggers(ctx.settings["triggers"], { isValidSelector }), () => open("trigger"));
    // A popup link followed before the script ran left its marker in the address.
    const fromHash = hashPageAction(
      location.hash,
      [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? ""),
    );
    if (fromHash) runAction(fromHash, null);
  }

  return () => {
    disarm();
    playing?.();
    clearTimers();
    if (dialog.open) dialog.close();
    journal.undo();
    dialog.removeAttribute("tabindex");
  };
};

function viewerOf(ctx: BehaviourContext): { roles: readonly string[] } | null {
  const viewer = ctx.settings["viewer"];
  if (!viewer || typeof viewer !== "object") return null;
  const roles = (viewer as { roles?: unknown }).roles;
  return { roles: Array.isArray(roles) ? roles.filter((r): r is string => typeof r === "string") : [] };
}

export default start;
