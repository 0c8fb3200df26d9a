import { describe, expect, it } from "vitest";
import type { ElementNode } from "#core/documents/document-types";
import {
  copyWithNewIds,
  editorReducer,
  findElement,
  HISTORY_LIMIT,
  initialEditorState,
  type EditorAction,
  type EditorState,
} from "./editor-model";
import { elementName, fieldUpdate, fieldValue, newElement, newElementId, WIDGET_CATALOG } from "./widget-catalog";

const widget = (id: string, title = id): ElementNode => ({
  id,
  elType: "widget",
  widgetType: "heading",
  settings: { title },
  elements: [],
});
const box = (id: string, children: ElementNode[] = []): ElementNode => ({ id, elType: "container", settings: {}, elements: children });
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
/** The tree's shape as ids: `a`, `c[x,y]`. */
const shape = (els: ElementNode[]): string => els.map((e) => (e.elType === "widget" ? e.id : `${e.id}[${shape(e.elements)}]`)).join(",");

const start = () => initialEditorState([widget("h1"), box("c1", [widget("x1"), widget("y1")]), widget("h2")]);

describe("inserting", () => {
  it("with nothing selected, adds at the end and selects the new element", () => {
    const s = run(start(), { type: "insert", element: widget("n1") });
    expect(shape(s.elements)).toBe("h1,c1[x1,y1],h2,n1");
    expect(s.selectedId).toBe("n1");
    expect(s.dirty).toBe(true);
  });
  it("after the selected widget, among its siblings", () => {
    const s = run(start(), { type: "select", id: "x1" }, { type: "insert", element: widget("n1") });
    expect(shape(s.elements)).toBe("h1,c1[x1,n1,y1],h2");
  });
  it("into the selected container, as its last child", () => {
    const s = run(start(), { type: "select", id: "c1" }, { type: "insert", element: widget("n1") });
    expect(shape(s.elements)).toBe("h1,c1[x1,y1,n1],h2");
  });
  it("by the drop rules: a widget goes into a selected section's last column, a column after its own column", () => {
    const column = (id: string, children: ElementNode[] = []): ElementNode => ({ id, elType: "column", settings: {}, elements: children });
    const section = (id: string, children: ElementNode[]): ElementNode => ({ id, elType: "section", settings: {}, elements: children });
    const legacy = () => initialEditorState([section("s1", [column("k1", [widget("w1")]), column("k2")]), widget("h9")]);
    expect(shape(run(legacy(), { type: "select", id: "s1" }, { type: "insert", element: widget("n1") }).elements)).toBe(
      "s1[k1[w1],k2[n1]],h9",
    );
    expect(shape(run(legacy(), { type: "select", id: "w1" }, { type: "insert", element: column("n2") }).elements)).toBe(
      "s1[k1[w1],n2[],k2[]],h9",
    );
    // A column never lands outside a section: with a top-level widget selected nothing changes.
    const s = run(legacy(), { type: "select", id: "h9" }, { type: "insert", element: column("n3") });
    expect(shape(s.elements)).toBe("s1[k1[w1],k2[]],h9");
    expect(s.past).toHaveLength(0);
  });
  it("leaves the tree it was given untouched", () => {
    const s0 = start();
    const before = JSON.stringify(s0.elements);
    run(s0, { type: "select", id: "c1" }, { type: "insert", element: widget("n1") }, { type: "remove", id: "x1" });
    expect(JSON.stringify(s0.elements)).toBe(before);
  });
});

describe("sharing", () => {
  it("a change makes new objects only on the way to what changed; the rest is shared with the step before", () => {
    const s0 = start();
    const s = run(s0, { type: "setSetting", id: "x1", key: "title", value: "New" });
    expect(s.elements[0]).toBe(s0.elements[0]);
    expect(s.elements[2]).toBe(s0.elements[2]);
    expect(s.elements[1]).not.toBe(s0.elements[1]);
    expect(s.elements[1]!.elements[1]).toBe(s0.elements[1]!.elements[1]);
  });
});

describe("duplicating and pasting", () => {
  it("puts the copy right after the element, among its siblings, and selects it", () => {
    const s = run(start(), { type: "insertAfter", id: "x1", element: widget("n1") });
    expect(shape(s.elements)).toBe("h1,c1[x1,n1,y1],h2");
    expect(s.selectedId).toBe("n1");
    expect(run(start(), { type: "insertAfter", id: "nope", element: widget("n1") }).past).toHaveLength(0);
  });
  it("a copy has new ids all through and its own settings", () => {
    let n = 0;
    const original = box("c1", [widget("x1"), box("c2", [widget("y1")])]);
    const copy = copyWithNewIds(original, () => `new${String(++n).padStart(4, "0")}`);
    expect(shape([copy])).toBe("new0001[new0002,new0003[new0004]]");
    copy.elements[0]!.settings.title = "changed";
    expect(original.elements[0]!.settings.title).toBe("x1");
  });
});

