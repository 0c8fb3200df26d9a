import { describe, expect, it } from "vitest";
import { z } from "zod";
import { hasBlockHtml, htmlTagSetting, numberSetting, switcher } from "./setting-fields";

describe("shared setting shapes", () => {
  it("switchers: yes/on/true are on, ''/no/off/false/[] off, missing or anything else is the default", () => {
    const s = z.object({ on: switcher(true), off: switcher(false) });
    expect(s.parse({})).toEqual({ on: true, off: false });
    expect(s.parse({ on: "", off: "yes" })).toEqual({ on: false, off: true });
    expect(s.parse({ on: [], off: "on" })).toEqual({ on: false, off: true });
    expect(s.parse({ on: 42, off: { x: 1 } })).toEqual({ on: true, off: false });
  });
  it("numbers: numbers and numeric strings within bounds, else the default", () => {
    const n = z.object({ v: numberSetting(7, { min: 0, max: 10 }) });
    expect(n.parse({ v: "3.5" }).v).toBe(3.5);
    expect(n.parse({ v: 10 }).v).toBe(10);
    for (const bad of [11, -1, "1e3", "x", null, {}, Infinity]) expect(n.parse({ v: bad }).v).toBe(7);
    expect(n.parse({}).v).toBe(7);
  });
  it("html tags: only the listed ones", () => {
    expect(htmlTagSetting("h3").parse("p")).toBe("p");
    expect(htmlTagSetting("h3").parse("script")).toBe("h3");
  });
  it("tells HTML holding blocks from inline HTML", () => {
    expect(hasBlockHtml("Order by <strong>noon</strong>")).toBe(false);
    expect(hasBlockHtml("<p>One</p>")).toBe(true);
    expect(hasBlockHtml("<UL><li>x</li></UL>")).toBe(true);
    expect(hasBlockHtml("<picture></picture>")).toBe(false);
  });
});
