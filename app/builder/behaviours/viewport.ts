/**
 * What behaviours that play when an element comes into view share (entrance animation, counter,
 * progress bar): whether the visitor already sees the element as the behaviour starts (then it is
 * left as the page shows it), and a one-time watch for its first entry into the viewport.
 */

/** The visitor has already seen the page: something was painted before this started. */
const painted = () => performance.getEntriesByType("paint").length > 0;

function onScreen(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < window.innerHeight && r.left < window.innerWidth;
}

/** Whether the element is on screen in a page the visitor has already seen. */
export function seenAtStart(el: Element): boolean {
  return painted() && onScreen(el);
}

/** Calls `enter` once, the first time the element intersects the viewport. Returns a stop (safe to call at any time). */
export function onceInView(el: Element, enter: () => void): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    enter();
  });
  observer.observe(el);
  return () => observer.disconnect();
}
