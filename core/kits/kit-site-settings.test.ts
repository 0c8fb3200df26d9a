import { describe, expect, it } from "vitest";
import { DEFAULT_BREAKPOINTS } from "../builder/breakpoints";
import { DEFAULT_GLOBALS } from "../builder/global-variables";
import { SITE_SETTINGS_FLAGS } from "./manifest";
import { kitSettingsChange, mergeById } from "./kit-site-settings";

const current = {
  siteName: "Aisle",
  breakpoints: DEFAULT_BREAKPOINTS,
  global_colors: [...DEFAULT_GLOBALS.colors, { id: "brand", title: "Brand", color: "#1f6f43" }],
  global_fonts: DEFAULT_GLOBALS.fonts,
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
    const again = kitSettingsChange(kitFile, new Set(SITE_SETTINGS_FLAGS), { ...current, ...change } as typeof current);
    expect(again).toEqual({});
  });

  it("leaves what the flags do not take", () => {
    expect(kitSettingsChange(kitFile, new Set(["globalFonts"] as const), current)).toEqual({
      global_fonts: expect.any(Array),
    });
  });
});
