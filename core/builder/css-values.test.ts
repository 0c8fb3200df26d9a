import { describe, expect, it } from "vitest";
import { cssColor, cssCustom, cssDimensions, cssEnum, cssFontFamily, cssGap, cssNumber, cssSize, cssUrl } from "./css-values";

/** Values Elementor exports, JSON can hold, or an attacker might try; none may throw. */
const GARBAGE: unknown[] = [
  undefined,
  null,
  "",
  [],
  {},
  true,
  NaN,
  Infinity,
  -Infinity,
  1e300,
  "1e5",
  "10px",
  "abc",
  "; } body { display:none",
  { size: {} },
  { size: [] },
  Symbol.iterator.toString(),
  Object.create(null),
];

describe("css value readers never throw and never let garbage through", () => {
  it.each(GARBAGE.map((g, i) => [i, g]))("value %i", (_i, g) => {
    expect(() => [
      cssNumber(g),
      cssSize(g),
      cssDimensions(g),
      cssGap(g),
      cssColor(g),
      cssUrl(g),
      cssEnum(g, ["a"]),
      cssCustom(g),
      cssFontFamily(g),
    ]).not.toThrow();
    for (const out of [cssSize(g), cssGap(g), cssColor(g), cssCustom(g)]) {
      if (out !== undefined) expect(out).not.toMatch(/[;{}]/);
    }
    const url = cssUrl(g);
    // A url is one quoted string: whatever it holds, nothing in it can end the string.
    if (url !== undefined) expect(url).toMatch(/^url\("(?:[^"\\\n\r\f]|\\[0-9a-f]+ )*"\)$/);
  });
});

describe("cssNumber", () => {
  it.each([
    [10, "10"],
    ["10", "10"],
    [" 2.5 ", "2.5"],
    [".5", "0.5"],
    [-3, "-3"],
    [1 / 3, "0.3333"],
    [1e-7, "0"],
  ])("%j -> %s", (v, out) => expect(cssNumber(v)).toBe(out));
  it("applies bounds and integer checks", () => {
    expect(cssNumber(5, { min: 0, max: 4 })).toBeUndefined();
    expect(cssNumber(-1, { min: 0 })).toBeUndefined();
    expect(cssNumber(1.5, { integer: true })).toBeUndefined();
    expect(cssNumber(2e6)).toBeUndefined();
    expect(cssNumber("1e3")).toBeUndefined();
  });
});

describe("cssSize", () => {
  it.each([
    [{ size: 20, unit: "px" }, "20px"],
    [{ size: "20", unit: "%" }, "20%"],
    [{ size: 1.5, unit: "em" }, "1.5em"],
    [{ size: 3, unit: "rem" }, "3rem"],
    [{ size: 50, unit: "vw" }, "50vw"],
    [{ size: 100, unit: "vh" }, "100vh"],
    [{ size: 0, unit: "px" }, "0"],
    [{ size: 12 }, "12px"],
    [{ size: 12, unit: "" }, "12px"],
    [12, "12px"],
    ["12", "12px"],
    [{ size: "calc(100% - 20px)", unit: "custom" }, "calc(100% - 20px)"],
  ])("%j -> %s", (v, out) => expect(cssSize(v)).toBe(out));
  it.each([
    { size: 20, unit: "pt" },
    { size: 20, unit: "px;color:red" },
    { size: "20px", unit: "px" },
    { size: "", unit: "px" },
    { size: "url(x)", unit: "custom" },
  ])("refuses %j", (v) => expect(cssSize(v)).toBeUndefined());
  it("uses the allowed units and bounds it is given", () => {
    expect(cssSize({ size: 20, unit: "vw" }, ["px"])).toBeUndefined();
    expect(cssSize({ size: -5, unit: "px" }, ["px"], { min: 0 })).toBeUndefined();
    expect(cssSize({ size: 90, unit: "deg" }, ["deg"])).toBe("90deg");
  });
});

describe("cssCustom", () => {
  it.each(["calc(100% - 20px)", "1fr 2fr", "minmax(0, 1fr) 200px", "clamp(1rem, 2vw, 3rem)", "calc(100%/3)"])("keeps %s", (v) =>
    expect(cssCustom(v)).toBe(v),
  );
  it.each([
    "url(//evil.test/x)",
    "image(x)",
    "expression(alert(1))",
    "10px; color: red",
    "a{b}",
    "calc(1px",
    "1px)",
    "'x'",
    '"x"',
    "\\61",
    "x".repeat(121),
    "a // b",
  ])("refuses %s", (v) => expect(cssCustom(v)).toBeUndefined());
});

