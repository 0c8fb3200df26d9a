import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_REPEATER_ITEMS, repeater } from "./repeater";

const items = repeater(z.object({ title: z.string().catch("Untitled") }), [{ title: "One" }, {}]);

describe("repeater settings", () => {
  it("uses the widget's default items when the list is missing or unreadable", () => {
    expect(items.parse(undefined)).toEqual([{ title: "One" }, { title: "Untitled" }]);
    expect(items.parse({ 0: { title: "x" } })).toEqual([{ title: "One" }, { title: "Untitled" }]);
  });
  it("keeps an empty list empty, leaves out entries that are not objects, defaults each field", () => {
    expect(items.parse([])).toEqual([]);
    expect(items.parse([null, "x", [], { title: 3 }, { title: "Deli", _id: "abc" }])).toEqual([{ title: "Untitled" }, { title: "Deli" }]);
  });
  it("renders at most the limit", () => {
    expect(items.parse(Array.from({ length: MAX_REPEATER_ITEMS + 5 }, () => ({ title: "t" })))).toHaveLength(MAX_REPEATER_ITEMS);
  });
});
