import { describe, expect, it } from "vitest";
import { mayMatch, termTrigrams, trigramIndex } from "./trigram-bound";

describe("trigram bound", () => {
  it("takes a term's trigrams as pg_trgm does: lowercased words, two spaces before and one after", () => {
    expect(termTrigrams("Ab c")?.sort()).toEqual(["  a", "  c", " ab", " c ", "ab "].sort());
    expect(termTrigrams("crème")).toBeNull();
  });

  it("keeps a typo that shares most trigrams, and rules out a term sharing few", () => {
    const index = trigramIndex(["Harvest Lane Strawberries fresh fruit", "Gala Apples produce"]);
    expect(mayMatch(index, "strawbery", 0.6)).toEqual([0]);
    expect(mayMatch(index, "term1x2", 0.6)).toEqual([]);
    expect(mayMatch(index, "qqzzyy", 0.6)).toEqual([]);
  });

  it("never rules out a text with other characters than ASCII", () => {
    expect(mayMatch(trigramIndex(["Crème brûlée", "Creme brulee"]), "zz", 0.6)).toEqual([0]);
  });

  it("never rules out a term that is not plain ASCII", () => {
    expect(mayMatch(trigramIndex(["milk"]), "crème", 0.6)).toBeNull();
  });
});