describe("cssDimensions", () => {
  it("reads Elementor's dimensions, each side that holds a number", () => {
    expect(cssDimensions({ unit: "px", top: "10", right: 20, bottom: "", left: "x", isLinked: false })).toEqual({
      top: "10px",
      right: "20px",
    });
    expect(cssDimensions({ unit: "%", top: 5, right: 5, bottom: 5, left: 5, isLinked: true })).toEqual({
      top: "5%",
      right: "5%",
      bottom: "5%",
      left: "5%",
    });
    expect(cssDimensions({ top: 0, right: 0, bottom: 0, left: 0 })).toEqual({ top: "0", right: "0", bottom: "0", left: "0" });
  });
  it("refuses empty dimensions, unknown units and sides out of bounds", () => {
    expect(cssDimensions({ unit: "px", top: "", right: "", bottom: "", left: "" })).toBeUndefined();
    expect(cssDimensions({ unit: "pt", top: 1 })).toBeUndefined();
    expect(cssDimensions({ unit: "px", top: -1 }, ["px"], { min: 0 })).toBeUndefined();
    expect(cssDimensions([])).toBeUndefined();
  });
});

describe("cssGap", () => {
  it("reads the gaps control (row then column) and the older size form", () => {
    expect(cssGap({ column: "20", row: "10", unit: "px", isLinked: false })).toBe("10px 20px");
    expect(cssGap({ column: "20", row: "", unit: "px" })).toBe("0 20px");
    expect(cssGap({ column: 2, row: 2, unit: "em", size: 2 })).toBe("2em 2em");
    expect(cssGap({ size: 15, unit: "px" })).toBe("15px");
    expect(cssGap({ column: "1rem", row: "calc(1rem + 2px)", unit: "custom" })).toBe("calc(1rem + 2px) 1rem");
    expect(cssGap(8)).toBe("8px");
  });
  it("refuses negative and empty gaps", () => {
    expect(cssGap({ column: "-5", row: "", unit: "px" })).toBeUndefined();
    expect(cssGap({ column: "", row: "", unit: "px" })).toBeUndefined();
  });
});

describe("cssColor", () => {
  it.each(["#fff", "#A1B2C3", "#11223344", "rgba(0, 0, 0, .5)", "hsl(120 50% 50%)", "transparent", "var(--e-global-color-primary)"])(
    "keeps %s",
    (c) => expect(cssColor(c)).toBe(c),
  );
  it("lower-cases named colours", () => expect(cssColor("Red")).toBe("red"));
  it.each(["#ggg", "red;background:url(x)", "rgb(0,0,0);x", "expression(x)", "var(--x);", "url(x)", 42])("refuses %s", (c) =>
    expect(cssColor(c)).toBeUndefined(),
  );
});

describe("cssUrl", () => {
  it("quotes a safe address, escaping what could end the string", () => {
    expect(cssUrl({ url: "/images/a.png", id: 3 })).toBe('url("/images/a.png")');
    expect(cssUrl("https://cdn.test/a b.png")).toBe('url("https://cdn.test/a b.png")');
    expect(cssUrl({ url: '/a").x{y}("b' })).toBe('url("/a\\22 ).x{y}(\\22 b")');
    expect(cssUrl({ url: "/a\\b\nc" })).toMatch(/^url\("\/a\\5c b(?:\\a )?c"\)$/);
  });
  it.each([
    { url: "javascript:alert(1)" },
    { url: "data:image/svg+xml,<svg/>" },
    { url: "//evil.test/x.png" },
    { url: "mailto:a@b.test" },
    { url: "" },
    { id: 3 },
    3,
  ])("refuses %j", (v) => expect(cssUrl(v)).toBeUndefined());
});

describe("cssEnum and cssFontFamily", () => {
  it("accept exact words only", () => {
    expect(cssEnum("row", ["row", "column"])).toBe("row");
    expect(cssEnum("Row", ["row"])).toBeUndefined();
    expect(cssEnum("row;", ["row"])).toBeUndefined();
  });
  it("quotes a plain font family name with a fallback", () => {
    expect(cssFontFamily("Open Sans")).toBe('"Open Sans", sans-serif');
    expect(cssFontFamily('Roboto", serif; x')).toBeUndefined();
  });
});
