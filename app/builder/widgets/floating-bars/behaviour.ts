import type { BehaviourStart } from "../../behaviours/contract";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const html = document.documentElement;

/** The first focusable element after `el` in the page that can take focus now; else the main landmark. */
function nextFocusable(el: Element): HTMLElement | null {
  for (const candidate of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (
      el.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !el.contains(candidate) &&
      candidate.getClientRects().length
    )
      return candidate;
  }
  return document.querySelector<HTMLElement>("main");
}

/**
 * Floating bar: its close button (shown here, as it needs a script) hides the bar and moves focus to
 * what follows it; nothing is remembered. A sticky bar at the top stays in the page's flow until its
 * place scrolls under the site's sticky header, then sticks just below that header with its place
 * kept (nothing moves); a sticky bar at the bottom is fixed by CSS and gets room below the page.
 */
const start: BehaviourStart = (root, ctx) => {
  const bar = root.querySelector<HTMLElement>(".e-floating-bars");
  if (!bar) return;
  const close = bar.querySelector<HTMLButtonElement>(".e-floating-bars__close-button");
  const sticky = bar.classList.contains("is-sticky");
  const bottom = bar.classList.contains("has-vertical-position-bottom");
  let frame = 0;

  const place = () => {
    frame = 0;
    if (bar.classList.contains("is-hidden")) return unstick();
    const headerBottom = parseFloat(getComputedStyle(html).getPropertyValue("--sticky-header-height")) || 0;
    const stuck = bar.classList.contains("is-stuck");
    if (!stuck && root.getBoundingClientRect().top < headerBottom) {
      root.style.minHeight = `${bar.offsetHeight}px`;
      bar.classList.add("is-stuck");
    } else if (stuck && root.getBoundingClientRect().top >= headerBottom) unstick();
  };
  const unstick = () => {
    bar.classList.remove("is-stuck");
    root.style.removeProperty("min-height");
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(place);
  };
  // The room the bar takes where it sticks: below the page for a bottom bar; under the site header for
  // a top bar, known before it first sticks, so an anchor link followed from above it lands clear of it.
  const roomProperty = bottom ? "--e-floating-bars-bottom-height" : "--e-floating-bars-stuck-height";
  const room = new ResizeObserver(() =>
    html.style.setProperty(roomProperty, bar.classList.contains("is-hidden") ? "0px" : `${bar.offsetHeight}px`),
  );

  if (sticky) room.observe(bar);
  if (sticky && !bottom) {
    place();
    window.addEventListener("scroll", schedule, { passive: true, signal: ctx.signal });
    window.addEventListener("resize", schedule, { signal: ctx.signal });
  }

  if (close) {
    close.hidden = false;
    close.addEventListener(
      "click",
      () => {
        const next = nextFocusable(bar);
        bar.classList.add("is-hidden");
        unstick();
        if (sticky && bottom) html.style.setProperty("--e-floating-bars-bottom-height", "0px");
        next?.focus();
      },
      { signal: ctx.signal },
    );
  }

  return () => {
    cancelAnimationFrame(frame);
    room.disconnect();
    unstick();
    html.style.removeProperty(roomProperty);
    bar.classList.remove("is-hidden");
    if (close) close.hidden = true;
  };
};

export default start;
