import { describe, expect, it } from "vitest";
import { add, countNodes, depthOf, dropPlace, edit, indent, move, moveTo, outdent, positionOf, remove, type Tree } from "./tree-ops";

const n = (id: number, children: Tree = []) => ({ id, title: `T${id}`, url: `/p/${id}`, children });
/** The tree as ids: `1(2,3)` is entry 1 with children 2 and 3. */
const shape = (tree: Tree): string => tree.map((x) => (x.children.length ? `${x.id}(${shape(x.children)})` : String(x.id))).join(",");
const tree: Tree = [n(1), n(2, [n(21), n(22)]), n(3)];

describe("menu tree operations", () => {
  it("moves an entry up and down among its siblings, not past either end", () => {
    expect(shape(move(tree, 3, -1))).toBe("1,3,2(21,22)");
    expect(shape(move(tree, 1, 1))).toBe("2(21,22),1,3");
    expect(shape(move(tree, 22, -1))).toBe("1,2(22,21),3");
    expect(move(tree, 1, -1)).toBe(tree);
    expect(move(tree, 22, 1)).toBe(tree);
    expect(shape(tree)).toBe("1,2(21,22),3");
  });

  it("indents an entry under the sibling above it, within the depth limit", () => {
    expect(shape(indent(tree, 3))).toBe("1,2(21,22,3)");
    expect(shape(indent(tree, 2))).toBe("1(2(21,22)),3");
    expect(indent(tree, 1)).toBe(tree);
    expect(indent(tree, 22, 2)).toBe(tree);
    expect(indent(tree, 2, 2)).toBe(tree);
    expect(shape(indent(tree, 22, 3))).toBe("1,2(21(22)),3");
  });

  it("outdents an entry to right after its parent", () => {
    expect(shape(outdent(tree, 21))).toBe("1,2(22),21,3");
    expect(outdent(tree, 1)).toBe(tree);
  });

  it("removes an entry with its children", () => {
    expect(shape(remove(tree, 2))).toBe("1,3");
    expect(shape(remove(tree, 21))).toBe("1,2(22),3");
    expect(remove(tree, 99)).toBe(tree);
  });

  it("adds an entry with a new id and edits one's title and address", () => {
    const added = add(tree, "New", "/new");
    expect(added.id).toBe(23);
    expect(shape(added.tree)).toBe("1,2(21,22),3,23");
    const edited = edit(tree, 21, { title: "Fresh", url: "/fresh" });
    expect(edited[1]!.children[0]).toMatchObject({ title: "Fresh", url: "/fresh" });
    expect(tree[1]!.children[0]!.title).toBe("T21");
  });

  it("drops an entry before or after another, never into itself", () => {
    expect(dropPlace(tree, 1, 3)).toBe("after");
    expect(dropPlace(tree, 3, 1)).toBe("before");
    expect(shape(moveTo(tree, 1, 3, "after"))).toBe("2(21,22),3,1");
    expect(shape(moveTo(tree, 3, 21, "before"))).toBe("1,2(3,21,22)");
    expect(moveTo(tree, 2, 21, "before")).toBe(tree);
    expect(moveTo(tree, 2, 2, "before")).toBe(tree);
    expect(moveTo([n(1, [n(11)]), n(2, [n(21)])], 1, 21, "before", 2)).toEqual([n(1, [n(11)]), n(2, [n(21)])]);
  });

  it("says where an entry stands and measures the tree", () => {
    expect(positionOf(tree, 22)).toEqual({ position: 2, of: 2 });
    expect(positionOf(tree, 3)).toEqual({ position: 3, of: 3 });
    expect(countNodes(tree)).toBe(5);
    expect(depthOf(tree)).toBe(2);
  });
});
