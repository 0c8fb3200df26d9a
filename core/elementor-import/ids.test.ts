import { describe, expect, it } from "vitest";
import { freshIds, isElementId, randomElementId } from "./ids";

describe("element ids", () => {
  it("are 7-8 lowercase letters or digits", () => {
    for (const ok of ["a1b2c3d", "1234567", "abcdefgh", "0f3e9a21"]) expect(isElementId(ok), ok).toBe(true);
    for (const bad of [
      "",
      "abc",
      "a1b2c3",
      "abcdefghi",
      "4A1B2C3D",
      "undefined-c39d0f9",
      "a1b2 3d",
      "a1b2c3d\n",
      1234567,
      null,
      undefined,
      {},
      ["a1b2c3d"],
    ]) {
      expect(isElementId(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("are made random in Elementor's form: seven lowercase hex digits", () => {
    const made = new Set(Array.from({ length: 200 }, randomElementId));
    for (const id of made) expect(id).toMatch(/^[0-9a-f]{7}$/);
    expect(made.size).toBeGreaterThan(190);
  });

  it("fresh ones skip taken and invalid candidates and never repeat", () => {
    const proposals = ["a000001", "BAD", "a000002", "a000002", "a000003"];
    const next = freshIds(new Set(["a000001"]), () => proposals.shift()!);
    expect(next()).toBe("a000002");
    expect(next()).toBe("a000003");
  });

  it("give up rather than loop forever when no candidate is free", () => {
    const next = freshIds(new Set(["a000001"]), () => "a000001");
    expect(() => next()).toThrow(/No fresh element id/);
  });
});
