import { describe, expect, it } from "vitest";
import { DEFAULT_BREAKPOINTS } from "./breakpoints";
import { documentCss } from "./document-css";
import {
  DEFAULT_GLOBALS,
  globalColors,
  globalCustomProperties,
  globalIds,
  globalsFromKit,
  normaliseGlobals,
  parseGlobalReference,
  type GlobalVariables,
} from "./global-variables";
import { colour, typography } from "./style-helpers";
import { settingsView } from "./responsive";

const kit: GlobalVariables = {
  colors: [
    { id: "primary", title: "Primary", color: "#1f6f43" },
    { id: "4f1a2b3", title: "Crust", color: "#d57c48" },
  ],
  fonts: [{ id: "primary", title: "Primary", family: "Poppins", weight: "600" }],
};
const ids = globalIds(kit);

const heading = (settings: Record<string, unknown>) => [{ id: "h1h1h1h", elType: "widget", widgetType: "heading", settings, elements: [] }];
const headingCss = (settings: Record<string, unknown>, globals = ids) =>
  documentCss(1, heading(settings), DEFAULT_BREAKPOINTS, {
    globals,
    widgetStyles: () => (v) => ({ " .elementor-heading-title": { ...colour(v, "title_color"), ...typography(v) } }),
  });

describe("global colours and fonts", () => {
  it("reads Elementor's references", () => {
    expect(parseGlobalReference("globals/colors?id=primary")).toEqual({ kind: "colors", id: "primary" });
    expect(parseGlobalReference("globals/typography?id=4f1a2b3")).toEqual({ kind: "typography", id: "4f1a2b3" });
    expect(parseGlobalReference("globals/colors?id=a;color:red")).toBeNull();
    expect(parseGlobalReference(7)).toBeNull();
  });

  it("resolves a colour reference to the variable's custom property, on every device that inherits it", () => {
    const view = settingsView(
      { title_color: "#000000", __globals__: { title_color: "globals/colors?id=4f1a2b3" } },
      "mobile",
      DEFAULT_BREAKPOINTS,
      ids,
    );
    expect(view.get("title_color")).toBe("var(--e-global-color-4f1a2b3)");
    expect(headingCss({ title_color: "", __globals__: { title_color: "globals/colors?id=primary" } })).toContain(
      ".elementor-1 .elementor-element.elementor-element-h1h1h1h .elementor-heading-title{color:var(--e-global-color-primary)}",
    );
  });

  it("falls back to the value stored beside a reference to a deleted or unknown variable", () => {
    const css = headingCss({ title_color: "#aa3300", __globals__: { title_color: "globals/colors?id=gone" } });
    expect(css).toContain("color:#aa3300");
    expect(css).not.toContain("var(--e-global-color-gone)");
    expect(headingCss({ __globals__: { title_color: "globals/colors?id=gone" } })).not.toContain("color:");
  });

  it("a device's own global wins over the larger device's stored value", () => {
    const css = headingCss({ title_color: "#aa3300", __globals__: { title_color_mobile: "globals/colors?id=primary" } });
    expect(css).toContain("color:#aa3300");
    expect(css).toMatch(/@media \(max-width:767px\)\{[^}]*\{color:var\(--e-global-color-primary\)\}/);
  });

  it("sets a typography group's family and weight from a global font, keeping the stored weight as the fallback", () => {
    const css = headingCss({ typography_font_weight: "300", __globals__: { typography_typography: "globals/typography?id=primary" } });
    expect(css).toContain("font-family:var(--e-global-typography-primary-font-family)");
    expect(css).toContain("font-weight:var(--e-global-typography-primary-font-weight, 300)");
    const gone = headingCss({
      typography_typography: "custom",
      typography_font_family: "Lato",
      __globals__: { typography_typography: "globals/typography?id=gone" },
    });
    expect(gone).toContain('font-family:"Lato", sans-serif');
  });

  it("defines each variable once as a custom property", () => {
    expect(globalCustomProperties(kit)).toEqual({
      "--e-global-color-primary": "#1f6f43",
      "--e-global-color-4f1a2b3": "#d57c48",
      "--e-global-typography-primary-font-family": '"Poppins", sans-serif',
      "--e-global-typography-primary-font-weight": "600",
    });
  });

  it("reads a kit's site settings and keeps only valid, unique items", () => {
    const read = globalsFromKit({
      system_colors: [
        { _id: "primary", title: "Primary", color: "#000000" },
        { _id: "primary", title: "Again", color: "#111111" },
      ],
      custom_colors: [
        { _id: "bad id!", title: "Bad", color: "#fff" },
        { _id: "c0ffee1", title: "Script", color: "red;}</style>" },
      ],
      system_typography: [
        { _id: "text", title: "Text", typography_typography: "custom", typography_font_family: "Roboto", typography_font_weight: 400 },
      ],
    });
    expect(read).toEqual({
      colors: [{ id: "primary", title: "Primary", color: "#000000" }],
      fonts: [{ id: "text", title: "Text", family: "Roboto", weight: "400" }],
    });
    expect(normaliseGlobals(null)).toBe(DEFAULT_GLOBALS);
  });

  it("refuses lists past the limits and repeated ids", () => {
    const many = Array.from({ length: 61 }, (_, i) => ({ id: `c${i}`, title: `C${i}`, color: "#000" }));
    expect(globalColors.safeParse(many).success).toBe(false);
    expect(globalColors.safeParse([kit.colors[0], kit.colors[0]]).success).toBe(false);
    expect(globalColors.safeParse([{ id: "x", title: "X", color: "url(javascript:1)" }]).success).toBe(false);
  });
});
