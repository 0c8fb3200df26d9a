import type { BehaviourStart } from "../../behaviours/contract";
import { onceInView, seenAtStart } from "../../behaviours/viewport";
import { counterValueAt, formatCounter } from "#core/builder/counter";

const num = (v: unknown, fallback: number) => (typeof v === "number" && Number.isFinite(v) ? v : fallback);

/**
 * Counts up once, from the starting to the final number, the first time the counter comes into
 * view. The page already shows the final number: a counter the visitor sees as this starts, reduced
 * motion and edit mode keep it. While counting, the ticking digits are hidden from assistive
 * technology, which reads the final value instead, and the number keeps its final width so nothing
 * beside it moves.
 */
const start: BehaviourStart = (root, ctx) => {
  const wrapper = root.querySelector<HTMLElement>(".elementor-counter-number-wrapper");
  const number = wrapper?.querySelector<HTMLElement>(".elementor-counter-number");
  if (!wrapper || !number || ctx.editMode || ctx.reducedMotion() || seenAtStart(root)) return;
  const s = ctx.settings;
  const to = num(s.to, 0);
  const from = num(s.from, to);
  const duration = Math.min(Math.max(num(s.duration, 2000), 0), 60_000);
  const format = {
    decimals: Math.min(Math.max(Math.trunc(num(s.decimals, 0)), 0), 10),
    separator: typeof s.separator === "string" ? s.separator.slice(0, 1) : ",",
  };
  if (from === to) return;
  const finalText = number.textContent ?? "";
  let frame = 0;
  let spoken: HTMLElement | null = null;

  const finish = () => {
    cancelAnimationFrame(frame);
    number.textContent = finalText;
    number.style.removeProperty("min-width");
    number.style.removeProperty("display");
    number.style.removeProperty("text-align");
    wrapper.removeAttribute("aria-hidden");
    spoken?.remove();
    spoken = null;
  };

  const stopWatching = onceInView(root, () => {
    number.style.display = "inline-block";
    number.style.minWidth = `${number.getBoundingClientRect().width}px`;
    number.style.textAlign = "end";
    spoken = document.createElement("span");
    spoken.className = "visually-hidden";
    spoken.textContent = wrapper.textContent;
    wrapper.after(spoken);
    wrapper.setAttribute("aria-hidden", "true");
    const t0 = performance.now();
    const tick = (now: number) => {
      const t = duration ? (now - t0) / duration : 1;
      if (t >= 1) return finish();
      number.textContent = formatCounter(counterValueAt(from, to, t), format);
      frame = requestAnimationFrame(tick);
    };
    number.textContent = formatCounter(from, format);
    frame = requestAnimationFrame(tick);
  });

  return () => {
    stopWatching();
    finish();
  };
};

export default start;
