/**
 * Why a content area shows what it shows (Preview as): the same choice as
 * core/content/targeting.ts's pickContent (most specific target, then priority, then newest), with a reason
 * for every candidate. Pure: the preview panel and the admin API explain the same way.
 */
import { compareItems, isLive, matches, pickContent, specificity, type Audience, type TargetedItem } from "./targeting";

export type ContentStatus = "publish" | "draft";

/** A candidate of one slot: the targeting fields, plus what an editor recognises it by. */
export interface ExplainableItem extends TargetedItem {
  title: string;
  status: ContentStatus;
}

/**
 * shown: the winner; outranked: live and matching, beaten by the winner; not-live: outside its
 * schedule at that date; not-matching: targets another store or other groups; draft: a draft, which
 * only a preview shows.
 */
export type Outcome = "shown" | "outranked" | "not-live" | "not-matching" | "draft";

export interface ExplainedItem<T extends ExplainableItem> {
  item: T;
  outcome: Outcome;
  reason: string;
}

export interface SlotExplanation<T extends ExplainableItem> {
  winner: T | null;
  /** The winner first, then the outranked (best first), then the rest in the order given. */
  items: ExplainedItem<T>[];
  summary: string;
}

export interface ExplainOptions {
  /** Whether drafts compete (a preview) or are left out (what visitors get). */
  drafts: boolean;
}

/** The kind of target, in words: "store", "store group + user group", "everyone". */
export function targetKind(item: TargetedItem): string {
  const parts = [
    item.storeIds.length ? "store" : "",
    item.storeGroupIds.length ? "store group" : "",
    item.userGroupIds.length ? "user group" : "",
  ].filter(Boolean);
  return parts.length ? parts.join(" + ") : "everyone";
}

const day = (d: Date) => (Number.isNaN(d.getTime()) ? "an invalid date" : d.toISOString().replace("T", " ").slice(0, 16) + " UTC");

/** Why a live, matching item `a` beats `b`: the first rule of the order that tells them apart. */
export function decidingRule(a: TargetedItem, b: TargetedItem): string {
  const sa = specificity(a);
  const sb = specificity(b);
  if (sa !== sb) return `more specific target (${targetKind(a)} over ${targetKind(b)})`;
  if (a.priority !== b.priority) return `same kind of target (${targetKind(a)}), higher priority (${a.priority} over ${b.priority})`;
  if (a.updatedAt.getTime() !== b.updatedAt.getTime())
    return `same kind of target and priority, newer (changed ${day(a.updatedAt)}, the other ${day(b.updatedAt)})`;
  if (a.createdAt.getTime() !== b.createdAt.getTime()) return `same kind of target, priority and change date, created later`;
  return `same kind of target, priority and dates, higher id (#${a.id} over #${b.id})`;
}

/** Why an item is not scheduled at `now` (the first bound it is outside of). */
export function scheduleReason(item: TargetedItem, now: Date): string {
  const t = now.getTime();
  if (Number.isNaN(t)) return "the date asked for is not a date";
  const bad = (d: Date | null) => d !== null && Number.isNaN(d.getTime());
  if (item.startsAt && (bad(item.startsAt) || t < item.startsAt.getTime())) return `not started: starts ${day(item.startsAt)}`;
  if (item.endsAt && (bad(item.endsAt) || t >= item.endsAt.getTime())) return `ended ${day(item.endsAt)}`;
  if (item.displayStartsAt && (bad(item.displayStartsAt) || t < item.displayStartsAt.getTime()))
    return `not displayed yet: display starts ${day(item.displayStartsAt)}`;
  if (item.displayEndsAt && (bad(item.displayEndsAt) || t >= item.displayEndsAt.getTime()))
    return `display ended ${day(item.displayEndsAt)}`;
  return "scheduled";
}

const list = (ids: readonly number[]) => ids.join(", ");

/** Why an item does not target this audience (the first target list it misses). */
export function targetReason(item: TargetedItem, audience: Audience): string {
  if (item.storeIds.length > 0 && (audience.storeId === null || !item.storeIds.includes(audience.storeId))) {
    return `targets store ${list(item.storeIds)}; ${audience.storeId === null ? "no store is chosen" : `the store is ${audience.storeId}`}`;
  }
  const held = (targets: number[], have: number[]) => targets.length === 0 || targets.some((id) => have.includes(id));
  if (!held(item.storeGroupIds, audience.storeGroupIds)) {
    return `targets store group ${list(item.storeGroupIds)}; ${audience.storeGroupIds.length ? `the store is in ${list(audience.storeGroupIds)}` : "no store group applies"}`;
  }
  return `targets user group ${list(item.userGroupIds)}; ${audience.userGroupIds.length ? `the visitor holds ${list(audience.userGroupIds)}` : "the visitor holds none"}`;
}

/**
 * Explains one slot for an audience at a date. The winner is exactly pickContent's over the items
 * that compete (drafts only with `drafts`), so the explanation can never disagree with the page.
 */
export function explainPick<T extends ExplainableItem>(
  items: readonly T[],
  audience: Audience,
  now: Date,
  opts: ExplainOptions,
): SlotExplanation<T> {
  const competing = items.filter((i) => opts.drafts || i.status !== "draft");
  const winner = pickContent([...competing], audience, now);
  const outranked: ExplainedItem<T>[] = [];
  const rest: ExplainedItem<T>[] = [];
  for (const item of items) {
    if (item === winner) continue;
    if (!opts.drafts && item.status === "draft")
      rest.push({ item, outcome: "draft", reason: "a draft: visitors never see it (Preview as shows it)" });
    else if (!isLive(item, now)) rest.push({ item, outcome: "not-live", reason: scheduleReason(item, now) });
    else if (!matches(item, audience)) rest.push({ item, outcome: "not-matching", reason: targetReason(item, audience) });
    else outranked.push({ item, outcome: "outranked", reason: winner ? `#${winner.id} wins: ${decidingRule(winner, item)}` : "outranked" });
  }
  outranked.sort((a, b) => compareItems(b.item, a.item));
  const shown: ExplainedItem<T>[] = [];
  let summary = "Nothing is shown: no item is scheduled and targeted for this audience.";
  if (winner) {
    const runnerUp = outranked[0]?.item;
    const why = runnerUp
      ? `it beats #${runnerUp.id} by ${decidingRule(winner, runnerUp)}`
      : `it is the only scheduled item that targets this audience (${targetKind(winner)})`;
    const draft = winner.status === "draft" ? " It is a draft: only the preview shows it." : "";
    summary = `#${winner.id} “${winner.title}” is shown: ${why}.${draft}`;
    shown.push({ item: winner, outcome: "shown", reason: `${targetKind(winner)}, priority ${winner.priority}` });
  }
  return { winner, items: [...shown, ...outranked, ...rest], summary };
}
