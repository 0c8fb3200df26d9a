import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decidingRule, explainPick, scheduleReason, targetKind, targetReason, type ExplainableItem } from "./content-explain";
import { pickContent, type Audience } from "./targeting";

const T0 = new Date("2026-11-01T00:00:00Z");
const NOW = new Date("2026-11-20T12:00:00Z");

function item(id: number, over: Partial<ExplainableItem> = {}): ExplainableItem {
  return {
    id,
    title: `Item ${id}`,
    status: "publish",
    storeIds: [],
    storeGroupIds: [],
    userGroupIds: [],
    startsAt: null,
    endsAt: null,
    displayStartsAt: null,
    displayEndsAt: null,
    priority: 10,
    createdAt: T0,
    updatedAt: T0,
    ...over,
  };
}

const keystoneShopper: Audience = { storeId: 1012, storeGroupIds: [3], userGroupIds: [101] };

describe("explainPick", () => {
  it("names the winner and says which rule beat the runner-up: the more specific target", () => {
    const everyone = item(1, { priority: 99 });
    const group = item(2, { storeGroupIds: [3] });
    const r = explainPick([everyone, group], keystoneShopper, NOW, { drafts: false });
    expect(r.winner).toBe(group);
    expect(r.items.map((e) => [e.item.id, e.outcome])).toEqual([
      [2, "shown"],
      [1, "outranked"],
    ]);
    expect(r.summary).toContain("#2");
    expect(r.summary).toContain("more specific target (store group over everyone)");
    expect(r.items[1]!.reason).toBe("#2 wins: more specific target (store group over everyone)");
  });

  it("then priority, then the newer change, then the higher id", () => {
    const low = item(1, { storeGroupIds: [3], priority: 5 });
    const high = item(2, { storeGroupIds: [3], priority: 50 });
    expect(explainPick([low, high], keystoneShopper, NOW, { drafts: false }).summary).toContain("higher priority (50 over 5)");
    const older = item(3, { updatedAt: new Date("2026-11-02T00:00:00Z") });
    const newer = item(4, { updatedAt: new Date("2026-11-03T00:00:00Z") });
    expect(decidingRule(newer, older)).toContain("newer (changed 2026-11-03 00:00 UTC");
    expect(decidingRule(item(6), item(5))).toBe("same kind of target, priority and dates, higher id (#6 over #5)");
    expect(decidingRule(item(7, { createdAt: new Date("2026-11-05T00:00:00Z") }), item(8))).toContain("created later");
  });

  it("says why the others lose: not scheduled at the date, or targeted at someone else", () => {
    const future = item(1, { startsAt: new Date("2026-12-01T00:00:00Z") });
    const ended = item(2, { endsAt: new Date("2026-11-10T00:00:00Z") });
    const otherStore = item(3, { storeIds: [1001] });
    const otherGroup = item(4, { storeGroupIds: [2] });
    const otherUsers = item(5, { userGroupIds: [103] });
    const r = explainPick([future, ended, otherStore, otherGroup, otherUsers], keystoneShopper, NOW, { drafts: false });
    expect(r.winner).toBeNull();
    expect(r.summary).toMatch(/^Nothing is shown/);
    expect(Object.fromEntries(r.items.map((e) => [e.item.id, e.reason]))).toEqual({
      1: "not started: starts 2026-12-01 00:00 UTC",
      2: "ended 2026-11-10 00:00 UTC",
      3: "targets store 1001; the store is 1012",
      4: "targets store group 2; the store is in 3",
      5: "targets user group 103; the visitor holds 101",
    });
  });

  it("a draft competes only in a preview, and the summary says so when it wins", () => {
    const live = item(1);
    const draft = item(2, { status: "draft", storeGroupIds: [3] });
    const visitor = explainPick([live, draft], keystoneShopper, NOW, { drafts: false });
    expect(visitor.winner).toBe(live);
    expect(visitor.items.find((e) => e.item === draft)?.outcome).toBe("draft");
    const preview = explainPick([live, draft], keystoneShopper, NOW, { drafts: true });
    expect(preview.winner).toBe(draft);
    expect(preview.summary).toContain("only the preview shows it");
  });

  it("a scheduled item is shown at a date inside its schedule", () => {
    const scheduled = item(1, { startsAt: new Date("2026-12-01T00:00:00Z"), displayStartsAt: new Date("2026-12-01T00:00:00Z") });
    expect(explainPick([scheduled], keystoneShopper, NOW, { drafts: true }).winner).toBeNull();
    const later = explainPick([scheduled], keystoneShopper, new Date("2026-12-02T00:00:00Z"), { drafts: true });
    expect(later.winner).toBe(scheduled);
    expect(later.summary).toContain("the only scheduled item that targets this audience (everyone)");
  });

  it("always agrees with pickContent, and lists every item once", () => {
    const ids = fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 });
    const arbItem = fc.record({
      storeIds: fc.array(fc.constantFrom(1001, 1012), { maxLength: 1 }),
      storeGroupIds: ids,
      userGroupIds: fc.array(fc.constantFrom(101, 102), { maxLength: 1 }),
      priority: fc.integer({ min: 0, max: 3 }),
      updatedDay: fc.integer({ min: 1, max: 3 }),
      startDay: fc.option(fc.integer({ min: 1, max: 30 })),
      draft: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 8 }), fc.boolean(), (specs, drafts) => {
        const items = specs.map((s, i) =>
          item(i + 1, {
            storeIds: s.storeIds,
            storeGroupIds: s.storeGroupIds,
            userGroupIds: s.userGroupIds,
            priority: s.priority,
            updatedAt: new Date(Date.UTC(2026, 10, s.updatedDay)),
            startsAt: s.startDay === null ? null : new Date(Date.UTC(2026, 10, s.startDay)),
            status: s.draft ? "draft" : "publish",
          }),
        );
        const r = explainPick(items, keystoneShopper, NOW, { drafts });
        const competing = items.filter((i) => drafts || i.status === "publish");
        expect(r.winner).toBe(pickContent(competing, keystoneShopper, NOW));
        expect(r.items).toHaveLength(items.length);
        expect(r.items.filter((e) => e.outcome === "shown")).toHaveLength(r.winner ? 1 : 0);
      }),
    );
  });
});

