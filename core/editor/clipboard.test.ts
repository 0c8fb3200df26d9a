import { describe, expect, it } from "vitest";
import type { ElementNode } from "#core/documents/document-types";
import { editorReducer, initialEditorState } from "./editor-model";
import { clipboardText, readPaste, storageWithCopy, storedCopy } from "./clipboard";

/** A copy from an Elementor site: a container with nested tabs, and a heading with HTML in it. */
const FROM_ELEMENTOR = {
  type: "elementor",
  siteurl: "https://shop.example.com/wp-json/",
  elements: [
    {
      id: "1a2b3c4",
      elType: "container",
      settings: { content_width: "boxed", unknown_key: { deep: [1, 2] } },
      elements: [
        {
          id: "5d6e7f8",
          elType: "widget",
          widgetType: "nested-tabs",
          settings: { tabs: [{ tab_title: "One" }, { tab_title: "Two" }] },
          elements: [
            { id: "aaa1111", elType: "container", settings: [], elements: [] },
            { id: "bbb2222", elType: "container", settings: [], elements: [] },
          ],
        },
      ],
    },
    { id: "odd id!", elType: "widget", widgetType: "heading", settings: { title: "<b>Fresh</b> deals" }, elements: [] },
  ],
};

const ids = (list: ElementNode[]): string[] => list.flatMap((el) => [el.id, ...ids(el.elements)]);

describe("copy and paste in Elementor's clipboard format", () => {
  it("writes Elementor's clipboard shape and its storage item, keeping what the storage held", () => {
    const el: ElementNode = { id: "abc1234", elType: "container", settings: {}, elements: [] };
    expect(JSON.parse(clipboardText([el], "https://aisle.example/"))).toEqual({
      type: "elementor",
      siteurl: "https://aisle.example/",
      elements: [el],
    });
    const stored = storageWithCopy('{"__expiration":{}}', [el]);
    expect(JSON.parse(stored)).toEqual({ __expiration: {}, clipboard: [el] });
    expect(storedCopy(stored)).toEqual([el]);
    expect(storedCopy("not json")).toBeNull();
  });

  it("pastes a copy from an Elementor site with fresh ids, its content as it is, a top-level widget in a container", () => {
    const taken = new Set(["1a2b3c4"]);
    const pasted = readPaste(JSON.stringify(FROM_ELEMENTOR), { taken, topLevel: true });
    if (!pasted.ok) throw new Error(pasted.message);
    const all = ids(pasted.elements);
    expect(new Set(all).size).toBe(all.length);
    for (const id of ["1a2b3c4", "5d6e7f8", "aaa1111", "bbb2222"]) expect(all).not.toContain(id);
    const [first, wrapped] = pasted.elements;
    expect(first!.settings.unknown_key).toEqual({ deep: [1, 2] });
    expect(first!.elements[0]!.widgetType).toBe("nested-tabs");
    expect(first!.elements[0]!.elements).toHaveLength(2);
    expect(wrapped).toMatchObject({
      elType: "container",
      elements: [{ widgetType: "heading", settings: { title: "<b>Fresh</b> deals" } }],
    });
  });

  it("takes the older bare list, keeps widgets as they are inside a container, and refuses what is not elements", () => {
    const bare = readPaste([{ id: "x", elType: "widget", widgetType: "heading", settings: {}, elements: [] }], {
      taken: new Set(),
      topLevel: false,
    });
    expect(bare.ok && bare.elements[0]!.elType).toBe("widget");
    expect(readPaste("hello", { taken: new Set(), topLevel: true }).ok).toBe(false);
    expect(readPaste({ type: "elementor", elements: "nope" }, { taken: new Set(), topLevel: true })).toMatchObject({ ok: false });
    expect(readPaste({ content: [], title: "T" }, { taken: new Set(), topLevel: true })).toMatchObject({ ok: false });
  });

  it("is one undo step", () => {
    const start = initialEditorState([{ id: "abc1234", elType: "container", settings: {}, elements: [] }]);
    const pasted = readPaste(FROM_ELEMENTOR, { taken: new Set(["abc1234"]), topLevel: true });
    if (!pasted.ok) throw new Error(pasted.message);
    const after = editorReducer(start, { type: "paste", afterId: "abc1234", elements: pasted.elements });
    expect(after.elements).toHaveLength(3);
    expect(after.selectedId).toBe(pasted.elements[0]!.id);
    expect(editorReducer(after, { type: "undo" }).elements).toEqual(start.elements);
  });
});
