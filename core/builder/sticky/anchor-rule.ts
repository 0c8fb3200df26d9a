/**
 * Anchor links (docs/requirements.md#screens-and-routes and #validation): a link whose hash holds a
 * simple id scrolls to that element of the page, which gets a scroll margin so it is not hidden behind
 * sticky elements; any other hash is left to the browser.
 */

/** The spec's simple id: a letter or underscore, then letters, digits, underscores or hyphens. */
const SIMPLE_ID = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** The id a hash (`#id`, or the bare id) names, when it is a simple id; otherwise null. */
export function anchorId(hash: unknown): string | null {
  if (typeof hash !== "string") return null;
  const id = hash.startsWith("#") ? hash.slice(1) : hash;
  return SIMPLE_ID.test(id) ? id : null;
}

function parse(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/**
 * The id of the element a link targets on the page at `pageUrl`: the link must lead to this very
 * document (same origin, path and query, as the browser decides when it only scrolls) and its hash
 * must be a simple id. Null otherwise, the link then left alone.
 */
export function samePageAnchor(href: unknown, pageUrl: string): string | null {
  if (typeof href !== "string") return null;
  const page = parse(pageUrl);
  const link = page ? parse(href.trim(), page.href) : null;
  if (!page || !link) return null;
  if (link.protocol !== "http:" && link.protocol !== "https:") return null;
  if (link.origin !== page.origin || link.pathname !== page.pathname || link.search !== page.search) return null;
  return anchorId(link.hash);
}

/** A sticky element on the current device, as measured when it is not stuck. */
export interface StickyBox {
  edge: "top" | "bottom";
  /** Where its natural (unstuck) top is, in page coordinates. */
  top: number;
  height: number;
  /** `sticky_offset`: its distance from the viewport's edge once stuck. */
  offset: number;
  /** `sticky_anchor_link_offset`: the room its designer asked for above an anchor below it. */
  anchorLinkOffset: number;
  /** With "stay in column": where its parent ends, in page coordinates; it does not stick past that. */
  parentBottom?: number;
}

const size = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/**
 * The scroll-margin-top for an anchor target whose top is at `targetTop` (page coordinates): room
 * for every top sticky element that will be stuck once the page is scrolled to the target, that is
 * each one placed above the target whose parent (for "stay in column") does not end before it.
 * Stuck elements stack by their offsets, so the room needed is the lowest of their bottom edges
 * (offset + height), or the designer's anchor offset when that is larger; never their sum, which
 * would count the elements above a stacked one twice.
 */
export function anchorScrollMarginTop(targetTop: number, stickies: readonly StickyBox[]): number {
  let margin = 0;
  for (const s of stickies) {
    if (s.edge !== "top" || !(s.top < targetTop)) continue;
    if (s.parentBottom !== undefined && !(targetTop < s.parentBottom)) continue;
    margin = Math.max(margin, size(s.offset) + size(s.height), size(s.anchorLinkOffset));
  }
  return margin;
}

/**
 * The custom property on the document that holds what covers the top of the page once it is scrolled
 * down: the site's header stuck in its compact form, and what sticks under it. It is the page's
 * scroll-padding-top, so anchor targets and focused elements are scrolled clear of it.
 */
export const ANCHOR_ROOM_PROPERTY = "--anchor-room";

/**
 * The scroll-margin-top that gives an anchor target `room` px in all with the page's own room added:
 * the two add up, so the margin is what `room` needs beyond the page's room, never less than none. It
 * is written against the property, not its value today, so it stays right when that room changes
 * (the site header measured late, or shrinking once it sticks).
 */
export function scrollMarginBeyondRoom(room: number): string {
  const px = Number.isFinite(room) && room > 0 ? Math.round(room * 100) / 100 : 0;
  return `max(0px, calc(${px}px - var(${ANCHOR_ROOM_PROPERTY}, 0px)))`;
}

/**
 * Whether an anchor target opened with the page (the address's hash) still stands where the browser
 * put it, `top` px from the viewport's top: at the top, or within the room the page kept for what
 * covers it. Anywhere else the visitor has scrolled since, and the page is left where it is.
 */
export function standsWhereTheBrowserPutIt(top: number, room: number): boolean {
  return top > -2 && top < Math.max(0, room) + 2;
}
