import { useEffect, useRef, useState, type RefObject } from "react";
import { isSticky, stickyThreshold } from "#core/frame/scroll-chrome";
import { anchorId, standsWhereTheBrowserPutIt } from "#core/builder/sticky/anchor-rule";

/** The compact header's height, from the start: the page's room for it (header.css). */
const STUCK_HEIGHT = "--site-header-stuck-height";
/** The compact header's height while it is stuck: floating bars stick under it. */
const STICKY_HEIGHT = "--sticky-header-height";

/**
 * The header's height once stuck (compact), measured in place while it is not stuck yet: its stuck
 * form for one layout, undone before anything is painted. Its slot keeps its height meanwhile, so
 * nothing below moves (no scroll anchoring, no layout shift).
 */
function stuckHeight(slot: HTMLElement, header: HTMLElement): number {
  const minHeight = slot.style.minHeight;
  slot.style.minHeight = `${slot.getBoundingClientRect().height}px`;
  header.classList.add("is-sticky");
  const height = header.getBoundingClientRect().height;
  header.classList.remove("is-sticky");
  slot.style.minHeight = minHeight;
  return height;
}

/**
 * A page opened at an anchor (`#deals-today`) before the header's room was known has its target at
 * the top, where the header now sticks over it: it is scrolled clear, unless the visitor has scrolled
 * since.
 */
function clearInitialAnchor(room: number): void {
  const id = anchorId(window.location.hash);
  const target = id ? document.getElementById(id) : null;
  if (target && standsWhereTheBrowserPutIt(target.getBoundingClientRect().top, room)) target.scrollIntoView({ block: "start" });
}

/**
 * The sticky header (docs/requirements.md#screens-and-routes, #states-and-transitions and #constants):
 * once the page is scrolled past the banners above the header plus its top part (both measured), the
 * header sticks to the top and shrinks. The slot it leaves keeps the full header's height, so nothing
 * below moves. The compact header's height is `--site-header-stuck-height` on <html> from the start
 * (measured before it first sticks, and followed while it is stuck), which keeps anchor targets and
 * focused elements from hiding under it once the page has scrolled to them (scroll-padding-top); while
 * stuck it is also `--sticky-header-height`.
 */
export function useStickyHeader(
  slot: RefObject<HTMLElement | null>,
  header: RefObject<HTMLElement | null>,
  top: RefObject<HTMLElement | null>,
): { sticky: boolean; reserved: number | null } {
  const [sticky, setSticky] = useState(false);
  const [reserved, setReserved] = useState<number | null>(null);
  const full = useRef({ header: 0, top: 0 });
  const stuck = useRef(false);

  useEffect(() => {
    const slotEl = slot.current;
    const headerEl = header.current;
    const topEl = top.current;
    if (!slotEl || !headerEl || !topEl) return;
    const html = document.documentElement;
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
    // Heights are measured while the header is in its full (not stuck) form, its compact height in
    // either form. Measured at once (the page's room is there before the visitor can follow a link)
    // and again whenever either part changes size.
    const measure = (): number => {
      let compact: number;
      if (!stuck.current) {
        full.current = { header: headerEl.getBoundingClientRect().height, top: topEl.getBoundingClientRect().height };
        compact = stuckHeight(slotEl, headerEl);
      } else {
        compact = headerEl.getBoundingClientRect().height;
        html.style.setProperty(STICKY_HEIGHT, `${compact}px`);
      }
      html.style.setProperty(STUCK_HEIGHT, `${compact}px`);
      return compact;
    };
    clearInitialAnchor(measure());
    // The first update also places the header for a page scrolled before the script ran.
    schedule();
    const observer = new ResizeObserver(() => {
      measure();
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
      html.style.removeProperty(STUCK_HEIGHT);
    };
  }, [slot, header, top]);

  useEffect(() => {
    if (!sticky) document.documentElement.style.removeProperty(STICKY_HEIGHT);
  }, [sticky]);

  return { sticky, reserved: sticky ? reserved : null };
}
