import type { BehaviourStart } from "../contract";
import { STICKY_CHANGE } from "../events";

/**
 * Stretch: the element spans the viewport's width (without its scrollbar), its left edge on the
 * viewport's. The server's CSS (builder.css) already places it so for a centred parent; this only
 * corrects what CSS cannot know (a classic scrollbar, an off-centre parent), and does so again on
 * resize, when the scrollbar comes or goes, and when a sticky element sticks or unsticks
 * (STICKY_CHANGE). Stopping it (the setting changed, the page left) puts the element back.
 */
const start: BehaviourStart = (root, ctx) => {
  let frame = 0;
  const place = () => {
    frame = 0;
    root.style.removeProperty("width");
    root.style.removeProperty("margin-left");
    const viewport = document.documentElement.clientWidth;
    const rect = root.getBoundingClientRect();
    if (Math.abs(rect.left) < 0.5 && Math.abs(rect.width - viewport) < 0.5) return;
    const marginLeft = parseFloat(getComputedStyle(root).marginLeft) || 0;
    root.style.width = `${viewport}px`;
    root.style.marginLeft = `${marginLeft - rect.left}px`;
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(place);
  };
  place();
  window.addEventListener("resize", schedule, { signal: ctx.signal });
  window.addEventListener(STICKY_CHANGE, schedule, { signal: ctx.signal });
  const observer = new ResizeObserver(schedule);
  observer.observe(document.documentElement);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    root.style.removeProperty("width");
    root.style.removeProperty("margin-left");
  };
};

export default start;
