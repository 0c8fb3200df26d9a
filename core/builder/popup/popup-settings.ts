import { DEFAULT_BREAKPOINTS, type Breakpoints, type Device } from "../breakpoints";
import { cssSize } from "../css-values";
import { responsiveValue } from "../responsive";
import { choice, numberSetting, secondsToMs, settingsObject, switcher, text } from "../settings/setting-readers";

/**
 * A popup document's own settings (docs/design/builder-behaviour.md#popup-settings,
 * docs/requirements.md#entities, #states-and-transitions and #constants) read with their defaults for
 * one device, and the decisions the page takes from them: may the popup show, which ways close it, how
 * long before focus moves in. Reading never throws.
 */

export interface PopupSettings {
  /** CSS width: 640px by default; px 100-1000 or vw/% 10-100 (responsive). */
  width: string;
  heightType: "auto" | "fit_to_screen" | "custom";
  /** CSS height when heightType is custom (px 100-1000 or vh 10-100); custom without one reads as auto. */
  height?: string;
  /** Where the content sits when the popup is taller than it (top by default). */
  contentPosition: "top" | "center" | "bottom";
  horizontalPosition: "left" | "center" | "right";
  verticalPosition: "top" | "center" | "bottom";
  overlay: boolean;
  closeButton: boolean;
  closeButtonPosition: "inside" | "outside";
  /** The close button shows this long after opening (0: at once). */
  closeButtonDelayMs: number;
  /** The popup closes itself this long after opening; null: it does not. */
  closeAutomaticallyMs: number | null;
  preventCloseOnBackgroundClick: boolean;
  preventCloseOnEscKey: boolean;
  preventScroll: boolean;
  avoidMultiplePopups: boolean;
  /** Keyboard navigation: focus moved in, Tab kept inside, focus returned (on by default). */
  a11yNavigation: boolean;
  /** Clicks on elements matching it open the popup ("" for none). */
  openSelector: string;
  /** Extra classes for the popup, each a valid class name. */
  classes: string[];
  /** An animation name ("" for none); the exit plays its animation in reverse. */
  entranceAnimation: string;
  exitAnimation: string;
  /** Shared by entrance and exit: 1.2 s by default, 0-5 s. */
  animationDurationMs: number;
}

export interface PopupSettingsOptions {
  /** The device to read responsive settings for (desktop by default). */
  device?: Device;
  breakpoints?: Breakpoints;
  /** Whether a CSS selector parses; without it the open selector is kept as written. */
  isValidSelector?: (selector: string) => boolean;
}

export const DEFAULT_POPUP_WIDTH = "640px";
export const DEFAULT_ANIMATION_DURATION_MS = 1200;

const CLASS_NAME = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;
const ANIMATION_NAME = /^[a-zA-Z][a-zA-Z0-9_-]{0,59}$/;

/** The valid class names of a space-separated list, once each. */
export function popupClasses(value: unknown): string[] {
  const out: string[] = [];
  for (const name of text(value).split(/\s+/)) {
    if (CLASS_NAME.test(name) && !out.includes(name)) out.push(name);
  }
  return out;
}

function animationName(value: unknown): string {
  const name = text(value);
  return name !== "none" && ANIMATION_NAME.test(name) ? name : "";
}

/** A size in px (100-1000; a bare number is px), or in the viewport unit or % (10-100). */
function dimension(value: unknown, viewportUnit: "vw" | "vh"): string | undefined {
  const unit = value !== null && typeof value === "object" ? (value as { unit?: unknown }).unit : undefined;
  if (unit === viewportUnit || unit === "%") return cssSize(value, [viewportUnit, "%"], { min: 10, max: 100 });
  return cssSize(value, ["px"], { min: 100, max: 1000 });
}

function openSelector(value: unknown, isValidSelector: PopupSettingsOptions["isValidSelector"]): string {
  const selector = text(value);
  if (selector === "" || !isValidSelector) return selector;
  try {
    return isValidSelector(selector) ? selector : "";
  } catch {
    return "";
  }
}