describe("removing", () => {
  it("removes a nested element and selects its next sibling", () => {
    const s = run(start(), { type: "remove", id: "x1" });
    expect(shape(s.elements)).toBe("h1,c1[y1],h2");
    expect(s.selectedId).toBe("y1");
  });
  it("the last child selects the one before, an only child its container", () => {
    expect(run(start(), { type: "remove", id: "h2" }).selectedId).toBe("c1");
    const only = initialEditorState([box("c1", [widget("x1")])]);
    expect(run(only, { type: "remove", id: "x1" }).selectedId).toBe("c1");
  });
  it("a container goes with its children; an unknown id changes nothing and is no undo step", () => {
    expect(shape(run(start(), { type: "remove", id: "c1" }).elements)).toBe("h1,h2");
    const s = run(start(), { type: "remove", id: "nope" });
    expect(s.past).toHaveLength(0);
    expect(s.dirty).toBe(false);
  });
});

describe("moving", () => {
  it("up and down among siblings, not past either end", () => {
    expect(shape(run(start(), { type: "moveDown", id: "h1" }).elements)).toBe("c1[x1,y1],h1,h2");
    expect(shape(run(start(), { type: "moveUp", id: "y1" }).elements)).toBe("h1,c1[y1,x1],h2");
    const top = run(start(), { type: "moveUp", id: "h1" });
    expect(shape(top.elements)).toBe("h1,c1[x1,y1],h2");
    expect(top.past).toHaveLength(0);
    expect(run(start(), { type: "moveDown", id: "h2" }).past).toHaveLength(0);
  });
  it("into the previous container, as its last child, and out again just after it", () => {
    const inside = run(start(), { type: "moveIn", id: "h2" });
    expect(shape(inside.elements)).toBe("h1,c1[x1,y1,h2]");
    expect(inside.selectedId).toBe("h2");
    const out = run(inside, { type: "moveOut", id: "x1" });
    expect(shape(out.elements)).toBe("h1,c1[y1,h2],x1");
  });
  it("not into a widget, nor out of the top level", () => {
    expect(run(start(), { type: "moveIn", id: "c1" }).past).toHaveLength(0);
    expect(run(start(), { type: "moveOut", id: "h1" }).past).toHaveLength(0);
  });
});

describe("settings", () => {
  it("sets one setting of one element, keeping the others", () => {
    const s = run(start(), { type: "setSetting", id: "x1", key: "header_size", value: "h3" });
    expect(findElement(s.elements, "x1")?.settings).toEqual({ title: "x1", header_size: "h3" });
    expect(findElement(s.elements, "y1")?.settings).toEqual({ title: "y1" });
  });
  it("typing on in the same setting is one undo step; another setting, or a save, starts a new one", () => {
    const typed = (id: string, key: string, value: string): EditorAction => ({ type: "setSetting", id, key, value, typing: true });
    const s = run(start(), typed("x1", "title", "F"), typed("x1", "title", "Fr"), typed("x1", "title", "Fresh"));
    expect(s.past).toHaveLength(1);
    expect(findElement(run(s, { type: "undo" }).elements, "x1")?.settings.title).toBe("x1");
    const other = run(s, typed("y1", "title", "Y"), typed("x1", "title", "Fresh deals"));
    expect(other.past).toHaveLength(3);
    const afterSave = run(s, { type: "saved" }, typed("x1", "title", "Fresh d"));
    expect(afterSave.past).toHaveLength(2);
    expect(afterSave.dirty).toBe(true);
  });
  it("the same value again is no undo step", () => {
    expect(run(start(), { type: "setSetting", id: "x1", key: "title", value: "x1" }).past).toHaveLength(0);
  });
});

describe("undo and redo", () => {
  it("undo takes back each change in turn, redo puts them back", () => {
    const s = run(start(), { type: "remove", id: "h1" }, { type: "moveDown", id: "c1" });
    expect(shape(s.elements)).toBe("h2,c1[x1,y1]");
    const back = run(s, { type: "undo" });
    expect(shape(back.elements)).toBe("c1[x1,y1],h2");
    const twice = run(back, { type: "undo" });
    expect(shape(twice.elements)).toBe("h1,c1[x1,y1],h2");
    expect(twice.dirty).toBe(false);
    expect(run(twice, { type: "undo" })).toBe(twice);
    expect(shape(run(twice, { type: "redo" }, { type: "redo" }).elements)).toBe("h2,c1[x1,y1]");
  });
  it("a new change after undo drops what redo would have put back", () => {
    const s = run(start(), { type: "remove", id: "h1" }, { type: "undo" }, { type: "remove", id: "h2" });
    expect(s.future).toHaveLength(0);
    expect(run(s, { type: "redo" })).toBe(s);
  });
  it("undo brings back a removed element, and drops a selection that no longer exists", () => {
    const s = run(start(), { type: "insert", element: widget("n1") });
    expect(s.selectedId).toBe("n1");
    const back = run(s, { type: "undo" });
    expect(back.selectedId).toBeNull();
    const again = run(start(), { type: "remove", id: "c1" }, { type: "undo" });
    expect(shape(again.elements)).toBe("h1,c1[x1,y1],h2");
  });
  it(`keeps at least 100 steps (${HISTORY_LIMIT})`, () => {
    let s = start();
    for (let i = 0; i < 150; i++) s = run(s, { type: "setSetting", id: "h1", key: "title", value: `t${i}` });
    for (let i = 0; i < 150; i++) s = run(s, { type: "undo" });
    expect(findElement(s.elements, "h1")?.settings.title).toBe("h1");
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(100);
  });
  it("a save keeps the history: undo still works and marks the tree unsaved again", () => {
    const s = run(start(), { type: "remove", id: "h1" }, { type: "saved" });
    expect(s.dirty).toBe(false);
    expect(s.past).toHaveLength(1);
    const back = run(s, { type: "undo" });
    expect(shape(back.elements)).toBe("h1,c1[x1,y1],h2");
    expect(back.dirty).toBe(true);
    expect(run(back, { type: "redo" }).dirty).toBe(false);
  });
  it("a change made while a save was on its way stays unsaved", () => {
    const sent = run(start(), { type: "remove", id: "h1" });
    const s = run(sent, { type: "remove", id: "h2" }, { type: "saved", elements: sent.elements });
    expect(s.dirty).toBe(true);
    expect(run(s, { type: "undo" }).dirty).toBe(false);
  });
});

