import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centredScrollTop, templatePreviewId } from "./template-preview";

describe("templatePreviewId", () => {
  it.each([
    ["?theme_template_id=42", 42],
    ["theme_template_id=42", 42],
    ["?store_id=1001&theme_template_id=7&x=1", 7],
    ["?theme_template_id=9007199254740991", Number.MAX_SAFE_INTEGER],
    ["?theme_template_id=5&theme_template_id=9", 5],
  ])("%j gives %j", (search, id) => expect(templatePreviewId(search)).toBe(id));

  it.each([
    "",
    "?",
    "?theme_template_id",
    "?theme_template_id=",
    "?theme_template_id=0",
    "?theme_template_id=-3",
    "?theme_template_id=+3",
    "?theme_template_id=%2B3",
    "?theme_template_id=%2042%20",
    "?theme_template_id=007",
    "?theme_template_id=4.0",
    "?theme_template_id=1e3",
    "?theme_template_id=0x1F",
    "?theme_template_id=12abc",
    "?theme_template_id=abc",
    "?theme_template_id=%3Cscript%3E",
    "?theme_template_id=9007199254740993",
    "?theme_template_id=99999999999999999999999",
    "?Theme_Template_Id=42",
    "?template_id=42",
  ])("%j is ignored", (search) => expect(templatePreviewId(search)).toBeNull());

  it("reads URLSearchParams too", () => {
    expect(templatePreviewId(new URLSearchParams({ theme_template_id: "12" }))).toBe(12);
    expect(templatePreviewId(new URLSearchParams())).toBeNull();
  });
});

describe("centredScrollTop", () => {
  const page = { viewportHeight: 800, documentHeight: 5000 };

  it("puts the element's middle at the viewport's middle", () => {
    // element at page y 2000, 200 high: its middle (2100) at 400 from the top
    expect(centredScrollTop({ ...page, rect: { top: 2000, height: 200 }, scrollY: 0 })).toBe(1700);
    expect(centredScrollTop({ ...page, rect: { top: 500, height: 200 }, scrollY: 1500 })).toBe(1700);
    expect(centredScrollTop({ ...page, rect: { top: -300, height: 200 }, scrollY: 2300 })).toBe(1700);
  });

  it("is kept within the page at both ends", () => {
    expect(centredScrollTop({ ...page, rect: { top: 0, height: 100 }, scrollY: 0 })).toBe(0); // a header
    expect(centredScrollTop({ ...page, rect: { top: 4900, height: 100 }, scrollY: 0 })).toBe(4200); // a footer
    expect(centredScrollTop({ ...page, rect: { top: 4200, height: 800 }, scrollY: 0 })).toBe(4200);
  });

  it("an element exactly as high as the viewport fills it", () => {
    expect(centredScrollTop({ ...page, rect: { top: 1000, height: 800 }, scrollY: 0 })).toBe(1000);
  });

  it("an element taller than the viewport starts at its top", () => {
    expect(centredScrollTop({ ...page, rect: { top: 1000, height: 1200 }, scrollY: 0 })).toBe(1000);
    expect(centredScrollTop({ ...page, rect: { top: 1000, height: 801 }, scrollY: 0 })).toBe(1000);
  });

  it("a page no taller than the viewport never scrolls", () => {
    expect(centredScrollTop({ viewportHeight: 800, documentHeight: 600, rect: { top: 500, height: 100 }, scrollY: 0 })).toBe(0);
  });

  it("unmeasurable input never gives a position outside the page", () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.double(),
        fc.double(),
        fc.double(),
        fc.double(),
        (top, height, scrollY, viewportHeight, documentHeight) => {
          const y = centredScrollTop({ rect: { top, height }, scrollY, viewportHeight, documentHeight });
          expect(Number.isFinite(y)).toBe(true);
          expect(y).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
