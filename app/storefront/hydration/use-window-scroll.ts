import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * Calls `onScroll(window.scrollY)` at most once a frame while the window scrolls, and once right
 * after the component mounts: a page the visitor scrolled before the scripts ran is handled from
 * where it is, not only after the next scroll (docs/decisions/0010).
 */
export function useWindowScroll(onScroll: (scrollY: number) => void): void {
  const latest = useRef(onScroll);
  useLayoutEffect(() => {
    latest.current = onScroll;
  });
  useEffect(() => {
    let frame: number | null = null;
    const run = () => {
      frame = null;
      latest.current(window.scrollY);
    };
    const schedule = () => {
      frame ??= requestAnimationFrame(run);
    };
    window.addEventListener("scroll", schedule, { passive: true });
    schedule();
    return () => {
      window.removeEventListener("scroll", schedule);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, []);
}