describe("the document's own settings (a popup's triggers and conditions)", () => {
  const popup = () => initialEditorState([widget("h1")], { triggers: {} });
  it("are one undo step with the tree's changes, in the order made; redo puts them back", () => {
    const triggers = { triggers: { page_load: "yes" } };
    const s = run(popup(), { type: "setDocumentSettings", settings: triggers }, { type: "remove", id: "h1" });
    expect(s.dirty).toBe(true);
    const once = run(s, { type: "undo" });
    expect(shape(once.elements)).toBe("h1");
    expect(once.settings).toBe(triggers);
    const twice = run(once, { type: "undo" });
    expect(twice.settings).toEqual({ triggers: {} });
    expect(twice.dirty).toBe(false);
    expect(run(twice, { type: "redo" }).settings).toBe(triggers);
  });
  it("typed in a row are one step, and a save of them leaves nothing unsaved", () => {
    const a = { timing: { delay: 1 } };
    const b = { timing: { delay: 12 } };
    const s = run(
      popup(),
      { type: "setDocumentSettings", settings: a, typing: true },
      { type: "setDocumentSettings", settings: b, typing: true },
    );
    expect(s.past).toHaveLength(1);
    expect(run(s, { type: "saved", elements: s.elements, settings: b }).dirty).toBe(false);
    expect(run(s, { type: "saved", elements: s.elements, settings: a }).dirty).toBe(true);
  });
});

describe("the widget catalog", () => {
  it("offers the widgets by Elementor's names", () => {
    expect(WIDGET_CATALOG.map((w) => w.title)).toEqual([
      "Container",
      "Heading",
      "Text Editor",
      "Button",
      "Image",
      "Call to Action",
      "Countdown",
      "Google Maps",
      "Star Rating",
      "Testimonial",
      "Nav Menu",
      "Form",
      "Site Logo",
      "Post Info",
      "Author Box",
      "Post Content",
      "Posts",
      "Archive Posts",
      "Image Carousel",
    ]);
    expect(
      elementName({ id: "g", elType: "widget", widgetType: "google_maps", settings: { address: "1962 High Street" }, elements: [] }),
    ).toBe("Google Maps: 1962 High Street");
  });
  it("names elements in the Structure tree by type and label, text without its markup", () => {
    expect(elementName(widget("a", "Fresh deals"))).toBe("Heading: Fresh deals");
    expect(elementName(box("c"))).toBe("Container");
    expect(
      elementName({ id: "t", elType: "widget", widgetType: "text-editor", settings: { editor: "<p>Hi <b>you</b></p>" }, elements: [] }),
    ).toBe("Text Editor: Hi you");
    expect(elementName({ id: "t", elType: "widget", widgetType: "icon-list", settings: {}, elements: [] })).toBe("Icon list");
  });
  it("reads and writes a field inside an object setting, keeping its other fields", () => {
    const field = { key: "link", sub: "url", label: "Link", kind: "text" as const };
    expect(fieldValue({ link: { url: "/a", is_external: "on" } }, field)).toBe("/a");
    expect(fieldUpdate({ link: { url: "/a", is_external: "on" } }, field, "/b")).toEqual({ url: "/b", is_external: "on" });
    expect(fieldValue({}, field)).toBe("");
  });
  it("makes new elements with fresh ids of Elementor's form and their own copy of the defaults", () => {
    const rolls = [0, 0, 0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5];
    const id = newElementId(
      (x) => x === "aaaaaaa",
      () => rolls.shift()!,
    );
    expect(id).toMatch(/^[a-z0-9]{7}$/);
    expect(id).not.toBe("aaaaaaa");
    const button = WIDGET_CATALOG.find((w) => w.title === "Button")!;
    const a = newElement(button, "b000001");
    (a.settings.link as { url: string }).url = "/changed";
    expect(newElement(button, "b000002").settings.link).toEqual({ url: "" });
  });
});
