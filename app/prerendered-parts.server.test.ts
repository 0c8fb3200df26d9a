import { describe, expect, it } from "vitest";
import { createPrerenderedPartsStore, innerHtmlOf } from "./prerendered-parts.server";

const PART = { name: "menus", openTag: '<div class="menus"' };
const page = (inner: string) =>
  `<html><body><header><div class="menus" data-level="0">${inner}</div><div>after</div></header></body></html>`;

describe("innerHtmlOf", () => {
  it("finds what the element holds, nested elements of the same name included", () => {
    expect(innerHtmlOf(page('<div><div>a</div></div><div class="x">b</div>'), PART.openTag)).toBe(
      '<div><div>a</div></div><div class="x">b</div>',
    );
    expect(innerHtmlOf(page(""), PART.openTag)).toBe("");
  });

  it("is null when the tag is missing, twice in the page, or not closed", () => {
    expect(innerHtmlOf("<div>nothing</div>", PART.openTag)).toBeNull();
    expect(innerHtmlOf(page("x") + page("y"), PART.openTag)).toBeNull();
    expect(innerHtmlOf('<div class="menus"><div>', PART.openTag)).toBeNull();
  });
});

describe("prerendered parts store", () => {
  it("keeps a missed part after the page is rendered and gives it back for the same inputs only", () => {
    const store = createPrerenderedPartsStore();
    const first = store.forRequest();
    expect(first.get(PART, { store: 1001 })).toBeUndefined();
    expect(first.capture(page("<ul><li>Produce</li></ul>"), [])).toBe(1);
    const second = store.forRequest();
    expect(second.get(PART, { store: 1001 })).toBe("<ul><li>Produce</li></ul>");
    expect(second.get(PART, { store: 1003 })).toBeUndefined();
    expect(second.get({ ...PART, name: "other" }, { store: 1001 })).toBeUndefined();
  });

  it("keeps a variant's render as the part without its difference, and shows the kept part with it", () => {
    const store = createPrerenderedPartsStore();
    const variant = (term: string) => ({
      fromKept: (kept: string) => kept.replace("<q></q>", `<q>${term}</q>`),
      toKept: (rendered: string) => (rendered.includes(`<q>${term}</q>`) ? rendered.replace(`<q>${term}</q>`, "<q></q>") : null),
    });
    const first = store.forRequest();
    expect(first.get(PART, 1, variant("milk"))).toBeUndefined();
    expect(first.capture(page("<b>row</b><q>milk</q>"), [])).toBe(1);
    // Kept without the term: the part as a render without any, and as another term's.
    expect(store.forRequest().get(PART, 1)).toBe("<b>row</b><q></q>");
    expect(store.forRequest().get(PART, 1, variant("peach"))).toBe("<b>row</b><q>peach</q>");
    // A variant that cannot take the kept part, or give what to keep: rendered, and nothing kept.
    expect(store.forRequest().get(PART, 1, { fromKept: () => null, toKept: () => null })).toBeUndefined();
    const other = store.forRequest();
    expect(other.get(PART, 2, { fromKept: (k) => k, toKept: () => null })).toBeUndefined();
    expect(other.capture(page("<b>row</b>"), [])).toBe(0);
  });

  it("never keeps markup that holds a nonce", () => {
    const store = createPrerenderedPartsStore();
    const r = store.forRequest();
    r.get(PART, 1);
    expect(r.capture(page('<input name="nonce" value="SECRET123">'), ["csp-nonce", "SECRET123"])).toBe(0);
    expect(store.forRequest().get(PART, 1)).toBeUndefined();
  });

  it("keeps nothing a request found in the store, and nothing it did not ask for", () => {
    const store = createPrerenderedPartsStore();
    expect(store.forRequest().capture(page("x"), [])).toBe(0);
    expect(store.size()).toBe(0);
  });

  it("drops the least recently used beyond its size", () => {
    const store = createPrerenderedPartsStore(10);
    for (const [inputs, inner] of [
      [1, "aaaa"],
      [2, "bbbb"],
    ] as const) {
      const r = store.forRequest();
      r.get(PART, inputs);
      r.capture(page(inner), []);
    }
    store.forRequest().get(PART, 1);
    const r = store.forRequest();
    r.get(PART, 3);
    r.capture(page("cccc"), []);
    expect(store.size()).toBe(2);
    expect(store.forRequest().get(PART, 2)).toBeUndefined();
    expect(store.forRequest().get(PART, 1)).toBe("aaaa");
  });
});
