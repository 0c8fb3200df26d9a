import "./animations.css";
import type { BehaviourStart } from "../contract";
import { ENTRANCE_ANIMATIONS } from "./names";
import { onceInView, seenAtStart } from "../viewport";

const DURATION_CLASS: Record<string, string> = { slow: "animated-slow", fast: "animated-fast" };

function delayOf(value: unknown): number {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? Math.min(Math.max(n, 0), 60_000) : 0;
}

/**
 * Entrance animation (docs/design/builder-behaviour.md#entrance-animations): hidden until it first
 * enters the viewport, then, after the delay, `animated <name>` (and the duration class), and no longer
 * observed. Nothing is hidden before this runs (no JavaScript, a failed chunk: the element simply
 * shows), under reduced motion, for `none` or a name we have no keyframes for, or for an element the
 * visitor already sees on screen when it starts.
 */
const start: BehaviourStart = (root, ctx) => {
  const name = ctx.setting("_animation") ?? ctx.setting("animation");
  if (typeof name !== "string" || !ENTRANCE_ANIMATIONS.has(name) || ctx.editMode || ctx.reducedMotion()) return;
  if (seenAtStart(root)) return;
  const delay = delayOf(ctx.settings._animation_delay ?? ctx.settings.animation_delay);
  const classes = [
    "animated",
    name,
    ...(DURATION_CLASS[String(ctx.settings.animation_duration)] ? [DURATION_CLASS[String(ctx.settings.animation_duration)]!] : []),
  ];
  let timer: ReturnType<typeof setTimeout> | undefined;
  root.classList.add("elementor-invisible");
  const stop = onceInView(root, () => {
    timer = setTimeout(() => {
      root.classList.remove("elementor-invisible");
      root.classList.add(...classes);
    }, delay);
  });
  return () => {
    stop();
    clearTimeout(timer);
    root.classList.remove("elementor-invisible", ...classes);
  };
};

export default start;
