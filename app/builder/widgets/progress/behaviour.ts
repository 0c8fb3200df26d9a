import type { BehaviourStart } from "../../behaviours/contract";
import { onceInView, seenAtStart } from "../../behaviours/viewport";

/**
 * Fills the bar from empty the first time it comes into view. The page already shows it full: a
 * bar the visitor sees as this starts, reduced motion and edit mode keep it so; a bar still below
 * is emptied at once (no transition) and fills when it arrives.
 */
const start: BehaviourStart = (root, ctx) => {
  const bar = root.querySelector<HTMLElement>(".elementor-progress-bar");
  if (!bar || ctx.editMode || ctx.reducedMotion() || seenAtStart(root)) return;
  const full = bar.style.width;
  bar.style.transition = "none";
  bar.style.width = "0";
  void bar.offsetWidth;
  bar.style.removeProperty("transition");
  const stop = onceInView(root, () => {
    bar.style.width = full;
  });
  return () => {
    stop();
    bar.style.width = full;
    bar.style.removeProperty("transition");
  };
};

export default start;
