import { describe, expect, it } from "vitest";
import { isSearchableTerm, SEARCH_TERM_MAX_LENGTH, searchTerm } from "./search-term";

describe("searchTerm", () => {
  it("trims a term and keeps a short one as typed", () => {
    expect(searchTerm("  oat milk ")).toBe("oat milk");
    expect(searchTerm("")).toBe("");
  });

  it("cuts a term to SEARCH_TERM_MAX_LENGTH characters", () => {
    expect(SEARCH_TERM_MAX_LENGTH).toBe(100);
    expect(searchTerm("a".repeat(15_000))).toBe("a".repeat(SEARCH_TERM_MAX_LENGTH));
    expect(searchTerm("b".repeat(SEARCH_TERM_MAX_LENGTH))).toBe("b".repeat(SEARCH_TERM_MAX_LENGTH));
  });

  it("never leaves half of a character at the cut", () => {
    const cut = searchTerm("🍑".repeat(150));
    expect(Array.from(cut)).toHaveLength(SEARCH_TERM_MAX_LENGTH);
    expect(isSearchableTerm(cut)).toBe(true);
    expect(searchTerm("x".repeat(99) + "🍑🍑")).toBe("x".repeat(99) + "🍑");
  });
});

describe("isSearchableTerm", () => {
  it("refuses what the database cannot take, and an empty term", () => {
    expect(isSearchableTerm("peaches")).toBe(true);
    expect(isSearchableTerm("")).toBe(false);
    expect(isSearchableTerm("\u0000")).toBe(false);
    expect(isSearchableTerm("%\u0000")).toBe(false);
    expect(isSearchableTerm("lone \ud800")).toBe(false);
  });
});