describe("the words", () => {
  it("targetKind names each kind of target", () => {
    expect(targetKind(item(1))).toBe("everyone");
    expect(targetKind(item(1, { storeIds: [1], userGroupIds: [2] }))).toBe("store + user group");
  });
  it("scheduleReason covers display dates and bad dates", () => {
    expect(scheduleReason(item(1, { displayStartsAt: new Date("2026-12-01T00:00:00Z") }), NOW)).toBe(
      "not displayed yet: display starts 2026-12-01 00:00 UTC",
    );
    expect(scheduleReason(item(1, { displayEndsAt: new Date("2026-11-01T00:00:00Z") }), NOW)).toBe("display ended 2026-11-01 00:00 UTC");
    expect(scheduleReason(item(1), new Date(Number.NaN))).toBe("the date asked for is not a date");
  });
  it("targetReason says when no store is chosen", () => {
    expect(targetReason(item(1, { storeIds: [1001] }), { storeId: null, storeGroupIds: [], userGroupIds: [] })).toBe(
      "targets store 1001; no store is chosen",
    );
    expect(targetReason(item(1, { storeGroupIds: [2] }), { storeId: null, storeGroupIds: [], userGroupIds: [] })).toBe(
      "targets store group 2; no store group applies",
    );
    expect(targetReason(item(1, { userGroupIds: [2] }), { storeId: null, storeGroupIds: [], userGroupIds: [] })).toBe(
      "targets user group 2; the visitor holds none",
    );
  });
});
