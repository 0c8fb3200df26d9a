import { describe, it, expect } from "vitest";
import { freeSlug, slugify } from "./slugify";
import { SLUG_PATTERN } from "../schemas/documents";

describe("slugify", () => {
  it("makes lowercase words joined by hyphens, accents dropped", () => {
    expect(slugify("Crème Brûlée, the Easy Way!")).toBe("creme-brulee-the-easy-way");
    expect(slugify("  Mac & Cheese  ")).toBe("mac-and-cheese");
    expect(slugify("!!!")).toBe("");
  });
  it("stays within the length and the slug pattern", () => {
    const s = slugify("a ".repeat(80) + "b".repeat(50), 100);
    expect(s.length).toBeLessThanOrEqual(100);
    expect(s).toMatch(SLUG_PATTERN);
  });
  it("finds the first free suffix", () => {
    const taken = new Set(["soup", "soup-2"]);
    expect(freeSlug("soup", (c) => taken.has(c))).toBe("soup-3");
    expect(freeSlug("stew", (c) => taken.has(c))).toBe("stew");
  });
});
