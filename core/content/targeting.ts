/**
 * Content targeting (docs/design/targeting.md): which banner, slider, CTA, personalized content or home page
 * a visitor sees in a slot. Pure: the server and the browser resolve the same way.
 */

/** The user group an anonymous visitor holds when group targeting is on (docs/requirements.md#roles). */
export const UNKNOWN_USER_GROUP = 22728263;

/** The targeting-relevant part of a content item. Empty target lists mean "everyone". */
export interface TargetedItem {
  id: number;
  storeIds: number[];
  storeGroupIds: number[];
  userGroupIds: number[];
  startsAt: Date | null;
  endsAt: Date | null;
  displayStartsAt: Date | null;
  displayEndsAt: Date | null;
  priority: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Who is looking. `storeGroupIds` should be the selected store's groups when a store is known (the
 * server derives them), or the groups the caller sent when it only has groups.
 */
export interface Audience {
  storeId: number | null;
  storeGroupIds: number[];
  userGroupIds: number[];
}

function afterOrAt(now: number, bound: Date | null): boolean {
  return bound === null || now >= bound.getTime();
}

function before(now: number, bound: Date | null): boolean {
  return bound === null || now < bound.getTime();
}

/**
 * Whether the item is scheduled now: now in [startsAt, endsAt) and in [displayStartsAt, displayEndsAt).
 * A null bound is open. An invalid date as a bound never matches (the item is not live).
 */
export function isLive(item: TargetedItem, now: Date): boolean {
  const t = now.getTime();
  if (Number.isNaN(t)) return false;
  return afterOrAt(t, item.startsAt) && before(t, item.endsAt) && afterOrAt(t, item.displayStartsAt) && before(t, item.displayEndsAt);
}

function intersects(targets: readonly number[], held: readonly number[]): boolean {
  if (targets.length === 0) return true;
  if (held.length === 0) return false;
  const set = new Set(held);
  return targets.some((id) => set.has(id));
}

/** Every non-empty target list must meet the audience; an empty list targets everyone. */
export function matches(item: TargetedItem, audience: Audience): boolean {
  if (item.storeIds.length > 0 && (audience.storeId === null || !item.storeIds.includes(audience.storeId))) {
    return false;
  }
  return intersects(item.storeGroupIds, audience.storeGroupIds) && intersects(item.userGroupIds, audience.userGroupIds);
}

/** 4 for a store target, 2 for a store-group target, 1 for a user-group target, summed. */
export function specificity(item: TargetedItem): number {
  return (item.storeIds.length > 0 ? 4 : 0) + (item.storeGroupIds.length > 0 ? 2 : 0) + (item.userGroupIds.length > 0 ? 1 : 0);
}

function time(d: Date): number {
  const t = d.getTime();
  return Number.isNaN(t) ? -Infinity : t;
}

/** Positive when `a` beats `b` (the order pickContent uses; core/content/content-explain.ts says why). */
export function compareItems(a: TargetedItem, b: TargetedItem): number {
  return (
    specificity(a) - specificity(b) ||
    Math.sign(a.priority - b.priority) ||
    Math.sign(time(a.updatedAt) - time(b.updatedAt)) ||
    Math.sign(time(a.createdAt) - time(b.createdAt)) ||
    Math.sign(a.id - b.id)
  );
}

/**
 * The best live item for the audience: most specific target, then highest priority, then newest
 * (updatedAt, then createdAt, then the higher id). Null when nothing is live and matching.
 */
export function pickContent<T extends TargetedItem>(items: T[], audience: Audience, now: Date): T | null {
  let best: T | null = null;
  for (const item of items) {
    if (!isLive(item, now) || !matches(item, audience)) continue;
    if (best === null || compareItems(item, best) > 0) best = item;
  }
  return best;
}

function dedupe(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/**
 * The user groups the server trusts for targeting. A visitor's own groups are the session's groups
 * when logged in; an anonymous visitor holds only UNKNOWN_USER_GROUP, and only with group targeting
 * on. `requested` (from the client) is null when not sent: then the own groups are used; otherwise
 * the result is the requested groups the visitor holds, deduplicated, in requested order.
 */
export function audienceUserGroups(opts: {
  loggedIn: boolean;
  sessionGroups: number[];
  requested: number[] | null;
  groupTargeting: boolean;
}): number[] {
  const own = opts.loggedIn ? dedupe(opts.sessionGroups) : opts.groupTargeting ? [UNKNOWN_USER_GROUP] : [];
  if (opts.requested === null) return own;
  const held = new Set(own);
  return dedupe(opts.requested.filter((id) => held.has(id)));
}
