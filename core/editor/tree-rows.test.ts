import { describe, expect, it } from "vitest";
import type { ElementNode } from "#core/documents/document-types";
import { visibleRows } from "./tree-rows";
import { isNewDocumentKind, newDraft } from "./new-draft";
import { SLUG_PATTERN } from "#core/schemas/documents";

const widget = (id: string): ElementNode => ({ id, elType: "widget", widgetType: "heading", settings: {}, elements: [] });
const box = (id: string, children: ElementNode[] = []): ElementNode => ({ id, elType: "container", settings: {}, elements: children });
const tree = [widget("h1"), box("c1", [widget("x1"), box("c2", [widget("y1")])]), box("c3")];

describe("the Structure tree's rows", () => {
  it("lists every element in reading order with its level, place among its siblings and parent", () => {
    const rows = visibleRows(tree, new Set());
    expect(rows.map((r) => [r.element.id, r.level, r.posinset, r.setsize, r.parentId])).toEqual([
      ["h1", 1, 1, 3, null],
      ["c1", 1, 2, 3, null],
      ["x1", 2, 1, 2, "c1"],
      ["c2", 2, 2, 2, "c1"],
      ["y1", 3, 1, 1, "c2"],
      ["c3", 1, 3, 3, null],
    ]);
    expect(rows.filter((r) => r.branch).map((r) => r.element.id)).toEqual(["c1", "c2", "c3"]);
  });
  it("leaves out what a collapsed container holds, and says it is collapsed", () => {
    const rows = visibleRows(tree, new Set(["c1"]));
    expect(rows.map((r) => r.element.id)).toEqual(["h1", "c1", "c3"]);
    expect(rows[1]!.expanded).toBe(false);
    expect(rows[0]!.expanded).toBe(false);
  });
});

describe("a new draft", () => {
  it("of each kind has its type, a title saying so and a valid slug no one typed", () => {
    expect(newDraft("page")).toMatchObject({ type: "page", title: "Untitled page", status: "draft", elements: [] });
    expect(newDraft("popup").type).toBe("popup");
    expect(newDraft("template").type).toBe("section");
    const slug = newDraft("page", () => 0.5).slug;
    expect(slug).toBe("page-draft-ssssssss");
    expect(slug).toMatch(SLUG_PATTERN);
  });
  it("only for the kinds the buttons name", () => {
    expect(["page", "popup", "template"].every(isNewDocumentKind)).toBe(true);
    expect(isNewDocumentKind("header")).toBe(false);
    expect(isNewDocumentKind(null)).toBe(false);
  });
});

describe("nested widgets in the Structure tree", () => {
  it("shows the elements a nested widget holds (a tab's content)", () => {
    const tab = { id: "tab0001", elType: "container" as const, settings: {}, elements: [] };
    const tabs = { id: "tabs001", elType: "widget" as const, widgetType: "nested-tabs", settings: {}, elements: [tab] };
    const rows = visibleRows([tabs], new Set());
    expect(rows.map((r) => r.element.id)).toEqual(["tabs001", "tab0001"]);
    expect(rows[0]!.branch).toBe(true);
    expect(visibleRows([tabs], new Set(["tabs001"]))).toHaveLength(1);
  });
});
