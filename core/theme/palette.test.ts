import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminSettingsPatch } from "../schemas/settings";
import { DEFAULT_PRIMARY, PALETTE_STEPS, contrastRatio, palette, paletteProperties, parseHex, primaryColorProblem } from "./palette";

describe("palette", () => {
  it("keeps the configured colour at 600, tints below and shades above", () => {
    const scale = palette("#1a4d8f");
    expect(scale[600]).toBe("#1a4d8f");
    const lum = PALETTE_STEPS.map((step) => contrastRatio(parseHex(scale[step])!, [255, 255, 255]));
    for (let i = 1; i < lum.length; i++) expect(lum[i]).toBeGreaterThan(lum[i - 1]!);
  });

  it("reads #rgb as #rrggbb", () => {
    expect(palette("#fff")[600]).toBe("#ffffff");
    expect(parseHex("#12")).toBeNull();
  });

  it("names every step as a custom property", () => {
    expect(Object.keys(paletteProperties("#1f6f43"))).toEqual(PALETTE_STEPS.map((s) => `--color-primary-${s}`));
  });

  it("matches the theme's own scale in tokens.css", () => {
    const css = readFileSync(new URL("../../app/styles/tokens.css", import.meta.url), "utf8");
    for (const [name, value] of Object.entries(paletteProperties(DEFAULT_PRIMARY))) expect(css).toContain(`${name}: ${value};`);
  });
});

describe("primary colour contrast", () => {
  it("accepts colours with at least 4.5:1 against white", () => {
    expect(primaryColorProblem("#1f6f43")).toBeNull();
    expect(primaryColorProblem("#767676")).toBeNull();
  });

  it("refuses lighter ones with the ratio and what is needed", () => {
    expect(primaryColorProblem("#777777")).toMatch(/contrast of 4\.47:1 against white and needs at least 4\.5:1/);
    expect(primaryColorProblem("#ff9900")).toMatch(/^is too light/);
  });

  it("is refused by the admin's settings change", () => {
    const result = adminSettingsPatch.safeParse({ primaryColor: "#ffcc00" });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(["primaryColor"]);
    expect(result.error!.issues[0]!.message).toMatch(/too light/);
    expect(adminSettingsPatch.safeParse({ primaryColor: "#1a4d8f" }).success).toBe(true);
    expect(adminSettingsPatch.safeParse({ primaryColor: "" }).success).toBe(true);
  });
});
