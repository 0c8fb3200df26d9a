import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it.each([
    ["Weekly Deals", "weekly-deals"],
    ["  Fresh & Local: Summer '24!  ", "fresh-local-summer-24"],
    ["Crème brûlée café", "creme-brulee-cafe"],
    ["Jalapeño   poppers -- hot", "jalapeno-poppers-hot"],
    ["---", ""],
    ["日本の食品", ""],
    ["", ""],
  ])("%j -> %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("keeps within 100 characters and never ends on a hyphen", () => {
    const slug = slugify(`${"a".repeat(99)} b`);
    expect(slug).toBe("a".repeat(99));
    expect(slugify("word ".repeat(40)).length).toBeLessThanOrEqual(100);
    expect(slugify("word ".repeat(40))).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
  });
});

describe("uniqueSlug", () => {
  const taken =
    (...slugs: string[]) =>
    (s: string) =>
      slugs.includes(s);

  it("keeps a free slug", () => {
    expect(uniqueSlug("weekly-deals", taken())).toBe("weekly-deals");
  });

  it("adds -2, -3... past the taken ones", () => {
    expect(uniqueSlug("weekly-deals", taken("weekly-deals"))).toBe("weekly-deals-2");
    expect(uniqueSlug("weekly-deals", taken("weekly-deals", "weekly-deals-2", "weekly-deals-3"))).toBe("weekly-deals-4");
  });

  it("gives a reserved slug a suffix like a taken one", () => {
    expect(uniqueSlug("shop", (s) => s === "shop")).toBe("shop-2");
  });

  it("shortens a long base so the result is still a valid slug", () => {
    const base = `${"a".repeat(97)}-bc`;
    const slug = uniqueSlug(base, taken(base));
    expect(slug).toBe(`${"a".repeat(97)}-2`);
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(uniqueSlug("a".repeat(100), taken("a".repeat(100)))).toBe(`${"a".repeat(98)}-2`);
  });
});
