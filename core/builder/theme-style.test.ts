import { describe, expect, it } from "vitest";
import { crumbellaFiles } from "../../server/test/zip-writer";
import { normaliseThemeStyle, themeStyleCss, themeStyleFromKit, themeStyleProperties, themeStyleToKit } from "./theme-style";
import { normaliseSiteLogo } from "./site-logo";

const crumbella = () => (JSON.parse(crumbellaFiles().get("site-settings.json")!) as { settings: Record<string, unknown> }).settings;

describe("the kit's theme style", () => {
  it("reads the Crumbella kit's body, link and heading typography", () => {
    const style = themeStyleFromKit(crumbella());
    expect(style.body).toEqual({ family: "Paprika", weight: "400", size: "14px", line_height: "21px", color: "#333333" });
    expect(style.h1).toEqual({ family: "Poppins", weight: "800", size: "80px", line_height: "72px", color: "#000000" });
    expect(style.h4).toEqual({ family: "Pacifico", weight: "700", size: "18px", line_height: "26px", color: "#070000" });
    expect(style.link_hover).toMatchObject({ family: "Paprika", color: "#D47C32" });
    expect(Object.keys(style)).toEqual(["body", "link_normal", "link_hover", "h1", "h2", "h3", "h4", "h5", "h6"]);
  });

  it("writes the theme style back in the kit's keys, read again as the same", () => {
    const style = themeStyleFromKit(crumbella());
    expect(themeStyleFromKit(themeStyleToKit(style))).toEqual(style);
    expect(themeStyleToKit({ h2: { size: "40px", color: "#000000" } })).toEqual({
      h2_typography_typography: "custom",
      h2_typography_font_size: { unit: "px", size: 40, sizes: [] },
      h2_color: "#000000",
    });
  });

  it("keeps only valid CSS of each kind, whatever is stored", () => {
    expect(
      normaliseThemeStyle({
        h1: { family: "Poppins;}body{display:none", weight: "heavy", size: "12px;x", line_height: "1.5", color: "red;}" },
        h2: { family: "Roboto Slab", color: "var(--e-global-color-primary)" },
        script: { family: "Arial" },
      }),
    ).toEqual({ h1: { line_height: "1.5" }, h2: { family: "Roboto Slab" } });
    expect(normaliseThemeStyle("[]")).toEqual({});
  });

  it("defines the values as custom properties and writes rules that read only the ones set", () => {
    const style = { body: { family: "Paprika", size: "14px" }, link_hover: { color: "#D47C32" } };
    expect(themeStyleProperties(style)).toEqual({
      "--e-theme-body-font-family": '"Paprika", sans-serif',
      "--e-theme-body-font-size": "14px",
      "--e-theme-link-hover-color": "#D47C32",
    });
    expect(themeStyleCss(7, style)).toBe(
      ".elementor-7{font-family:var(--e-theme-body-font-family);font-size:var(--e-theme-body-font-size)}" +
        ".elementor-7 a:hover{color:var(--e-theme-link-hover-color)}",
    );
    expect(themeStyleCss(7, {})).toBe("");
  });
});

describe("the site's logo", () => {
  it("is kept only at an address on the site", () => {
    expect(normaliseSiteLogo({ url: "/media/ab12/logo.png", width: 350, height: 100 })).toEqual({
      url: "/media/ab12/logo.png",
      width: 350,
      height: 100,
    });
    expect(normaliseSiteLogo({ url: "https://kit.example/logo.png" })).toBeNull();
    expect(normaliseSiteLogo({ url: "//kit.example/logo.png" })).toBeNull();
    expect(normaliseSiteLogo(null)).toBeNull();
  });
});
