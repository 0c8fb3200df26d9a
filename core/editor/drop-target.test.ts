import { describe, expect, it } from "vitest";
import type { ElementNode } from "#core/documents/document-types";
import {
  accepts,
  canInsertAt,
  canMoveTo,
  dropPhrase,
  dropPosition,
  dropTarget,
  insertElement,
  keyboardTarget,
  moveElement,
  type KeyboardMove,
} from "./drop-target";
import { collectIds } from "./editor-model";
import { editorReducer, initialEditorState } from "./editor-model";

const widget = (id: string): ElementNode => ({ id, elType: "widget", widgetType: "heading", settings: {}, elements: [] });
const box = (id: string, children: ElementNode[] = []): ElementNode => ({ id, elType: "container", settings: {}, elements: children });
const tabs = (id: string, children: ElementNode[]): ElementNode => ({
  id,
  elType: "widget",
  widgetType: "nested-tabs",
  settings: {},
  elements: children,
});
const section = (id: string, children: ElementNode[]): ElementNode => ({ id, elType: "section", settings: {}, elements: children });
const column = (id: string, children: ElementNode[] = []): ElementNode => ({ id, elType: "column", settings: {}, elements: children });
/** The tree's shape as ids: `a`, `c[x,y]`. */
const shape = (els: ElementNode[]): string =>
  els.map((e) => (e.elements.length || e.elType !== "widget" ? `${e.id}[${shape(e.elements)}]` : e.id)).join(",");
const tree = [widget("h1"), box("c1", [widget("x1"), box("c2", [widget("y1")])]), box("c3"), tabs("t1", [box("p1"), box("p2")])];

describe("where the pointer is over an element", () => {
  it("is before or after a widget by its halves", () => {
    expect(dropPosition(100, 40, 110, false)).toBe("before");
    expect(dropPosition(100, 40, 125, false)).toBe("after");
  });
  it("is before, inside or after a container by its quarters", () => {
    expect(dropPosition(0, 100, 10, true)).toBe("before");
    expect(dropPosition(0, 100, 50, true)).toBe("inside");
    expect(dropPosition(0, 100, 90, true)).toBe("after");
    expect(dropPosition(0, 0, 0, true)).toBe("inside");
  });
});

describe("the place a drop means", () => {
  it("is among the target's siblings before or after it, or at the end of a container", () => {
    expect(dropTarget(tree, "x1", "before")).toEqual({ parentId: "c1", index: 0 });
    expect(dropTarget(tree, "c2", "after")).toEqual({ parentId: "c1", index: 2 });
    expect(dropTarget(tree, "c1", "inside")).toEqual({ parentId: "c1", index: 2 });
    expect(dropTarget(tree, "h1", "before")).toEqual({ parentId: null, index: 0 });
    expect(dropTarget(tree, null, "inside")).toEqual({ parentId: null, index: 4 });
    expect(dropTarget(tree, "gone", "after")).toBeNull();
  });
  it("is said in the announcement", () => {
    expect(dropPhrase("inside", "Container")).toBe("into Container");
    expect(dropPhrase("before", "Heading: Fresh deals")).toBe("before Heading: Fresh deals");
    expect(dropPhrase("after", null)).toBe("at the end of the page");
  });
});

