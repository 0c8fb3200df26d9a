import type { BehaviourContext, BehaviourStart } from "../contract";
import {
  anchorId,
  anchorScrollMarginTop,
  samePageAnchor,
  scrollMarginBeyondRoom,
  standsWhereTheBrowserPutIt,
  type StickyBox,
} from "#core/builder/sticky/anchor-rule";
import { configFor, stickyBox } from "../sticky/measure";

/** The top sticky elements the page's anchors must clear, as started (one per element carrying this behaviour). */
const elements = new Map<HTMLElement, BehaviourContext>();
let stop: (() => void) | null = null;

function boxes(): StickyBox[] {
  const out: StickyBox[] = [];
  for (const [el, ctx] of elements) {
    const box = el.isConnected ? stickyBox(el, configFor(el, ctx.settings, ctx.device(), ctx.breakpoints)) : null;
    if (box) out.push(box);
  }
  return out;
}

/** Gives the target the scroll margin that clears every top sticky element stuck once it is scrolled to. */
function prepare(target: HTMLElement, touched: Map<HTMLElement, string>): void {
  const top = target.getBoundingClientRect().top + window.scrollY;
  if (!touched.has(target)) touched.set(target, target.style.scrollMarginTop);
  // The site's own sticky header (and a bar stuck under it) keeps its room as the page's
  // scroll-padding-top; stuck elements cover it (they sit above it), so the target needs only what
  // they cover beyond that room, which follows the room as it changes.
  target.style.scrollMarginTop = scrollMarginBeyondRoom(anchorScrollMarginTop(top, boxes()));
}

const scrollPadding = () => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

const targetOf = (id: string | null) => (id ? document.getElementById(id) : null);

/**
 * Anchor links (docs/requirements.md#screens-and-routes and #validation, decision 0013): a link to a
 * simple id on this very page gets its target a scroll margin as it is followed (the browser then
 * scrolls, with its own smoothness settings and focus handling), and so does the hash the page was
 * opened with, whose target is scrolled to again with that margin if the page still stands where the
 * browser put it. Any other hash, or a link the page already handles, is left alone.
 */
function install(): () => void {
  const controller = new AbortController();
  const touched = new Map<HTMLElement, string>();
  document.addEventListener(
    "click",
    (event) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const link = event.target.closest("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      const target = targetOf(samePageAnchor(link.href, location.href));
      if (target) prepare(target, touched);
    },
    { signal: controller.signal },
  );
  window.addEventListener(
    "hashchange",
    () => {
      const target = targetOf(anchorId(location.hash));
      if (target) {
        prepare(target, touched);
        target.scrollIntoView({ block: "start" });
      }
    },
    { signal: controller.signal },
  );
  // Once every element of the page carrying this behaviour has started (they start one after another).
  queueMicrotask(() => {
    const initial = controller.signal.aborted ? null : targetOf(anchorId(location.hash));
    if (!initial) return;
    // The browser put the target at the top, below the site header's room if that was known then.
    const whereTheBrowserPutIt = standsWhereTheBrowserPutIt(initial.getBoundingClientRect().top, scrollPadding());
    prepare(initial, touched);
    if (whereTheBrowserPutIt) initial.scrollIntoView({ block: "start" });
  });
  return () => {
    controller.abort();
    for (const [el, margin] of touched) el.style.scrollMarginTop = margin;
  };
}

const start: BehaviourStart = (root, ctx) => {
  elements.set(root, ctx);
  stop ??= install();
  return () => {
    elements.delete(root);
    if (elements.size === 0 && stop) {
      stop();
      stop = null;
    }
  };
};

export default start;
