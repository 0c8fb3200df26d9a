import { describe, expect, it } from "vitest";
import { parseTermList } from "./term-list";
import { MAX_FILTER_TERMS } from "./post-query";

describe("parseTermList", () => {
  it("reads , and ~ as any of the terms (OR)", () => {
    expect(parseTermList("dinner,lunch")).toEqual({ terms: ["dinner", "lunch"], join: "OR" });
    expect(parseTermList("dinner~lunch")).toEqual({ terms: ["dinner", "lunch"], join: "OR" });
    expect(parseTermList("dinner,lunch~snacks")).toEqual({ terms: ["dinner", "lunch", "snacks"], join: "OR" });
  });

  it("reads + (which a query string delivers as a space) as all of the terms (AND)", () => {
    expect(parseTermList("vegan+gluten-free")).toEqual({ terms: ["vegan", "gluten-free"], join: "AND" });
    expect(parseTermList("vegan gluten-free")).toEqual({ terms: ["vegan", "gluten-free"], join: "AND" });
  });

  it("takes one term, drops repeats and surrounding space, and reads an empty value as no filter", () => {
    expect(parseTermList("pasta")).toEqual({ terms: ["pasta"], join: "OR" });
    expect(parseTermList(" pasta,pasta ")).toEqual({ terms: ["pasta"], join: "OR" });
    expect(parseTermList("")).toEqual({ terms: [], join: "OR" });
    expect(parseTermList("   ")).toEqual({ terms: [], join: "OR" });
  });

  it("refuses NOT (!), a mix of AND and OR, empty terms, and what is not a slug", () => {
    for (const bad of [
      "!vegan",
      "vegan!gluten-free",
      "dinner,lunch+snacks",
      "dinner~lunch snacks",
      "dinner,,lunch",
      "dinner,",
      "Dinner",
      "din ner,x",
      "dinner;lunch",
      "<b>",
      "-dinner",
      "dinner-",
    ]) {
      expect(parseTermList(bad), bad).toHaveProperty("reason");
    }
  });

  it(`refuses more than ${MAX_FILTER_TERMS} terms`, () => {
    const many = Array.from({ length: MAX_FILTER_TERMS + 1 }, (_, i) => `t${i}`);
    expect(parseTermList(many.join(","))).toHaveProperty("reason");
    expect(parseTermList(many.slice(1).join(","))).toMatchObject({ join: "OR" });
  });
});
