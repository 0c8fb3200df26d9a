import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NONCE_TICK_MS, nonceMessage, nonceTick, ticksToAccept } from "./nonce";

const H = 60 * 60 * 1000;

describe("NONCE_TICK_MS", () => {
  it("is 12 hours", () => {
    expect(NONCE_TICK_MS).toBe(43_200_000);
  });
});

describe("nonceTick", () => {
  it("is floor(now / 12h)", () => {
    expect(nonceTick(0)).toBe(0);
    expect(nonceTick(12 * H - 1)).toBe(0);
    expect(nonceTick(12 * H)).toBe(1);
    expect(nonceTick(24 * H + 5)).toBe(2);
    expect(nonceTick(-1)).toBe(-1);
    const now = Date.UTC(2025, 5, 1, 13, 0, 0);
    expect(nonceTick(now)).toBe(Math.floor(now / (12 * H)));
  });

  it("changes exactly at tick boundaries", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), (now) => {
        const t = nonceTick(now);
        expect(Number.isInteger(t)).toBe(true);
        expect(t * NONCE_TICK_MS).toBeLessThanOrEqual(now);
        expect((t + 1) * NONCE_TICK_MS).toBeGreaterThan(now);
        expect(nonceTick(now + NONCE_TICK_MS)).toBe(t + 1);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("ticksToAccept", () => {
  it("is the current then the previous tick", () => {
    expect(ticksToAccept(0)).toEqual([0, -1]);
    expect(ticksToAccept(12 * H)).toEqual([1, 0]);
    expect(ticksToAccept(30 * H)).toEqual([2, 1]);
  });

  it("accepts a nonce for at least 12 and less than 24 hours", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 36 * H }), (issuedAt, age) => {
        const accepted = ticksToAccept(issuedAt + age).includes(nonceTick(issuedAt));
        if (age <= 12 * H) expect(accepted).toBe(true);
        if (age >= 24 * H) expect(accepted).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("nonceMessage", () => {
  it("encodes the three parts", () => {
    expect(nonceMessage("sess", "wp_rest", 5)).toBe('["sess","wp_rest",5]');
    expect(JSON.parse(nonceMessage('a"b', "c,d", -1))).toEqual(['a"b', "c,d", -1]);
  });

  it("is unambiguous", () => {
    expect(nonceMessage("a|b", "c", 1)).not.toBe(nonceMessage("a", "b|c", 1));
    expect(nonceMessage("a,b", "c", 1)).not.toBe(nonceMessage("a", "b,c", 1));
    expect(nonceMessage("a", "b", 1)).not.toBe(nonceMessage("a", "b", 2));
    expect(nonceMessage("", "ab", 1)).not.toBe(nonceMessage("a", "b", 1));
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer(), fc.string(), fc.string(), fc.integer(), (s1, a1, t1, s2, a2, t2) => {
        const same = s1 === s2 && a1 === a2 && t1 === t2;
        expect(nonceMessage(s1, a1, t1) === nonceMessage(s2, a2, t2)).toBe(same);
      }),
      { numRuns: 2000 },
    );
  });
});
