import "./sticky.css";
import type { BehaviourStart } from "../contract";
import { dispatchStickyChange } from "../events";
import { domJournal } from "../dom-journal";
import {
  STICKY_CLASSES,
  STICKY_RESIZE_DEBOUNCE_MS,
  sameStickyConfig,
  stickyState,
  type StickyConfig,
} from "#core/builder/sticky/sticky-config";
import { configFor, SPACER_CLASS, stickyParent } from "./measure";

/** Inline styles the element gets while stuck, put back as they were when it unsticks. */
const STUCK_STYLES = [
  "position",
  "top",
  "bottom",
  "left",
  "width",
  "margin-top",
  "margin-bottom",
  "margin-left",
  "margin-right",
  "box-sizing",
] as const;

/**
 * Sticky (docs/design/builder-behaviour.md#sticky, decision 0013): once the page reaches the element's stick point it
 * is fixed to the top (or bottom) of the viewport at its offset, and an empty placeholder of its
 * size and margins keeps its place, so nothing moves and nothing is duplicated. Classes as in
 * Elementor: `elementor-sticky`, `--active` while stuck, `--effects` once scrolled the effects
 * offset past the stick point. With "stay in column" it does not leave its parent. It starts from
 * the page as the visitor has scrolled it, follows scroll and layout changes frame by frame, and
 * reads its configuration again after a 300 ms debounced resize (a device change), starting over
 * only when that differs.
 */
const start: BehaviourStart = (root, ctx) => {
  const journal = domJournal();
  const saved = new Map<string, string>(STUCK_STYLES.map((p) => [p, root.style.getPropertyValue(p)]));
  let config: StickyConfig | null = null;
  let spacer: HTMLElement | null = null;
  let active = false;
  let frame = 0;
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;

  const unstick = () => {
    if (!spacer) return;
    spacer.remove();
    spacer = null;
    for (const [p, v] of saved) root.style.setProperty(p, v);
  };

  const stick = (c: StickyConfig) => {
    const rect = root.getBoundingClientRect();
    const style = getComputedStyle(root);
    spacer = document.createElement("div");
    spacer.className = SPACER_CLASS;
    spacer.setAttribute("aria-hidden", "true");
    Object.assign(spacer.style, {
      display: style.display === "inline" ? "inline-block" : "block",
      width: `${rect.width}px`,
      height: `${rect.height}px`,
      marginTop: style.marginTop,
      marginBottom: style.marginBottom,
      marginLeft: style.marginLeft,
      marginRight: style.marginRight,
      flex: "0 0 auto",
      alignSelf: style.alignSelf,
      gridArea: style.gridArea,
    });
    root.before(spacer);
    root.style.setProperty("position", "fixed");
    root.style.setProperty("box-sizing", "border-box");
    root.style.setProperty("width", `${rect.width}px`);
    root.style.setProperty("left", `${rect.left}px`);
    root.style.setProperty("margin-top", "0");
    root.style.setProperty("margin-bottom", "0");
    root.style.setProperty("margin-left", "0");
    root.style.setProperty("margin-right", "0");
    root.style.setProperty(c.edge === "top" ? "bottom" : "top", "auto");
  };

  /** Where it goes while stuck: its offset from the edge, kept within its parent with "stay in column". */
  const place = (c: StickyConfig, height: number) => {
    const vh = window.innerHeight;
    let top = c.edge === "top" ? c.offset : vh - c.offset - height;
    const parent = c.stayInParent ? stickyParent(spacer ?? root) : null;
    if (parent) {
      const box = parent.getBoundingClientRect();
      top = Math.max(box.top, Math.min(top, box.bottom - height));
    }
    root.style.setProperty("top", `${top}px`);
  };

  const update = () => {
    frame = 0;
    if (!config) return;
    // Measured where it sits when not stuck: the placeholder while stuck, itself otherwise.
    const natural = (spacer ?? root).getBoundingClientRect();
    const state = stickyState(config, {
      scrollY: window.scrollY,
      viewportHeight: window.innerHeight,
      naturalTop: natural.top + window.scrollY,
      height: natural.height,
    });
    const on = state.active;
    if (on && !spacer) stick(config);
    if (!on && spacer) unstick();
    if (on) place(config, root.getBoundingClientRect().height);
    journal.cls(root, STICKY_CLASSES.active, on);
    journal.cls(root, STICKY_CLASSES.effects, on && state.effects);
    if (on !== active) {
      active = on;
      dispatchStickyChange({ element: root, sticky: on });
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };

  /** A layout change: measured again from its natural place (unstuck for a moment, in the same frame). */
  const relayout = () => {
    cancelAnimationFrame(frame);
    unstick();
    update();
  };
  let relayoutFrame = 0;
  const scheduleRelayout = () => {
    if (!relayoutFrame) relayoutFrame = requestAnimationFrame(() => ((relayoutFrame = 0), relayout()));
  };

  const configure = () => {
    const next = configFor(root, ctx.settings, ctx.device(), ctx.breakpoints);
    if (config !== null && sameStickyConfig(config, next)) return relayout();
    config = next;
    journal.cls(root, STICKY_CLASSES.sticky, config !== null);
    relayout();
    if (!config) {
      journal.cls(root, STICKY_CLASSES.active, false);
      journal.cls(root, STICKY_CLASSES.effects, false);
    }
  };

  configure();
  window.addEventListener("scroll", schedule, { passive: true, signal: ctx.signal });
  window.addEventListener(
    "resize",
    () => {
      scheduleRelayout();
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(configure, STICKY_RESIZE_DEBOUNCE_MS);
    },
    { signal: ctx.signal },
  );
  // The page's height changed (content loaded, another element stuck): its natural place may have moved.
  const observer = new ResizeObserver(() => {
    if (!spacer) schedule();
  });
  observer.observe(document.body);

  return () => {
    observer.disconnect();
    clearTimeout(resizeTimer);
    cancelAnimationFrame(frame);
    cancelAnimationFrame(relayoutFrame);
    const was = active;
    unstick();
    journal.undo();
    if (was) dispatchStickyChange({ element: root, sticky: false });
  };
};

export default start;
