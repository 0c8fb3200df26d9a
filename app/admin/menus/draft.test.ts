import { describe, expect, it } from "vitest";
import { applyDrop, applyOp, draftOfForm, fieldErrors, parseOp, parseShape, shapeOf } from "./draft";

const tree = [
  { id: 1, title: "Shop All", url: "/shop", children: [] },
  { id: 2, title: "Produce", url: "/shop/produce", children: [{ id: 3, title: "Fruit", url: "/shop/fruit", children: [] }] },
];

describe("the menu editor's draft", () => {
  it("travels in the form as a shape and each entry's fields, and comes back whole", () => {
    const form = new URLSearchParams({
      structure: JSON.stringify(shapeOf(tree)),
      "title-1": "Shop All",
      "url-1": "/shop",
      "title-2": "Produce",
      "url-2": "/shop/produce",
      "title-3": "Fruit",
      "url-3": "/shop/fruit",
    });
    expect(draftOfForm(form)).toEqual(tree);
  });

  it("refuses a shape this page never sends", () => {
    expect(parseShape("not json")).toBeNull();
    expect(parseShape('[{"id":1},{"id":1}]')).toBeNull();
    expect(parseShape('[{"id":-1}]')).toBeNull();
    expect(
      parseShape(
        JSON.stringify([
          { id: 1, children: [{ id: 2, children: [{ id: 3, children: [{ id: 4, children: [{ id: 5, children: [] }] }] }] }] },
        ]),
      ),
    ).toBeNull();
    expect(parseShape(null)).toBeNull();
  });

  it("applies a button and says what moved, where, of how many", () => {
    expect(parseOp("down:1")).toEqual({ kind: "down", id: 1 });
    expect(parseOp("down:x")).toBeNull();
    const moved = applyOp(tree, { kind: "down", id: 1 });
    expect(moved.message).toBe("Moved Shop All to position 2 of 2");
    expect(applyOp(tree, { kind: "up", id: 1 }).message).toBe("Shop All is already first");
    expect(applyOp(tree, { kind: "remove", id: 2 })).toMatchObject({ tree, confirmRemove: 2 });
    expect(applyOp(tree, { kind: "remove-confirmed", id: 2 })).toMatchObject({ message: "Removed Produce", focusId: 1 });
    expect(applyOp(tree, { kind: "add" }, { title: " Deals ", url: "/weekly-ad" })).toMatchObject({
      message: "Added Deals at position 3 of 3",
      focusId: 4,
    });
    expect(applyDrop(tree, 3, 1, "before").message).toBe("Moved Fruit to position 1 of 3");
  });

  it("puts a refused save's messages by the field they are about", () => {
    const r = fieldErrors(tree, {
      "tree.1.children.0.url": "must be a path",
      "tree.0.title": "is required",
      tree: "names id 2 more than once",
    });
    expect(r.fields).toEqual({ "url-3": "must be a path", "title-1": "is required" });
    expect(r.rest).toEqual(["The menu names id 2 more than once"]);
  });
});
