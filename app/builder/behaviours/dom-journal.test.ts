import { describe, expect, it } from "vitest";
import { domJournal } from "./dom-journal";

/** Just enough of an element for the journal: attributes and a class list. */
function fakeElement(attrs: Record<string, string> = {}) {
  const map = new Map(Object.entries(attrs));
  const classes = () => new Set((map.get("class") ?? "").split(/\s+/).filter(Boolean));
  const write = (set: Set<string>) => map.set("class", [...set].join(" "));
  return {
    getAttribute: (n: string) => map.get(n) ?? null,
    setAttribute: (n: string, v: string) => void map.set(n, v),
    removeAttribute: (n: string) => void map.delete(n),
    classList: {
      contains: (c: string) => classes().has(c),
      toggle: (c: string, on: boolean) => {
        const set = classes();
        if (on) set.add(c);
        else set.delete(c);
        write(set);
        return on;
      },
    },
    snapshot: () => Object.fromEntries(map),
  };
}

describe("domJournal", () => {
  it("puts back each attribute and class as it was before the first change, and only those", () => {
    const el = fakeElement({ class: "tab active", role: "tab" });
    const journal = domJournal();
    const e = el as unknown as Element;
    journal.attr(e, "tabindex", "0");
    journal.attr(e, "tabindex", "-1");
    journal.attr(e, "role", null);
    journal.cls(e, "active", false);
    journal.cls(e, "e-js", true);
    el.classList.toggle("animated", true); // someone else's
    expect(el.snapshot()).toEqual({ class: "tab e-js animated", tabindex: "-1" });
    journal.undo();
    expect(el.snapshot()).toEqual({ class: "tab animated active", role: "tab" });
  });
});