export function readPopupSettings(raw: unknown, options: PopupSettingsOptions = {}): PopupSettings {
  const s = settingsObject(raw);
  const device = options.device ?? "desktop";
  const bp = options.breakpoints ?? DEFAULT_BREAKPOINTS;
  const get = (key: string) => responsiveValue(s, key, device, bp);
  const height = dimension(get("height"), "vh");
  const heightType = choice(s.height_type, ["auto", "fit_to_screen", "custom"] as const, "auto");
  const closeAfter = numberSetting(s.close_automatically, { fallback: 0, min: 0, max: 60 });
  return {
    width: dimension(get("width"), "vw") ?? DEFAULT_POPUP_WIDTH,
    heightType: heightType === "custom" && !height ? "auto" : heightType,
    ...(heightType === "custom" && height ? { height } : {}),
    contentPosition: choice(get("content_position"), ["top", "center", "bottom"] as const, "top"),
    horizontalPosition: choice(get("horizontal_position"), ["left", "center", "right"] as const, "center"),
    verticalPosition: choice(get("vertical_position"), ["top", "center", "bottom"] as const, "center"),
    overlay: switcher(s.overlay, true),
    closeButton: switcher(s.close_button, true),
    closeButtonPosition: s.close_button_position === "outside" ? "outside" : "inside",
    closeButtonDelayMs: secondsToMs(numberSetting(s.close_button_delay, { fallback: 0, min: 0, max: 60 })),
    closeAutomaticallyMs: closeAfter > 0 ? secondsToMs(closeAfter) : null,
    preventCloseOnBackgroundClick: switcher(s.prevent_close_on_background_click),
    preventCloseOnEscKey: switcher(s.prevent_close_on_esc_key),
    preventScroll: switcher(s.prevent_scroll),
    avoidMultiplePopups: switcher(s.avoid_multiple_popups),
    a11yNavigation: switcher(s.a11y_navigation, true),
    openSelector: openSelector(s.open_selector, options.isValidSelector),
    classes: popupClasses(s.classes),
    entranceAnimation: animationName(get("entrance_animation")),
    exitAnimation: animationName(get("exit_animation")),
    animationDurationMs: secondsToMs(numberSetting(s.entrance_animation_duration, { fallback: 1.2, min: 0, max: 5 })),
  };
}

/** How the popup is being opened: a trigger, a click on its open selector, a link action, the editor. */
export type OpenRoute = "trigger" | "selector" | "action";

export interface ShowContext {
  /** The editor's preview shows popups at once, whatever the visitor's storage says. */
  editMode: boolean;
  /** The visitor chose "do not show again" (popup-counters isPopupDisabled). */
  disabled: boolean;
  route: OpenRoute;
  /** Another popup has already been shown on this page. */
  otherPopupShown: boolean;
}

/**
 * Whether the popup may show now: always in edit mode; never once the visitor disabled it; and,
 * when it avoids multiple popups, not by a trigger after another popup was shown on this page (a
 * click on its open selector or a link still opens it).
 */
export function mayShowPopup(settings: Pick<PopupSettings, "avoidMultiplePopups">, ctx: ShowContext): boolean {
  if (ctx.editMode) return true;
  if (ctx.disabled) return false;
  return !(ctx.route === "trigger" && settings.avoidMultiplePopups && ctx.otherPopupShown);
}

export type CloseRoute = "button" | "background" | "outside" | "escape" | "auto" | "action";

/** Whether this way of closing closes the popup: background and outside clicks, and Escape, can be prevented. */
export function closesOn(
  settings: Pick<PopupSettings, "preventCloseOnBackgroundClick" | "preventCloseOnEscKey">,
  route: CloseRoute,
): boolean {
  if (route === "background" || route === "outside") return !settings.preventCloseOnBackgroundClick;
  if (route === "escape") return !settings.preventCloseOnEscKey;
  return true;
}

/** Focus moves into an opened popup after 250 ms, into another modal after 100 ms (docs/requirements.md#constants). */
export const POPUP_FOCUS_DELAY_MS = 250;
export const MODAL_FOCUS_DELAY_MS = 100;

export function focusDelayMs(kind: "popup" | "modal"): number {
  return kind === "popup" ? POPUP_FOCUS_DELAY_MS : MODAL_FOCUS_DELAY_MS;
}
