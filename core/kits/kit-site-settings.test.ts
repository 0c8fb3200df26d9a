import { describe, expect, it } from "vitest";
import { DEFAULT_BREAKPOINTS } from "../builder/breakpoints";
import { DEFAULT_GLOBALS } from "../builder/global-variables";
import { SITE_SETTINGS_FLAGS } from "./manifest";
import { kitSettingsChange, kitSiteLogo, mergeById, mergeThemeStyle } from "./kit-site-settings";

const current = {
  siteName: "Aisle",
  breakpoints: DEFAULT_BREAKPOINTS,
  global_colors: [...DEFAULT_GLOBALS.colors, { id: "brand", title: "Brand", color: "#1f6f43" }],
  global_fonts: DEFAULT_GLOBALS.fonts,
  theme_style: { h1: { color: "#111111", family: "Georgia" } },
  site_logo: null,
};
const kitFile = {
  content: [],
  settings: {
    site_name: "Crumbs",
    system_colors: [{ _id: "primary", title: "Primary", color: "#000000" }],
    custom_colors: [{ _id: "c0ffee1", title: "Cookie", color: "#C0FFEE" }],
    system_typography: [{ _id: "primary", title: "Primary", typography_font_family: "Poppins", typography_font_weight: "700" }],
    viewport_md: 768,
    viewport_lg: 1100,
    site_logo: { url: "https://kit.example/logo.png", id: 12 },
    body_typography_font_family: "Paprika",
    body_typography_font_size: { unit: "px", size: 14, sizes: [] },
    body_color: "#333333",
    h1_typography_font_family: "Poppins",
    h1_typography_font_weight: "800",
    h1_typography_line_height: { unit: "px", size: "", sizes: [] },
  },
};

describe("a kit's site settings over the site's", () => {
  it("merges by id: the kit's value in place, new ones after, none twice", () => {
    expect(
      mergeById(
        [
          { id: "a", v: 1 },
          { id: "b", v: 1 },
        ],
        [
          { id: "b", v: 2 },
          { id: "c", v: 2 },
        ],
      ),
    ).toEqual([
      { id: "a", v: 1 },
      { id: "b", v: 2 },
      { id: "c", v: 2 },
    ]);
  });

  it("changes the colours, fonts, site name and breakpoints the flags take, and nothing on a second import", () => {
    const change = kitSettingsChange(kitFile, new Set(SITE_SETTINGS_FLAGS), current);
    expect(change.global_colors?.map((c) => [c.id, c.color])).toEqual([
      ["primary", "#000000"],
      ["secondary", "#54595F"],
      ["text", "#7A7A7A"],
      ["accent", "#61CE70"],
      ["brand", "#1f6f43"],
      ["c0ffee1", "#C0FFEE"],
    ]);
    expect(change.global_fonts?.[0]).toEqual({ id: "primary", title: "Primary", family: "Poppins", weight: "700" });
    expect(change.siteName).toBe("Crumbs");
    expect(change.breakpoints).toMatchObject({ mobile: { value: 767 }, tablet: { value: 1099 } });
    expect(change.theme_style).toEqual({
      body: { family: "Paprika", size: "14px", color: "#333333" },
      h1: { color: "#111111", family: "Poppins", weight: "800" },
    });
    const again = kitSettingsChange(kitFile, new Set(SITE_SETTINGS_FLAGS), { ...current, ...change } as typeof current);
    expect(again).toEqual({});
  });

  it("leaves what the flags do not take", () => {
    expect(kitSettingsChange(kitFile, new Set(["globalFonts"] as const), current)).toEqual({
      global_fonts: expect.any(Array),
    });
  });
});

describe("a kit's logo and theme style", () => {
  it("names the logo only when general settings are taken", () => {
    expect(kitSiteLogo(kitFile, new Set(["generalSettings"] as const))).toEqual({ url: "https://kit.example/logo.png", alt: "" });
    expect(kitSiteLogo(kitFile, new Set(["globalColors"] as const))).toBeNull();
    expect(kitSiteLogo({ settings: { site_logo: { url: "", id: "" } } }, new Set(["generalSettings"] as const))).toBeNull();
  });

  it("lays the kit's theme style over the site's, value by value", () => {
    expect(mergeThemeStyle({ h1: { color: "#111111" }, h2: { weight: "700" } }, { h1: { family: "Poppins" } })).toEqual({
      h1: { color: "#111111", family: "Poppins" },
      h2: { weight: "700" },
    });
  });
});
