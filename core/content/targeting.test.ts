import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Audience, TargetedItem } from "./targeting";
import { audienceUserGroups, isLive, matches, pickContent, specificity, UNKNOWN_USER_GROUP } from "./targeting";

const T0 = new Date("2025-06-01T12:00:00Z");
const at = (iso: string) => new Date(iso);

function item(over: Partial<TargetedItem> = {}): TargetedItem {
  return {
    id: 1,
    storeIds: [],
    storeGroupIds: [],
    userGroupIds: [],
    startsAt: null,
    endsAt: null,
    displayStartsAt: null,
    displayEndsAt: null,
    priority: 0,
    createdAt: at("2025-01-01T00:00:00Z"),
    updatedAt: at("2025-01-01T00:00:00Z"),
    ...over,
  };
}

const everyone: Audience = { storeId: null, storeGroupIds: [], userGroupIds: [] };
const aud = (over: Partial<Audience> = {}): Audience => ({ ...everyone, ...over });

describe("UNKNOWN_USER_GROUP", () => {
  it("is the spec's unknown user group", () => {
    expect(UNKNOWN_USER_GROUP).toBe(22728263);
  });
});

describe("isLive", () => {
  it("is live with no bounds at all", () => {
    expect(isLive(item(), T0)).toBe(true);
    expect(isLive(item(), new Date(0))).toBe(true);
    expect(isLive(item(), new Date(8.64e15))).toBe(true);
  });

  it("starts inclusively and ends exclusively", () => {
    const i = item({ startsAt: T0, endsAt: at("2025-06-02T12:00:00Z") });
    expect(isLive(i, new Date(T0.getTime() - 1))).toBe(false);
    expect(isLive(i, T0)).toBe(true);
    expect(isLive(i, at("2025-06-02T11:59:59.999Z"))).toBe(true);
    expect(isLive(i, at("2025-06-02T12:00:00Z"))).toBe(false);
  });

  it("applies the display window the same way", () => {
    const i = item({ displayStartsAt: T0, displayEndsAt: at("2025-06-02T12:00:00Z") });
    expect(isLive(i, new Date(T0.getTime() - 1))).toBe(false);
    expect(isLive(i, T0)).toBe(true);
    expect(isLive(i, at("2025-06-02T12:00:00Z"))).toBe(false);
  });

  it("needs both windows", () => {
    const i = item({
      startsAt: at("2025-06-01T00:00:00Z"),
      endsAt: at("2025-06-10T00:00:00Z"),
      displayStartsAt: at("2025-06-05T00:00:00Z"),
      displayEndsAt: at("2025-06-20T00:00:00Z"),
    });
    expect(isLive(i, at("2025-06-02T00:00:00Z"))).toBe(false); // schedule yes, display not yet
    expect(isLive(i, at("2025-06-06T00:00:00Z"))).toBe(true);
    expect(isLive(i, at("2025-06-12T00:00:00Z"))).toBe(false); // display yes, schedule over
  });

  it("treats each null bound as open", () => {
    expect(isLive(item({ startsAt: T0 }), at("2999-01-01T00:00:00Z"))).toBe(true);
    expect(isLive(item({ endsAt: T0 }), at("1970-01-02T00:00:00Z"))).toBe(true);
    expect(isLive(item({ displayStartsAt: T0 }), at("2999-01-01T00:00:00Z"))).toBe(true);
    expect(isLive(item({ displayEndsAt: T0 }), at("1970-01-02T00:00:00Z"))).toBe(true);
  });

  it("is never live in an empty or inverted window", () => {
    expect(isLive(item({ startsAt: T0, endsAt: T0 }), T0)).toBe(false);
    expect(isLive(item({ startsAt: T0, endsAt: new Date(T0.getTime() - 1000) }), T0)).toBe(false);
    expect(isLive(item({ displayStartsAt: T0, displayEndsAt: T0 }), T0)).toBe(false);
  });

  it("is not live for an invalid now or an invalid bound", () => {
    expect(isLive(item(), new Date(NaN))).toBe(false);
    expect(isLive(item({ startsAt: new Date(NaN) }), T0)).toBe(false);
    expect(isLive(item({ endsAt: new Date(NaN) }), T0)).toBe(false);
  });

  it("agrees with the interval definition for random bounds", () => {
    const maybe = fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null });
    fc.assert(
      fc.property(maybe, maybe, maybe, maybe, fc.integer({ min: -10, max: 1010 }), (s, e, ds, de, now) => {
        const d = (v: number | null) => (v === null ? null : new Date(v));
        const i = item({ startsAt: d(s), endsAt: d(e), displayStartsAt: d(ds), displayEndsAt: d(de) });
        const expected = (s === null || now >= s) && (e === null || now < e) && (ds === null || now >= ds) && (de === null || now < de);
        expect(isLive(i, new Date(now))).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("matches", () => {
  it("an untargeted item matches everyone", () => {
    expect(matches(item(), everyone)).toBe(true);
    expect(matches(item(), aud({ storeId: 5, storeGroupIds: [1], userGroupIds: [2] }))).toBe(true);
  });

  it("store targets need the audience's store", () => {
    const i = item({ storeIds: [5, 6] });
    expect(matches(i, aud({ storeId: 5 }))).toBe(true);
    expect(matches(i, aud({ storeId: 6 }))).toBe(true);
    expect(matches(i, aud({ storeId: 7 }))).toBe(false);
    expect(matches(i, aud({ storeId: null }))).toBe(false);
    // store group ids do not stand in for a store id
    expect(matches(i, aud({ storeId: null, storeGroupIds: [5] }))).toBe(false);
  });

  it("store group targets need a shared store group", () => {
    const i = item({ storeGroupIds: [10, 11] });
    expect(matches(i, aud({ storeGroupIds: [11] }))).toBe(true);
    expect(matches(i, aud({ storeGroupIds: [1, 2, 10] }))).toBe(true);
    expect(matches(i, aud({ storeGroupIds: [12] }))).toBe(false);
    expect(matches(i, aud({ storeGroupIds: [] }))).toBe(false);
    expect(matches(i, aud({ storeId: 10 }))).toBe(false);
  });

  it("user group targets need a shared user group", () => {
    const i = item({ userGroupIds: [UNKNOWN_USER_GROUP] });
    expect(matches(i, aud({ userGroupIds: [UNKNOWN_USER_GROUP] }))).toBe(true);
    expect(matches(i, aud({ userGroupIds: [3] }))).toBe(false);
    expect(matches(i, aud({ userGroupIds: [] }))).toBe(false);
  });

  it("every non-empty list must match", () => {
    const i = item({ storeIds: [5], storeGroupIds: [10], userGroupIds: [20] });
    expect(matches(i, aud({ storeId: 5, storeGroupIds: [10], userGroupIds: [20] }))).toBe(true);
    expect(matches(i, aud({ storeId: 6, storeGroupIds: [10], userGroupIds: [20] }))).toBe(false);
    expect(matches(i, aud({ storeId: 5, storeGroupIds: [11], userGroupIds: [20] }))).toBe(false);
    expect(matches(i, aud({ storeId: 5, storeGroupIds: [10], userGroupIds: [21] }))).toBe(false);
  });

  it("agrees with the definition for random targets and audiences", () => {
    const ids = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 4 });
    fc.assert(
      fc.property(ids, ids, ids, fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }), ids, ids, (s, sg, ug, store, asg, aug) => {
        const ok = (t: number[], held: number[]) => t.length === 0 || t.some((x) => held.includes(x));
        const expected = ok(s, store === null ? [] : [store]) && ok(sg, asg) && ok(ug, aug);
        expect(
          matches(item({ storeIds: s, storeGroupIds: sg, userGroupIds: ug }), { storeId: store, storeGroupIds: asg, userGroupIds: aug }),
        ).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("specificity", () => {
  it("weights store 4, store group 2, user group 1", () => {
    expect(specificity(item())).toBe(0);
    expect(specificity(item({ userGroupIds: [1] }))).toBe(1);
    expect(specificity(item({ storeGroupIds: [1] }))).toBe(2);
    expect(specificity(item({ storeGroupIds: [1], userGroupIds: [1] }))).toBe(3);
    expect(specificity(item({ storeIds: [1] }))).toBe(4);
    expect(specificity(item({ storeIds: [1], userGroupIds: [1] }))).toBe(5);
    expect(specificity(item({ storeIds: [1], storeGroupIds: [1] }))).toBe(6);
    expect(specificity(item({ storeIds: [1, 2, 3], storeGroupIds: [1, 2], userGroupIds: [1, 2, 3, 4] }))).toBe(7);
  });
});

describe("pickContent", () => {
  const full = aud({ storeId: 5, storeGroupIds: [10], userGroupIds: [20] });

  it("returns null for no items or nothing matching", () => {
    expect(pickContent([], full, T0)).toBeNull();
    expect(pickContent([item({ storeIds: [6] }), item({ endsAt: T0 })], full, T0)).toBeNull();
  });

  it("returns the only candidate", () => {
    const only = item({ id: 9 });
    expect(pickContent([only], full, T0)).toBe(only);
  });

  it("prefers the more specific target over priority and recency", () => {
    const general = item({ id: 1, priority: 100, updatedAt: at("2025-05-30T00:00:00Z") });
    const userGroup = item({ id: 2, userGroupIds: [20], priority: 50 });
    const storeGroup = item({ id: 3, storeGroupIds: [10], priority: 10 });
    const store = item({ id: 4, storeIds: [5], priority: -5, updatedAt: at("2020-01-01T00:00:00Z") });
    expect(pickContent([general], full, T0)).toBe(general);
    expect(pickContent([general, userGroup], full, T0)).toBe(userGroup);
    expect(pickContent([general, userGroup, storeGroup], full, T0)).toBe(storeGroup);
    expect(pickContent([general, userGroup, storeGroup, store], full, T0)).toBe(store);
    expect(pickContent([store, storeGroup, userGroup, general], full, T0)).toBe(store);
    const storeAndUser = item({ id: 5, storeIds: [5], userGroupIds: [20] });
    expect(pickContent([store, storeAndUser], full, T0)).toBe(storeAndUser);
    const storeGroupAndUser = item({ id: 6, storeGroupIds: [10], userGroupIds: [20], priority: -100 });
    expect(pickContent([storeGroup, storeGroupAndUser], full, T0)).toBe(storeGroupAndUser);
  });

  it("then prefers higher priority", () => {
    const low = item({ id: 1, priority: 1, updatedAt: at("2025-05-31T00:00:00Z") });
    const high = item({ id: 2, priority: 2 });
    const negative = item({ id: 3, priority: -1 });
    expect(pickContent([low, high, negative], full, T0)).toBe(high);
    expect(pickContent([negative, low], full, T0)).toBe(low);
  });

  it("then prefers the newest update, then creation, then the higher id", () => {
    const older = item({ id: 9, updatedAt: at("2025-05-01T00:00:00Z"), createdAt: at("2025-05-01T00:00:00Z") });
    const newer = item({ id: 1, updatedAt: at("2025-05-02T00:00:00Z"), createdAt: at("2024-01-01T00:00:00Z") });
    expect(pickContent([older, newer], full, T0)).toBe(newer);
    expect(pickContent([newer, older], full, T0)).toBe(newer);

    const sameUpdA = item({ id: 9, updatedAt: at("2025-05-02T00:00:00Z"), createdAt: at("2025-01-01T00:00:00Z") });
    const sameUpdB = item({ id: 1, updatedAt: at("2025-05-02T00:00:00Z"), createdAt: at("2025-02-01T00:00:00Z") });
    expect(pickContent([sameUpdA, sameUpdB], full, T0)).toBe(sameUpdB);
    expect(pickContent([sameUpdB, sameUpdA], full, T0)).toBe(sameUpdB);

    const twinLow = item({ id: 3 });
    const twinHigh = item({ id: 4 });
    expect(pickContent([twinLow, twinHigh], full, T0)).toBe(twinHigh);
    expect(pickContent([twinHigh, twinLow], full, T0)).toBe(twinHigh);
  });

  it("skips items that are not live even when they would win", () => {
    const expired = item({ id: 1, storeIds: [5], endsAt: T0 });
    const future = item({ id: 2, storeIds: [5], displayStartsAt: new Date(T0.getTime() + 1) });
    const fallback = item({ id: 3 });
    expect(pickContent([expired, future, fallback], full, T0)).toBe(fallback);
  });

  it("skips items targeted elsewhere even when they would win", () => {
    const otherStore = item({ id: 1, storeIds: [6], priority: 99 });
    const otherGroup = item({ id: 2, userGroupIds: [21], priority: 99 });
    const fallback = item({ id: 3 });
    expect(pickContent([otherStore, otherGroup, fallback], full, T0)).toBe(fallback);
  });

  it("serves the anonymous visitor's unknown-group content", () => {
    const anon = aud({
      storeId: 5,
      userGroupIds: audienceUserGroups({ loggedIn: false, sessionGroups: [], requested: null, groupTargeting: true }),
    });
    const forUnknown = item({ id: 1, userGroupIds: [UNKNOWN_USER_GROUP] });
    const forMembers = item({ id: 2, userGroupIds: [20] });
    const general = item({ id: 3 });
    expect(pickContent([general, forMembers, forUnknown], anon, T0)).toBe(forUnknown);
    const anonNoTargeting = aud({
      storeId: 5,
      userGroupIds: audienceUserGroups({ loggedIn: false, sessionGroups: [], requested: null, groupTargeting: false }),
    });
    expect(pickContent([general, forMembers, forUnknown], anonNoTargeting, T0)).toBe(general);
  });

  it("does not depend on the order of the items and picks a maximum", () => {
    const arbItem = fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      storeIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
      storeGroupIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
      userGroupIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
      startsAt: fc.option(
        fc.integer({ min: 0, max: 20 }).map((n) => new Date(n)),
        { nil: null },
      ),
      endsAt: fc.option(
        fc.integer({ min: 0, max: 20 }).map((n) => new Date(n)),
        { nil: null },
      ),
      displayStartsAt: fc.constant(null),
      displayEndsAt: fc.constant(null),
      priority: fc.integer({ min: -2, max: 2 }),
      createdAt: fc.integer({ min: 0, max: 3 }).map((n) => new Date(n)),
      updatedAt: fc.integer({ min: 0, max: 3 }).map((n) => new Date(n)),
    });
    const arbAudience = fc.record({
      storeId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      storeGroupIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
      userGroupIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(arbItem, { selector: (i) => i.id, maxLength: 8 }),
        arbAudience,
        fc.integer({ min: 0, max: 20 }),
        (items, audience, nowMs) => {
          const now = new Date(nowMs);
          const picked = pickContent(items, audience, now);
          const reversed = pickContent([...items].reverse(), audience, now);
          expect(reversed).toBe(picked);
          const candidates = items.filter((i) => isLive(i, now) && matches(i, audience));
          if (candidates.length === 0) {
            expect(picked).toBeNull();
            return;
          }
          expect(picked).not.toBeNull();
          const p = picked as TargetedItem;
          expect(candidates).toContain(p);
          const key = (i: TargetedItem) => [specificity(i), i.priority, i.updatedAt.getTime(), i.createdAt.getTime(), i.id];
          for (const c of candidates) {
            const a = key(p);
            const b = key(c);
            const firstDiff = a.findIndex((v, k) => v !== b[k]);
            if (firstDiff !== -1) expect(a[firstDiff]).toBeGreaterThan(b[firstDiff] as number);
          }
        },
      ),
      { numRuns: 1500 },
    );
  });

  it("keeps the caller's item type", () => {
    const withHtml = { ...item({ id: 7 }), html: "<p>hi</p>", slug: "home" };
    const picked = pickContent([withHtml], full, T0);
    expect(picked?.html).toBe("<p>hi</p>");
  });
});

describe("audienceUserGroups", () => {
  it("gives an anonymous visitor the unknown group only with group targeting on", () => {
    expect(audienceUserGroups({ loggedIn: false, sessionGroups: [], requested: null, groupTargeting: true })).toEqual([UNKNOWN_USER_GROUP]);
    expect(audienceUserGroups({ loggedIn: false, sessionGroups: [], requested: null, groupTargeting: false })).toEqual([]);
  });

  it("ignores session groups for an anonymous visitor", () => {
    expect(audienceUserGroups({ loggedIn: false, sessionGroups: [1, 2], requested: null, groupTargeting: true })).toEqual([
      UNKNOWN_USER_GROUP,
    ]);
    expect(audienceUserGroups({ loggedIn: false, sessionGroups: [1, 2], requested: [1, 2], groupTargeting: true })).toEqual([]);
    expect(audienceUserGroups({ loggedIn: false, sessionGroups: [1, 2], requested: [1], groupTargeting: false })).toEqual([]);
  });

  it("lets an anonymous visitor request the unknown group only when it holds it", () => {
    expect(audienceUserGroups({ loggedIn: false, sessionGroups: [], requested: [UNKNOWN_USER_GROUP, 5], groupTargeting: true })).toEqual([
      UNKNOWN_USER_GROUP,
    ]);
    expect(audienceUserGroups({ loggedIn: false, sessionGroups: [], requested: [UNKNOWN_USER_GROUP], groupTargeting: false })).toEqual([]);
  });

  it("gives a logged-in shopper the session's groups", () => {
    expect(audienceUserGroups({ loggedIn: true, sessionGroups: [3, 1, 2], requested: null, groupTargeting: true })).toEqual([3, 1, 2]);
    expect(audienceUserGroups({ loggedIn: true, sessionGroups: [3, 1, 2], requested: null, groupTargeting: false })).toEqual([3, 1, 2]);
    expect(audienceUserGroups({ loggedIn: true, sessionGroups: [], requested: null, groupTargeting: true })).toEqual([]);
    expect(audienceUserGroups({ loggedIn: true, sessionGroups: [2, 2, 1], requested: null, groupTargeting: true })).toEqual([2, 1]);
  });

  it("does not give a logged-in shopper the unknown group", () => {
    expect(audienceUserGroups({ loggedIn: true, sessionGroups: [1], requested: [UNKNOWN_USER_GROUP, 1], groupTargeting: true })).toEqual([
      1,
    ]);
  });

  it("intersects requested groups with the held ones, in requested order, deduplicated", () => {
    expect(audienceUserGroups({ loggedIn: true, sessionGroups: [1, 2, 3], requested: [3, 9, 1, 3, 1], groupTargeting: true })).toEqual([
      3, 1,
    ]);
    expect(audienceUserGroups({ loggedIn: true, sessionGroups: [1, 2, 3], requested: [], groupTargeting: true })).toEqual([]);
    expect(audienceUserGroups({ loggedIn: true, sessionGroups: [1, 2, 3], requested: [7, 8], groupTargeting: true })).toEqual([]);
    expect(audienceUserGroups({ loggedIn: true, sessionGroups: [], requested: [1], groupTargeting: true })).toEqual([]);
  });

  it("never returns a group the visitor does not hold", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 6 }),
        fc.option(fc.array(fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constant(UNKNOWN_USER_GROUP)), { maxLength: 8 }), { nil: null }),
        fc.boolean(),
        (loggedIn, sessionGroups, requested, groupTargeting) => {
          const out = audienceUserGroups({ loggedIn, sessionGroups, requested, groupTargeting });
          const own = loggedIn ? sessionGroups : groupTargeting ? [UNKNOWN_USER_GROUP] : [];
          for (const g of out) expect(own).toContain(g);
          expect(new Set(out).size).toBe(out.length);
          if (requested === null) {
            expect(out).toEqual([...new Set(own)]);
          } else {
            for (const g of out) expect(requested).toContain(g);
            expect(out).toEqual([...new Set(requested.filter((g) => own.includes(g)))]);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("does not mutate its inputs", () => {
    const sessionGroups = [2, 1, 2];
    const requested = [1, 2, 1];
    audienceUserGroups({ loggedIn: true, sessionGroups, requested, groupTargeting: true });
    expect(sessionGroups).toEqual([2, 1, 2]);
    expect(requested).toEqual([1, 2, 1]);
  });
});
