/**
 * How a running carousel behaves (docs/requirements.md#states-and-transitions and #constants,
 * docs/design/ui-contract.md, the APG carousel pattern): the names assistive technology reads, which
 * way the arrow keys move (mirrored right to left), when autoplay runs, and which slides lazy loading
 * fetches.
 */
import type { CarouselConfig } from "./carousel-config";

export const CAROUSEL_TEXT = {
  /** The region's name when the carousel has none of its own. */
  region: "Carousel",
  roleDescription: "carousel",
  slideRoleDescription: "slide",
  previous: "Previous slide",
  next: "Next slide",
  stop: "Stop automatic slide show",
  start: "Start automatic slide show",
} as const;

/** A slide's name: "2 of 5". */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/** A dot's name: "Go to slide 2". */
export function dotLabel(index: number): string {
  return `Go to slide ${index + 1}`;
}

/** The autoplay control's name: it says what pressing it does. */
export function autoplayToggleLabel(playing: boolean): string {
  return playing ? CAROUSEL_TEXT.stop : CAROUSEL_TEXT.start;
}

export type TextDirection = "ltr" | "rtl";

/**
 * Which way a key moves the carousel: -1 to the previous slide, +1 to the next, 0 for any other key.
 * ArrowLeft goes back and ArrowRight forward, the other way round in a right-to-left layout.
 */
export function slideStep(key: string, dir: TextDirection): -1 | 0 | 1 {
  const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const back = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  return key === forward ? 1 : key === back ? -1 : 0;
}

/** What the page knows about the visitor and the carousel at a moment. */
export interface AutoplayState {
  /** prefers-reduced-motion: reduce. */
  reducedMotion: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus has entered the carousel: autoplay stops and does not restart by itself. */
  focusEntered: boolean;
  /** The visitor moved the carousel (arrows, dots, keys, swipe). */
  interacted: boolean;
  /** The visitor pressed Stop and has not pressed Start since. */
  stopped: boolean;
  /** The visitor pressed Start: it overrides focus and interaction, not reduced motion or hover. */
  startedByVisitor: boolean;
}

/**
 * Whether autoplay advances now. Never with fewer than 2 slides, without autoplay, under reduced
 * motion (unless the visitor pressed Start), once stopped; not while hovered with pause-on-hover;
 * not after focus entered or, with pause-on-interaction, after the visitor moved it, until the
 * visitor presses Start.
 */
export function autoplayRuns(config: Pick<CarouselConfig, "runs" | "autoplay">, state: AutoplayState): boolean {
  const autoplay = config.autoplay;
  if (!config.runs || autoplay === null || state.stopped) return false;
  if (state.hovered && autoplay.pauseOnHover) return false;
  if (state.startedByVisitor) return true;
  if (state.reducedMotion || state.focusEntered) return false;
  return !(state.interacted && autoplay.pauseOnInteraction);
}

/**
 * The slides lazy loading fetches: the visible ones (from `first`, `perView` of them, a partly
 * visible one included) and `neighbours` more on each side, wrapping round in a looping carousel.
 * Sorted, each once.
 */
export function lazySlides(first: number, perView: number, count: number, loop: boolean, neighbours: number): number[] {
  if (!Number.isInteger(count) || count <= 0) return [];
  const visible = Math.max(1, Math.ceil(Number.isFinite(perView) ? perView : 1));
  const extra = Math.max(0, Math.floor(Number.isFinite(neighbours) ? neighbours : 0));
  const from = (Number.isInteger(first) ? first : 0) - extra;
  const wanted = new Set<number>();
  for (let i = from; i < from + visible + 2 * extra && wanted.size < count; i++) {
    if (loop) wanted.add(((i % count) + count) % count);
    else if (i >= 0 && i < count) wanted.add(i);
  }
  return [...wanted].sort((a, b) => a - b);
}
