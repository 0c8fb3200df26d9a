import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { StickyBox } from "./anchor-rule";
import { anchorId, anchorScrollMarginTop, samePageAnchor, scrollMarginBeyondRoom, standsWhereTheBrowserPutIt } from "./anchor-rule";

describe("anchorId", () => {
  it.each([
    ["#deals", "deals"],
    ["deals", "deals"],
    ["#_private", "_private"],
    ["#Deals-Of-The-Week_2", "Deals-Of-The-Week_2"],
    ["#a", "a"],
    ["#Z9", "Z9"],
    ["#x-", "x-"],
    ["#a__--", "a__--"],
  ])("%j is the simple id %j", (hash, id) => expect(anchorId(hash)).toBe(id));

  it.each([
    "",
    "#",
    "##deals",
    "#1deals",
    "#-deals",
    "#9",
    "#deals now",
    "#deals.week",
    "#deals:hover",
    "#deals[0]",
    "#deals,#x",
    "#deals>a",
    "#caf%C3%A9",
    "#café",
    "#\u0430bc", // a Cyrillic a
    "#deals\n",
    "#!/?store_id=1001",
    "#elementor-action:action=lightbox&settings=e30=",
    "#a'b",
    '#a"b',
  ])("%j is left alone", (hash) => expect(anchorId(hash)).toBeNull());

  it("nothing for what is not text", () => {
    for (const value of [undefined, null, 5, {}, ["#a"]]) expect(anchorId(value)).toBeNull();
  });

  it("what it accepts is always a valid CSS id selector once prefixed with #", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const id = anchorId(s);
        if (id !== null) expect(id).toMatch(/^[A-Za-z_][\w-]*$/);
      }),
    );
  });
});

describe("samePageAnchor", () => {
  const page = "https://shop.example/recipes/pie?store_id=1001";

  it.each([
    ["#filling", "filling"],
    ["  #filling  ", "filling"],
    ["?store_id=1001#filling", "filling"],
    ["/recipes/pie?store_id=1001#filling", "filling"],
    ["pie?store_id=1001#filling", "filling"],
    ["https://shop.example/recipes/pie?store_id=1001#filling", "filling"],
    ["HTTPS://SHOP.EXAMPLE/recipes/pie?store_id=1001#filling", "filling"],
    ["https://shop.example:443/recipes/pie?store_id=1001#filling", "filling"],
  ])("%j on this page targets %j", (href, id) => expect(samePageAnchor(href, page)).toBe(id));

  it.each([
    ["another path", "/recipes/tart?store_id=1001#filling"],
    ["another query", "/recipes/pie#filling"],
    ["another query", "?store_id=1003#filling"],
    ["another host", "https://other.example/recipes/pie?store_id=1001#filling"],
    ["another protocol", "http://shop.example/recipes/pie?store_id=1001#filling"],
    ["another port", "https://shop.example:8443/recipes/pie?store_id=1001#filling"],
    ["protocol-relative elsewhere", "//evil.example/recipes/pie?store_id=1001#filling"],
    ["a trailing slash", "/recipes/pie/?store_id=1001#filling"],
    ["no hash", "/recipes/pie?store_id=1001"],
    ["an empty hash", "#"],
    ["a hash that is not a simple id", "#1st-step"],
    ["a hash route", "#!/orders"],
    ["an action link", "#elementor-action:action=popup:open&settings=e30="],
    ["script", "javascript:void(0)#filling"],
    ["mailto", "mailto:a@b.test#filling"],
  ])("%s: %j is left alone", (_why, href) => expect(samePageAnchor(href, page)).toBeNull());

  it("nothing for an unreadable page address or a non-text href", () => {
    expect(samePageAnchor("#filling", "not a url")).toBeNull();
    expect(samePageAnchor(undefined, page)).toBeNull();
    expect(samePageAnchor(42, page)).toBeNull();
  });
});

