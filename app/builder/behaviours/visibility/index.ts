import type { BehaviourStart } from "../contract";
import { domJournal } from "../dom-journal";
import { startBehaviours } from "../../runtime/start";
import {
  createHideOthersLedger,
  eventActivates,
  HIDDEN_CLASS,
  hiddenAfter,
  listenedEvents,
  onLoadStep,
  readVisibility,
  transitionTiming,
  triggerAction,
  type Transition,
  type VisibilityAction,
} from "#core/builder/visibility-events";
import { isValidSelector } from "../valid-selector";

/** "Hide others first, once per selector per trigger element", shared by every element on the page. */
const ledger = createHideOthersLedger();

/**
 * Show/hide on events (core/builder/visibility-events.ts has the rules): the trigger elements' event shows,
 * hides or toggles this element (other elements hidden first when asked), with a slide, a fade or no
 * transition; or it is shown or hidden once after its on-load delay. When it is shown, the widgets
 * inside start (they waited, hidden, for a size to start from).
 *
 * Starts from the page: the server rendered the element hidden or visible, and a link to it that
 * was followed before the script ran has shown it already (CSS `:target`), so it is taken as shown.
 * An event on a trigger before the script ran did nothing and is not replayed (decision 0017).
 */
const start: BehaviourStart = (root, ctx) => {
  const config = readVisibility(ctx.settings, { isValidSelector });
  const events = config?.events;
  if (!config || !events) return;
  const journal = domJournal();
  const timers = new Set<number>();
  const animations = new Set<Animation>();
  const started = new Map<Element, () => void>();
  const later = (ms: number, run: () => void) => {
    const t = window.setTimeout(() => {
      timers.delete(t);
      run();
    }, ms);
    timers.add(t);
  };

  /** Starts the behaviours inside an element once it shows (not again when it shows a second time). */
  const startInside = (el: Element) => {
    if (!started.has(el)) started.set(el, startBehaviours(el, { editMode: ctx.editMode, breakpoints: ctx.breakpoints }));
  };

  const setHidden = (el: HTMLElement, hidden: boolean, transition: Transition, delayMs: number) => {
    for (const a of el.getAnimations()) if (animations.has(a)) a.cancel();
    if (el.classList.contains(HIDDEN_CLASS) === hidden) return;
    const { delayMs: wait, durationMs } = transitionTiming(transition, delayMs, ctx.reducedMotion());
    const keyframes = (): Keyframe[] =>
      transition === "slide"
        ? [
            { height: "0px", overflow: "hidden" },
            { height: `${el.scrollHeight}px`, overflow: "hidden" },
          ]
        : [{ opacity: 0 }, { opacity: 1 }];
    if (hidden) {
      const finish = () => journal.cls(el, HIDDEN_CLASS, true);
      if (durationMs === 0) return wait ? later(wait, finish) : finish();
      const anim = el.animate(keyframes().reverse(), { duration: durationMs, delay: wait, fill: "forwards" });
      animations.add(anim);
      anim.finished.then(
        () => {
          finish();
          anim.cancel();
        },
        () => {},
      );
      return;
    }
    const show = () => {
      journal.cls(el, HIDDEN_CLASS, false);
      startInside(el);
    };
    if (durationMs === 0) return wait ? later(wait, show) : show();
    show();
    const anim = el.animate(keyframes(), { duration: durationMs, delay: wait, fill: "backwards" });
    animations.add(anim);
  };

  const apply = (action: VisibilityAction, transition: Transition, delayMs: number) =>
    setHidden(root, hiddenAfter(action, root.classList.contains(HIDDEN_CLASS)), transition, delayMs);

  // A link to it was followed before the script ran: it shows (CSS :target), so it starts shown.
  if (root.classList.contains(HIDDEN_CLASS) && root.matches(":target")) journal.cls(root, HIDDEN_CLASS, false);
  // From now on the script alone decides (the :target fallback no longer applies).
  journal.cls(root, "dce-visibility-started", true);
  if (!root.classList.contains(HIDDEN_CLASS)) startInside(root);

  if (events.trigger) {
    const { selector, event } = events.trigger;
    for (const trigger of document.querySelectorAll<HTMLElement>(selector)) {
      if (root.contains(trigger)) continue;
      const buttonOrLink = trigger.matches("button, a[href], [role=button], [role=link], input[type=button], input[type=submit]");
      for (const type of listenedEvents(event, buttonOrLink)) {
        trigger.addEventListener(
          type,
          (e) => {
            if (!eventActivates(event, e as MouseEvent, buttonOrLink)) return;
            if (e.cancelable && (type === "click" || type === "dblclick")) e.preventDefault();
            if (events.hideOthers && ledger.claim(e, trigger, events.hideOthers)) {
              for (const other of document.querySelectorAll<HTMLElement>(events.hideOthers)) {
                if (other !== root && !other.contains(root)) setHidden(other, true, events.transition, events.transitionDelayMs);
              }
            }
            apply(triggerAction(config), events.transition, events.transitionDelayMs);
          },
          { signal: ctx.signal, passive: type === "touchstart" || type === "touchmove" },
        );
      }
    }
  }

  const onLoad = onLoadStep(config);
  if (onLoad) later(onLoad.delayMs, () => apply(onLoad.action, onLoad.transition, 0));

  return () => {
    for (const t of timers) window.clearTimeout(t);
    for (const a of animations) a.cancel();
    for (const stop of started.values()) stop();
    journal.undo();
  };
};

export default start;
