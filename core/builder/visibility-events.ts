import { choice, numberSetting, settingsObject, stringList, switcher, text } from "./settings/setting-readers";

/**
 * Dynamic Content for Elementor's show/hide on events (`enabled_visibility`, `dce_visibility_*`;
 * docs/design/builder-behaviour.md#show-and-hide-on-events, docs/requirements.md#entities and
 * #states-and-transitions): an element starts hidden or visible; an event on a trigger element shows,
 * hides or toggles it, with a slide, a fade or no transition, after hiding other elements first when
 * asked; or it is shown or hidden once, some time after the page loads. Of DCE's triggers only `events`
 * runs here; the others (user, device, date...) need the server and are not evaluated.
 */

export const VISIBILITY_EVENTS = ["click", "mouseover", "dblclick", "touchstart", "touchmove"] as const;
export type VisibilityEvent = (typeof VISIBILITY_EVENTS)[number];
export type Transition = "none" | "slide" | "fade";
export type VisibilityAction = "show" | "hide" | "toggle";

/** The class a hidden element whose HTML is kept carries. */
export const HIDDEN_CLASS = "dce-visibility-element-hidden";
/** How long a slide or fade runs once its delay is over (DCE's 400 ms). */
export const TRANSITION_DURATION_MS = 400;

export interface VisibilityEventsConfig {
  /** The element(s) whose event runs the action; null without a valid selector. */
  trigger: { selector: string; event: VisibilityEvent } | null;
  transition: Transition;
  /** The wait before a slide or fade starts (400 ms by default). */
  transitionDelayMs: number;
  /** Elements hidden first, with the same transition; null for none. */
  hideOthers: string | null;
  toggle: boolean;
  /** Show (or, in hide mode, hide) this long after the page loads. */
  onLoad: { delayMs: number; transition: Transition } | null;
}

export interface VisibilityConfig {
  /** show: the triggers reveal it; hide: they hide it. */
  mode: "show" | "hide";
  /** "Always hide". */
  alwaysHidden: boolean;
  /** "Keep HTML": a hidden element stays in the page (hidden by class) instead of being left out. */
  keepHtml: boolean;
  /** The events settings; null when `events` is not among the element's triggers, or it is always hidden. */
  events: VisibilityEventsConfig | null;
}

export interface VisibilityReadOptions {
  /** Whether a CSS selector parses (in the browser: `document.querySelector` does not throw). */
  isValidSelector: (selector: string) => boolean;
}

function validSelector(value: unknown, isValid: (selector: string) => boolean): string | null {
  const selector = text(value);
  if (selector === "") return null;
  try {
    return isValid(selector) === true ? selector : null;
  } catch {
    return null;
  }
}

const transition = (value: unknown): Transition => choice(value, ["slide", "fade"] as const, "none" as Transition);

/** The element's visibility settings; null when dynamic visibility is off for it. */
export function readVisibility(raw: unknown, options: VisibilityReadOptions): VisibilityConfig | null {
  const s = settingsObject(raw);
  if (!switcher(s.enabled_visibility)) return null;
  const alwaysHidden = switcher(s.dce_visibility_hidden);
  const triggers = stringList(s.dce_visibility_triggers);
  const eventsOn = !alwaysHidden && (triggers === undefined || triggers.includes("events"));
  const selector = validSelector(s.dce_visibility_click, options.isValidSelector);
  return {
    mode: s.dce_visibility_selected === "hide" ? "hide" : "show",
    alwaysHidden,
    keepHtml: switcher(s.dce_visibility_dom),
    events: eventsOn
      ? {
          trigger: selector ? { selector, event: choice(s.dce_visibility_event, VISIBILITY_EVENTS, "click") } : null,
          transition: transition(s.dce_visibility_click_show),
          transitionDelayMs: Math.round(numberSetting(s.dce_visibility_event_transition_delay, { fallback: 400, min: 0, max: 60_000 })),
          hideOthers: validSelector(s.dce_visibility_click_other, options.isValidSelector),
          toggle: switcher(s.dce_visibility_click_toggle),
          onLoad: switcher(s.dce_visibility_load)
            ? {
                delayMs: Math.round(numberSetting(s.dce_visibility_load_delay, { fallback: 0, min: 0, max: 600_000 })),
                transition: transition(s.dce_visibility_load_show),
              }
            : null,
        }
      : null,
  };
}

