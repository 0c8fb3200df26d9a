import { describe, expect, it } from "vitest";
import { DIFF_VALUE_MAX, fieldDiff } from "./field-diff";

describe("fieldDiff", () => {
  it("lists only the fields whose values changed, before and after", () => {
    const diff = fieldDiff({ id: 3, name: "Old", city: "Dayton", tags: [1] }, { id: 3, name: "New", city: "Dayton", tags: [1, 2] });
    expect(diff).toEqual({
      changes: [
        { field: "name", before: "Old", after: "New" },
        { field: "tags", before: "[1]", after: "[1,2]" },
      ],
      more: 0,
    });
  });

  it("a created target shows every field with nothing before; a deleted one, nothing after", () => {
    expect(fieldDiff(null, { a: 1, b: "x" }).changes).toEqual([
      { field: "a", before: null, after: "1" },
      { field: "b", before: null, after: "x" },
    ]);
    expect(fieldDiff({ a: 1 }, null).changes).toEqual([{ field: "a", before: "1", after: null }]);
  });

  it("keeps long values short and counts the fields past the limit", () => {
    const long = "x".repeat(500);
    const diff = fieldDiff({}, Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`f${i}`, long])), 12);
    expect(diff.changes).toHaveLength(12);
    expect(diff.more).toBe(3);
    expect(diff.changes[0]!.after).toHaveLength(DIFF_VALUE_MAX);
    expect(diff.changes[0]!.after!.endsWith("…")).toBe(true);
  });

  it("a value that is not an object is one field", () => {
    expect(fieldDiff("a", "b").changes).toEqual([{ field: "value", before: "a", after: "b" }]);
  });
});