describe("moving by drag and drop", () => {
  it("moves into another container, before and after siblings, counting places in the list as it was", () => {
    expect(shape(moveElement(tree, "h1", { parentId: "c3", index: 0 })!)).toBe("c1[x1,c2[y1]],c3[h1],t1[p1[],p2[]]");
    expect(shape(moveElement(tree, "h1", { parentId: null, index: 2 })!)).toBe("c1[x1,c2[y1]],h1,c3[],t1[p1[],p2[]]");
    expect(shape(moveElement(tree, "c3", { parentId: null, index: 0 })!)).toBe("c3[],h1,c1[x1,c2[y1]],t1[p1[],p2[]]");
    expect(shape(moveElement(tree, "y1", { parentId: "c1", index: 0 })!)).toBe("h1,c1[y1,x1,c2[]],c3[],t1[p1[],p2[]]");
  });
  it("does nothing for a drop on its own place, into itself or into its own descendant", () => {
    expect(moveElement(tree, "h1", { parentId: null, index: 0 })).toBeNull();
    expect(moveElement(tree, "h1", { parentId: null, index: 1 })).toBeNull();
    expect(moveElement(tree, "c1", { parentId: "c1", index: 0 })).toBeNull();
    expect(moveElement(tree, "c1", { parentId: "c2", index: 0 })).toBeNull();
    expect(canMoveTo(tree, "c1", { parentId: "c2", index: 1 })).toBe(false);
    expect(canMoveTo(tree, "c1", { parentId: "c1", index: 2 })).toBe(false);
    expect(canMoveTo(tree, "gone", { parentId: null, index: 0 })).toBe(false);
  });
  it("puts nothing into a widget, but reorders a nested widget's own items", () => {
    expect(canMoveTo(tree, "h1", { parentId: "t1", index: 0 })).toBe(false);
    expect(canMoveTo(tree, "x1", { parentId: "h1", index: 0 })).toBe(false);
    expect(canMoveTo(tree, "p2", { parentId: "t1", index: 0 })).toBe(true);
    expect(canMoveTo(tree, "h1", { parentId: "p1", index: 0 })).toBe(true);
  });
  it("keeps columns in sections and sections free of anything else", () => {
    const old = [section("s1", [column("k1", [widget("w1")]), column("k2")]), box("c9")];
    expect(canMoveTo(old, "k2", { parentId: "s1", index: 0 })).toBe(true);
    expect(canMoveTo(old, "k2", { parentId: "c9", index: 0 })).toBe(false);
    expect(canMoveTo(old, "w1", { parentId: "s1", index: 0 })).toBe(false);
    expect(canMoveTo(old, "w1", { parentId: "k2", index: 0 })).toBe(true);
    expect(accepts(null, column("k3"))).toBe(false);
    expect(accepts(null, widget("w2"))).toBe(true);
  });
  it("is one undo step of the document, and selects the moved element", () => {
    const start = initialEditorState(tree);
    const moved = editorReducer(start, { type: "moveTo", id: "h1", parentId: "c3", index: 0 });
    expect(shape(moved.elements)).toBe("c1[x1,c2[y1]],c3[h1],t1[p1[],p2[]]");
    expect(moved.selectedId).toBe("h1");
    expect(moved.past).toHaveLength(1);
    expect(editorReducer(moved, { type: "undo" }).elements).toBe(tree);
    expect(editorReducer(start, { type: "moveTo", id: "h1", parentId: "t1", index: 0 })).toBe(start);
  });
});

describe("the Structure tree's Alt+arrow moves", () => {
  const old = [section("s1", [column("k1", [widget("w1")]), column("k2")]), widget("h1"), box("c9"), widget("h2")];
  const moves: KeyboardMove[] = ["moveUp", "moveDown", "moveIn", "moveOut"];
  const press = (move: KeyboardMove, id: string) => editorReducer(initialEditorState(old), { type: move, id });

  it("refuse what a drop refuses: a widget into a section or out of a column, a column out of its section or into another", () => {
    expect(keyboardTarget(old, "moveIn", "h1")).toEqual({ parentId: "s1", index: 2 });
    expect(press("moveIn", "h1").elements).toBe(old);
    expect(keyboardTarget(old, "moveOut", "w1")).toEqual({ parentId: "s1", index: 1 });
    expect(press("moveOut", "w1").elements).toBe(old);
    expect(press("moveOut", "k1").elements).toBe(old);
    expect(press("moveIn", "k2").elements).toBe(old);
    expect(press("moveIn", "k2").past).toHaveLength(0);
  });
  it("make the moves a drop makes: into a container, among siblings", () => {
    expect(shape(press("moveIn", "h2").elements)).toBe("s1[k1[w1],k2[]],h1,c9[h2]");
    expect(shape(press("moveUp", "k2").elements)).toBe("s1[k2[],k1[w1]],h1,c9[],h2");
  });
  it("change the tree exactly when the drop rules allow the place they go to", () => {
    for (const id of collectIds(old))
      for (const move of moves) {
        const target = keyboardTarget(old, move, id);
        const allowed = target !== null && canMoveTo(old, id, target);
        expect(press(move, id).elements !== old, `${move} ${id}`).toBe(allowed);
      }
  });
});

describe("inserting a widget dropped on the preview", () => {
  it("goes at the drop's place, only where its parent may hold it, as one step that selects it", () => {
    const fresh = widget("n1");
    expect(shape(insertElement(tree, { parentId: "c1", index: 1 }, fresh))).toBe("h1,c1[x1,n1,c2[y1]],c3[],t1[p1[],p2[]]");
    expect(canInsertAt(tree, fresh, { parentId: "h1", index: 0 })).toBe(false);
    expect(canInsertAt(tree, fresh, { parentId: "gone", index: 0 })).toBe(false);
    const start = initialEditorState(tree);
    const inserted = editorReducer(start, { type: "insertAt", parentId: "c3", index: 0, element: fresh });
    expect(shape(inserted.elements)).toBe("h1,c1[x1,c2[y1]],c3[n1],t1[p1[],p2[]]");
    expect(inserted.selectedId).toBe("n1");
    expect(editorReducer(inserted, { type: "undo" }).elements).toBe(tree);
    expect(editorReducer(start, { type: "insertAt", parentId: "x1", index: 0, element: fresh })).toBe(start);
  });
});
