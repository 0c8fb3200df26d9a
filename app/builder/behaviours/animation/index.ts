import "./animations.css";
import type { BehaviourStart } from "../contract";
import { ENTRANCE_ANIMATIONS } from "./names";

const DURATION_CLASS: Record<string, string> = { slow: "animated-slow", fast: "animated-fast" };

/** The visitor has already seen the page: something was painted before this started. */
const painted = () => performance.getEntriesByType("paint").length > 0;

function onScreen(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < window.innerHeight && r.left < window.innerWidth;
}

function delayOf(value: unknown): number {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? Math.min(Math.max(n, 0), 60_000) : 0;
}

/**
 * Entrance animation (elementor-behaviour.md 2.3): hidden until it first enters the viewport, then,
 * after the delay, `animated <name>` (and the duration class), and no longer observed. Nothing is
 * hidden before this runs (no JavaScript, a failed chunk: the element simply shows), under reduced
 * motion, for `none` or a name we have no keyframes for, or for an element the visitor already sees
 * on screen when it starts.
 */
const start: BehaviourStart = (root, ctx) => {
  const name = ctx.setting("_animation") ?? ctx.setting("animation");
  if (typeof name !== "string" || !ENTRANCE_ANIMATIONS.has(name) || ctx.editMode || ctx.reducedMotion()) return;
  if (painted() && onScreen(root)) return;
  const delay = delayOf(ctx.settings._animation_delay ?? ctx.settings.animation_delay);
  const classes = ["animated", name, ...(DURATION_CLASS[String(ctx.settings.animation_duration)] ? [DURATION_CLASS[String(ctx.settings.animation_duration)]!] : [])];
  let timer: ReturnType<typeof setTimeout> | undefined;
  root.classList.add("elementor-invisible");
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    timer = setTimeout(() => {
      root.classList.remove("elementor-invisible");
      root.classList.add(...classes);
    }, delay);
  });
  observer.observe(root);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    root.classList.remove("elementor-invisible", ...classes);
  };
};

export default start;
