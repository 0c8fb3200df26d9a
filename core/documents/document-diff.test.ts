import { describe, expect, it } from "vitest";
import { diffDocuments, settingsDiff, type DiffableDocument } from "./document-diff";

const heading = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  elType: "widget",
  widgetType: "heading",
  settings: { title, ...extra },
  elements: [],
});
const box = (id: string, elements: unknown[]) => ({ id, elType: "container", settings: {}, elements });
const doc = (over: Partial<DiffableDocument> = {}): DiffableDocument => ({
  type: "page",
  title: "Fresh deals",
  slug: "fresh-deals",
  status: "publish",
  settings: { hide_title: "yes" },
  elements: [box("c1", [heading("h1", "Hello"), heading("h2", "World")])],
  ...over,
});

describe("diffDocuments", () => {
  it("finds nothing between equal documents, whatever the order of their keys", () => {
    const a = doc({ settings: { a: 1, b: { x: 1, y: 2 } } });
    const b = doc({ settings: { b: { y: 2, x: 1 }, a: 1 } });
    const d = diffDocuments(a, b);
    expect(d.same).toBe(true);
    expect(d.fields).toEqual([]);
  });

  it("names changed fields with both values", () => {
    const d = diffDocuments(doc(), doc({ title: "Weekly deals", status: "draft" }));
    expect(d.fields).toEqual([
      { field: "title", from: "Fresh deals", to: "Weekly deals" },
      { field: "status", from: "publish", to: "draft" },
    ]);
    expect(d.same).toBe(false);
  });

  it("lists document settings keys added, removed and changed", () => {
    const d = diffDocuments(doc({ settings: { a: 1, b: 2, c: [1] } }), doc({ settings: { b: 3, c: [1], d: "x" } }));
    expect(d.settings).toEqual({ added: ["d"], removed: ["a"], changed: ["b"] });
  });

  it("finds elements added, removed and changed anywhere in the tree", () => {
    const before = doc();
    const after = doc({ elements: [box("c1", [heading("h1", "Hello again", { size: "xl" }), box("c2", [heading("h3", "New")])])] });
    const d = diffDocuments(before, after);
    expect(d.elements.added.map((e) => e.id)).toEqual(["c2", "h3"]);
    expect(d.elements.removed).toEqual([{ id: "h2", label: "widget heading", keys: [], moved: false }]);
    expect(d.elements.changed).toEqual([{ id: "h1", label: "widget heading", keys: ["size", "title"], moved: false }]);
  });

  it("says when an element moved without other change", () => {
    const d = diffDocuments(doc(), doc({ elements: [box("c1", [heading("h2", "World"), heading("h1", "Hello")])] }));
    expect(d.elements.changed.map((e) => [e.id, e.moved, e.keys])).toEqual([
      ["h2", true, []],
      ["h1", true, []],
    ]);
  });

  it("reads malformed trees without throwing", () => {
    const d = diffDocuments(
      doc({ elements: [null, 3, { elType: "widget" }] as unknown[] }),
      doc({ elements: "x" as unknown as unknown[] }),
    );
    expect(d.elements.removed).toHaveLength(1);
    expect(d.elements.added).toEqual([]);
  });
});

describe("settingsDiff", () => {
  it("compares nested values by content", () => {
    expect(settingsDiff({ a: { b: [1, 2] } }, { a: { b: [1, 2] } })).toEqual({ added: [], removed: [], changed: [] });
    expect(settingsDiff({ a: { b: [1, 2] } }, { a: { b: [2, 1] } }).changed).toEqual(["a"]);
  });
});
