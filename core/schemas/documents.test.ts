import { describe, expect, it } from "vitest";
import { documentSizeViolation, documentSlug, documentViolation, measureTree, treeViolation } from "./documents";
import { MAX_DOCUMENT_BYTES, MAX_ELEMENT_DEPTH, MAX_ELEMENTS } from "../limits/limits";

type Node = { id: string; elType: string; settings: Record<string, unknown>; elements?: Node[] };

/** A chain of `levels` elements, each the only child of the one above; the deepest has `elements: []` or none. */
function chain(levels: number, leafElements: "empty" | "absent"): Node[] {
  let el: Node = { id: "leaf0000", elType: "widget", settings: {} };
  if (leafElements === "empty") el.elements = [];
  for (let i = 1; i < levels; i++) el = { id: `c${String(i).padStart(7, "0")}`, elType: "container", settings: {}, elements: [el] };
  return [el];
}

const deepSettings = (levels: number) => JSON.parse('{"a":'.repeat(levels) + "1" + "}".repeat(levels)) as Record<string, unknown>;

describe("measureTree", () => {
  it("counts levels that hold an element: a leaf's empty elements list is not a level", () => {
    expect(measureTree([])).toEqual({ count: 0, depth: 0 });
    expect(measureTree([{ elements: [] }])).toEqual({ count: 1, depth: 1 });
    expect(measureTree([{ elements: [{ elements: [] }, { elements: [{}] }] }])).toEqual({ count: 4, depth: 3 });
    expect(measureTree(chain(3, "empty"))).toEqual({ count: 3, depth: 3 });
    expect(measureTree(chain(3, "absent"))).toEqual({ count: 3, depth: 3 });
  });

  it.each(["empty", "absent"] as const)(
    "a tree of exactly %s-leaf MAX_ELEMENT_DEPTH levels is within the limit, one more is not",
    (leaf) => {
      expect(measureTree(chain(MAX_ELEMENT_DEPTH, leaf)).depth).toBe(MAX_ELEMENT_DEPTH);
      expect(treeViolation(chain(MAX_ELEMENT_DEPTH, leaf))).toBeNull();
      expect(treeViolation(chain(MAX_ELEMENT_DEPTH + 1, leaf))).toEqual({
        kind: "depth",
        path: [],
        reason: "is nested more than 24 element levels deep",
      });
    },
  );

  it("counts elements at every level and stops past MAX_ELEMENTS", () => {
    const wide = Array.from({ length: MAX_ELEMENTS }, () => ({ elements: [] }));
    expect(treeViolation(wide)).toBeNull();
    expect(treeViolation([...wide, {}])).toEqual({ kind: "items", path: [], reason: "has more than 2000 elements" });
    expect(measureTree(Array.from({ length: 1_000_000 }, () => 0)).count).toBe(MAX_ELEMENTS + 1);
  });

  it("walks a tree 100,000 levels deep without recursion and stops at the limit", () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [{ elements: deep }];
    expect(measureTree(deep).depth).toBe(MAX_ELEMENT_DEPTH + 1);
  });

  it("ignores what is not an element list", () => {
    expect(measureTree(undefined)).toEqual({ count: 0, depth: 0 });
    expect(measureTree({ elements: [] })).toEqual({ count: 0, depth: 0 });
    expect(measureTree([null, 1, "x", { elements: "no" }])).toEqual({ count: 4, depth: 1 });
  });
});

describe("documentViolation", () => {
  it("accepts settings exactly 32 levels deep, in the document and in an element", () => {
    const elements = chain(MAX_ELEMENT_DEPTH, "empty");
    elements[0]!.elements![0]!.settings = deepSettings(32);
    expect(documentViolation({ settings: deepSettings(32), elements })).toBeNull();
  });

  it("the document's settings 33 levels deep: named from settings", () => {
    const found = documentViolation({ settings: deepSettings(33), elements: [] });
    expect(found).toEqual({
      root: "settings",
      violation: { kind: "depth", path: Array(32).fill("a"), reason: "is nested more than 32 levels deep" },
    });
  });

  it("an element's settings are measured from the settings object itself, wherever the element is", () => {
    const elements = chain(5, "empty");
    elements[0]!.elements![0]!.elements![0]!.settings = { tabs: [deepSettings(31)] };
    expect(documentViolation({ elements })).toEqual({
      root: "elements.0.elements.0.elements.0.settings",
      violation: { kind: "depth", path: ["tabs", 0, ...Array(30).fill("a")], reason: "is nested more than 32 levels deep" },
    });
  });

  it("reports the first element in document order: a child before the parent's next sibling", () => {
    const tooLong = { html: "x".repeat(512 * 1024 + 1) };
    const elements: Node[] = [
      { id: "aaaaaaa", elType: "container", settings: {}, elements: [{ id: "aaaaaab", elType: "widget", settings: tooLong }] },
      { id: "bbbbbbb", elType: "widget", settings: tooLong },
    ];
    expect(documentViolation({ elements })?.root).toBe("elements.0.elements.0.settings");
  });

  it("keys, items and key length inside settings", () => {
    const keys = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, i]));
    expect(documentViolation({ settings: { motion: keys } })?.violation).toMatchObject({ kind: "keys", path: ["motion"] });
    expect(documentViolation({ settings: { gallery: new Array(10_001).fill(0) } })?.violation).toMatchObject({
      kind: "items",
      path: ["gallery"],
    });
    expect(documentViolation({ settings: { ["k".repeat(300)]: 1 } })?.violation).toMatchObject({ kind: "key", path: [] });
  });

  it("the element tree first: too deep a tree is named at elements", () => {
    expect(documentViolation({ settings: deepSettings(40), elements: chain(25, "absent") })).toMatchObject({
      root: "elements",
      violation: { kind: "depth" },
    });
  });

  it("a patch naming neither settings nor elements has nothing to measure", () => {
    expect(documentViolation({})).toBeNull();
  });
});

describe("documentSizeViolation", () => {
  it("counts settings and elements together, as one JSON object would hold them", () => {
    const settings = { note: "s".repeat(1000) };
    const exact = (rest: number) => [{ id: "aaaaaaa", elType: "widget", settings: { text: "e".repeat(rest) }, elements: [] }];
    const fixed = JSON.stringify({ settings, elements: exact(0) }).length;
    expect(documentSizeViolation(settings, exact(MAX_DOCUMENT_BYTES - fixed))).toBeNull();
    expect(documentSizeViolation(settings, exact(MAX_DOCUMENT_BYTES - fixed + 1))).toEqual({
      root: "document",
      violation: { kind: "size", path: [], reason: "is larger than 1 MiB as JSON" },
    });
  });

  it("is part of documentViolation", () => {
    const elements = [0, 1, 2].map((i) => ({
      id: `aaaaaa${i}`,
      elType: "widget",
      settings: { html: "h".repeat(400 * 1024) },
      elements: [],
    }));
    expect(documentViolation({ elements })).toMatchObject({ root: "document", violation: { kind: "size" } });
  });
});

describe("documentSlug", () => {
  it("refuses the slugs of the site's own routes, the recipe and article pages among them", () => {
    for (const slug of ["recipes", "articles", "shop", "stores"]) expect(documentSlug.safeParse(slug).success, slug).toBe(false);
    for (const slug of ["recipes-we-love", "about-us"]) expect(documentSlug.safeParse(slug).success, slug).toBe(true);
  });
});