describe("anchorScrollMarginTop", () => {
  const top = (box: Partial<StickyBox>): StickyBox => ({ edge: "top", top: 0, height: 80, offset: 0, anchorLinkOffset: 0, ...box });

  it("no sticky element, no margin", () => {
    expect(anchorScrollMarginTop(500, [])).toBe(0);
  });

  it("clears a sticky header: its offset plus its height", () => {
    expect(anchorScrollMarginTop(1200, [top({ height: 80 })])).toBe(80);
    expect(anchorScrollMarginTop(1200, [top({ height: 80, offset: 20 })])).toBe(100);
  });

  it("stacked sticky elements: the lowest bottom edge, not the sum", () => {
    const header = top({ top: 0, height: 80 });
    const tabs = top({ top: 300, height: 40, offset: 80 });
    expect(anchorScrollMarginTop(1200, [header, tabs])).toBe(120);
    expect(anchorScrollMarginTop(1200, [tabs, header])).toBe(120);
  });

  it("the designer's anchor offset when it is larger than the element", () => {
    expect(anchorScrollMarginTop(1200, [top({ height: 80, anchorLinkOffset: 120 })])).toBe(120);
    expect(anchorScrollMarginTop(1200, [top({ height: 80, anchorLinkOffset: 50 })])).toBe(80);
  });

  it("only elements above the target will be stuck when it is reached", () => {
    const below = top({ top: 1500, height: 60 });
    expect(anchorScrollMarginTop(1200, [below])).toBe(0);
    expect(anchorScrollMarginTop(1500, [below])).toBe(0);
    expect(anchorScrollMarginTop(1501, [below])).toBe(60);
  });

  it("an element that stays in its column is no longer stuck past the column's end", () => {
    const inColumn = top({ top: 100, height: 50, parentBottom: 900 });
    expect(anchorScrollMarginTop(800, [inColumn])).toBe(50);
    expect(anchorScrollMarginTop(900, [inColumn])).toBe(0);
    expect(anchorScrollMarginTop(1200, [inColumn])).toBe(0);
  });

  it("bottom sticky elements do not cover a target scrolled to the top", () => {
    expect(anchorScrollMarginTop(1200, [{ edge: "bottom", top: 0, height: 70, offset: 0, anchorLinkOffset: 0 }])).toBe(0);
  });

  it("unmeasurable sizes count as nothing", () => {
    expect(anchorScrollMarginTop(1200, [top({ height: Number.NaN, offset: -20, anchorLinkOffset: Number.POSITIVE_INFINITY })])).toBe(0);
    expect(anchorScrollMarginTop(Number.NaN, [top({})])).toBe(0);
  });
});

describe("scrollMarginBeyondRoom", () => {
  it("is what the target needs beyond the page's room, read from the room's property so it follows it", () => {
    expect(scrollMarginBeyondRoom(120)).toBe("max(0px, calc(120px - var(--anchor-room, 0px)))");
    expect(scrollMarginBeyondRoom(102.5625)).toBe("max(0px, calc(102.56px - var(--anchor-room, 0px)))");
  });
  it("never a negative or unreadable length", () => {
    for (const room of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(scrollMarginBeyondRoom(room)).toBe("max(0px, calc(0px - var(--anchor-room, 0px)))");
  });
});

describe("standsWhereTheBrowserPutIt", () => {
  it("at the top, or anywhere within the room the page kept, give or take a pixel's rounding", () => {
    for (const top of [0, -1.5, 1.9, 50, 98, 99.9]) expect(standsWhereTheBrowserPutIt(top, 98), String(top)).toBe(true);
  });
  it("anywhere else the visitor has scrolled since", () => {
    for (const top of [-2, -300, 100, 640]) expect(standsWhereTheBrowserPutIt(top, 98), String(top)).toBe(false);
    expect(standsWhereTheBrowserPutIt(3, 0)).toBe(false);
    expect(standsWhereTheBrowserPutIt(1, -40)).toBe(true);
  });
});
