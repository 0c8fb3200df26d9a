import { useEffect, useRef, useState } from "react";
import { BACK_TO_TOP, backToTopVisible, scrollToTopAt } from "#core/frame/scroll-chrome";
import { prefersReducedMotion } from "../header/use-viewport";
import { SITE_HEADER_ID } from "../header/site-header";
import { useWindowScroll } from "../hydration/use-window-scroll";

/**
 * [button] `Back to top` (docs/requirements.md#screens-and-routes, #states-and-transitions and
 * #constants): shown once the page is scrolled more than 200 px, hidden again 3 s after the last scroll
 * (not while it is focused or under the pointer). It scrolls to the top in 600 ms (at once with reduced
 * motion) and moves focus to the header, so keyboard users carry on from the top of the page. A page
 * already scrolled when the script starts shows it at once.
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hovered = useRef(false);
  const animation = useRef<number | null>(null);

  // Hidden 3 s after the last scroll, unless it has the focus or the pointer.
  const rearm = () => {
    if (hideTimer.current !== null) clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      hideTimer.current = null;
      if (!hovered.current && document.activeElement !== button.current) setVisible(false);
    }, BACK_TO_TOP.hideAfterMs);
  };

  useWindowScroll((y) => {
    const show = backToTopVisible(y);
    setVisible(show);
    if (show) rearm();
  });

  useEffect(
    () => () => {
      if (hideTimer.current !== null) clearTimeout(hideTimer.current);
      if (animation.current !== null) cancelAnimationFrame(animation.current);
    },
    [],
  );

  const toTop = () => {
    const header = document.getElementById(SITE_HEADER_ID);
    header?.focus({ preventScroll: true });
    if (animation.current !== null) cancelAnimationFrame(animation.current);
    const from = window.scrollY;
    if (prefersReducedMotion() || from <= 0) {
      window.scrollTo({ top: 0, behavior: "instant" });
      return;
    }
    const started = performance.now();
    const stop = () => {
      if (animation.current !== null) cancelAnimationFrame(animation.current);
      animation.current = null;
      window.removeEventListener("wheel", stop);
      window.removeEventListener("touchstart", stop);
    };
    // The visitor taking over the scrolling ends the animation.
    window.addEventListener("wheel", stop, { passive: true, once: true });
    window.addEventListener("touchstart", stop, { passive: true, once: true });
    const step = (now: number) => {
      const elapsed = now - started;
      window.scrollTo({ top: scrollToTopAt(from, elapsed), behavior: "instant" });
      if (elapsed < BACK_TO_TOP.durationMs) animation.current = requestAnimationFrame(step);
      else stop();
    };
    animation.current = requestAnimationFrame(step);
  };

  return (
    <button
      ref={button}
      type="button"
      className="back-to-top"
      data-visible={visible ? "true" : "false"}
      onClick={toTop}
      onPointerEnter={() => {
        hovered.current = true;
      }}
      onPointerLeave={() => {
        hovered.current = false;
        if (visible) rearm();
      }}
      onBlur={() => {
        if (visible) rearm();
      }}
    >
      <span className="back-to-top__arrow" aria-hidden="true" />
      <span className="back-to-top__text">Back to top</span>
    </button>
  );
}