/**
 * How the element is first rendered: visible; hidden but kept (class HIDDEN_CLASS, and hidden from
 * assistive technology), so an event can reveal it; or left out of the page. It starts hidden when
 * always hidden, or when it is revealed by an event (show mode with a trigger): such an element is
 * always kept, since it could not be revealed otherwise.
 */
export function initialRender(config: VisibilityConfig): "visible" | "hidden" | "removed" {
  if (config.alwaysHidden) return config.keepHtml ? "hidden" : "removed";
  if (config.events && config.mode === "show" && config.events.trigger) return "hidden";
  return "visible";
}

/** The action a trigger event runs: toggle wins; else hide in hide mode; else show. */
export function triggerAction(
  config: Pick<VisibilityConfig, "mode"> & { events: Pick<VisibilityEventsConfig, "toggle"> | null },
): VisibilityAction {
  if (config.events?.toggle) return "toggle";
  return config.mode === "hide" ? "hide" : "show";
}

/** Whether the element is hidden after the action. */
export function hiddenAfter(action: VisibilityAction, hiddenBefore: boolean): boolean {
  if (action === "toggle") return !hiddenBefore;
  return action === "hide";
}

/** The on-load step: after its delay, hide (hide mode) or show, with its own transition; null when off. */
export function onLoadStep(config: VisibilityConfig): { delayMs: number; action: "show" | "hide"; transition: Transition } | null {
  const onLoad = config.events?.onLoad;
  if (!onLoad) return null;
  return { delayMs: onLoad.delayMs, action: config.mode === "hide" ? "hide" : "show", transition: onLoad.transition };
}

/**
 * When a transition starts and how long it runs: none is at once; slide and fade wait the delay,
 * then run 400 ms (no time at all under reduced motion, after the same wait).
 */
export function transitionTiming(kind: Transition, delayMs: number, reducedMotion: boolean): { delayMs: number; durationMs: number } {
  if (kind === "none") return { delayMs: 0, durationMs: 0 };
  return { delayMs, durationMs: reducedMotion ? 0 : TRANSITION_DURATION_MS };
}

/**
 * The DOM events to listen for on a trigger. A trigger that is a button or a link also listens for
 * click, so the keyboard (Enter, Space) reaches it whatever the configured event.
 */
export function listenedEvents(event: VisibilityEvent, triggerIsButtonOrLink: boolean): string[] {
  return event === "click" || !triggerIsButtonOrLink ? [event] : [event, "click"];
}

/**
 * Whether a DOM event on the trigger runs the action: the configured event, or, on a button or
 * link, a click the keyboard made (detail 0), so pointer users still need the configured gesture.
 */
export function eventActivates(event: VisibilityEvent, dom: { type: string; detail?: number }, triggerIsButtonOrLink: boolean): boolean {
  if (dom.type === event) return true;
  return triggerIsButtonOrLink && dom.type === "click" && dom.detail === 0;
}

/**
 * "Hide others first, once per selector per trigger element": every visibility element bound to a
 * trigger asks, when the trigger's event runs, whether it should hide the elements matching its
 * other-elements selector. The first asker for that event, trigger and selector is told yes, the
 * rest no, so the others are hidden once however many elements share the trigger. Events and
 * triggers are any objects (the DOM Event and the trigger element); nothing is kept alive by it.
 */
export interface HideOthersLedger {
  claim(activation: object, trigger: object, selector: string): boolean;
}

export function createHideOthersLedger(): HideOthersLedger {
  const seen = new WeakMap<object, WeakMap<object, Set<string>>>();
  return {
    claim(activation, trigger, selector) {
      let byTrigger = seen.get(activation);
      if (!byTrigger) seen.set(activation, (byTrigger = new WeakMap()));
      let selectors = byTrigger.get(trigger);
      if (!selectors) byTrigger.set(trigger, (selectors = new Set()));
      if (selectors.has(selector)) return false;
      selectors.add(selector);
      return true;
    },
  };
}
