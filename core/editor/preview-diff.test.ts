import { describe, expect, it } from "vitest";
import type { ElementNode } from "#core/documents/document-types";
import { editorReducer, initialEditorState } from "./editor-model";
import { previewChange } from "./preview-diff";

const el = (id: string, children: ElementNode[] = [], elType: ElementNode["elType"] = "container"): ElementNode => ({
  id,
  elType,
  ...(elType === "widget" ? { widgetType: "heading" } : {}),
  settings: {},
  elements: children,
});

describe("what the live preview redraws", () => {
  const tree = [el("a", [el("h", [], "widget"), el("t", [], "widget")]), el("b")];
  const start = initialEditorState(tree);

  it("redraws only the element whose setting changed", () => {
    const s = editorReducer(start, { type: "setSetting", id: "t", key: "title", value: "Fresh" });
    expect(previewChange(tree, s.elements)).toEqual({ kind: "element", id: "t" });
  });

  it("redraws nothing when nothing changed, and the document after an insert, a move or two changes", () => {
    expect(previewChange(tree, tree)).toEqual({ kind: "same" });
    const moved = editorReducer(start, { type: "moveUp", id: "t" });
    expect(previewChange(tree, moved.elements)).toEqual({ kind: "document" });
    const inserted = editorReducer(start, { type: "insert", element: el("n") });
    expect(previewChange(tree, inserted.elements)).toEqual({ kind: "document" });
    const one = editorReducer(start, { type: "setSetting", id: "t", key: "title", value: "Fresh" });
    const two = editorReducer(one, { type: "setSetting", id: "h", key: "title", value: "Deals" });
    expect(previewChange(tree, two.elements)).toEqual({ kind: "document" });
  });
});
