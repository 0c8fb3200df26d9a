import { useEffect, useRef, useState, type RefObject } from "react";
import { isSticky, stickyThreshold } from "../../../core/scroll-chrome";

/**
 * The sticky header (spec sections 2, 4 and 9): once the page is scrolled past the banners above
 * the header plus its top part (both measured), the header sticks to the top and shrinks. The
 * slot it leaves keeps the full header's height, so nothing below moves. The compact header's
 * height becomes `--sticky-header-height` on <html>, which keeps focused elements and anchor
 * targets from hiding under it (scroll-padding-top).
 */
export function useStickyHeader(slot: RefObject<HTMLElement | null>, header: RefObject<HTMLElement | null>, top: RefObject<HTMLElement | null>): { sticky: boolean; reserved: number | null } {
  const [sticky, setSticky] = useState(false);
  const [reserved, setReserved] = useState<number | null>(null);
  const full = useRef({ header: 0, top: 0 });
  const stuck = useRef(false);

  useEffect(() => {
    const slotEl = slot.current;
    const headerEl = header.current;
    const topEl = top.current;
    if (!slotEl || !headerEl || !topEl) return;
    let frame: number | null = null;

    const update = () => {
      frame = null;
      const headerTop = slotEl.getBoundingClientRect().top + window.scrollY;
      const next = isSticky(window.scrollY, stickyThreshold(headerTop, full.current.top));
      if (next === stuck.current) return;
      if (next) setReserved(full.current.header);
      stuck.current = next;
      setSticky(next);
    };
    const schedule = () => {
      frame ??= requestAnimationFrame(update);
    };
    // Heights are measured while the header is in its full (not stuck) form. The observer's first
    // report also places the header for a page scrolled before the script ran (it comes after
    // layout, so it measures before the first update).
    const observer = new ResizeObserver(() => {
      if (!stuck.current) {
        full.current = { header: headerEl.getBoundingClientRect().height, top: topEl.getBoundingClientRect().height };
      } else {
        document.documentElement.style.setProperty("--sticky-header-height", `${headerEl.getBoundingClientRect().height}px`);
      }
      schedule();
    });
    observer.observe(headerEl);
    observer.observe(topEl);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [slot, header, top]);

  useEffect(() => {
    if (!sticky) document.documentElement.style.removeProperty("--sticky-header-height");
  }, [sticky]);

  return { sticky, reserved: sticky ? reserved : null };
}
