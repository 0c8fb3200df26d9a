import { describe, expect, it } from "vitest";
import { DEFAULT_BREAKPOINTS } from "./breakpoints";
import { settingsView } from "./responsive";
import { alignment, colour, mergeBlocks, textAlign, typography } from "./style-helpers";

const view = (s: Record<string, unknown>, device: "desktop" | "tablet" | "mobile" = "desktop") =>
  settingsView(s, device, DEFAULT_BREAKPOINTS);

describe("typography", () => {
  const full = {
    typography_typography: "custom",
    typography_font_family: "Open Sans",
    typography_font_size: { unit: "px", size: 32 },
    typography_font_size_tablet: { unit: "px", size: 24 },
    typography_font_size_mobile: { unit: "rem", size: 1.25 },
    typography_font_weight: "700",
    typography_line_height: { unit: "em", size: 1.2 },
    typography_letter_spacing: { unit: "px", size: -0.5 },
    typography_word_spacing: { unit: "em", size: 0.1 },
    typography_text_transform: "uppercase",
    typography_font_style: "italic",
    typography_text_decoration: "underline",
  };

  it("writes every field when the group is set to custom", () => {
    expect(typography(view(full))).toEqual({
      "font-family": '"Open Sans", sans-serif',
      "font-size": "32px",
      "font-weight": "700",
      "line-height": "1.2em",
      "letter-spacing": "-0.5px",
      "word-spacing": "0.1em",
      "text-transform": "uppercase",
      "font-style": "italic",
      "text-decoration": "underline",
    });
  });

  it("reads responsive sizes per device", () => {
    expect(typography(view(full, "tablet"))["font-size"]).toBe("24px");
    expect(typography(view(full, "mobile"))["font-size"]).toBe("1.25rem");
  });

  it("does nothing unless the group is custom", () => {
    expect(typography(view({ ...full, typography_typography: "" }))).toEqual({});
    expect(typography(view({ typography_font_size: { unit: "px", size: 10 } }))).toEqual({});
  });

  it("reads prefixed groups such as title_typography_*", () => {
    expect(typography(view({ title_typography_typography: "custom", title_typography_font_weight: 300 }), "title_typography")).toEqual({
      "font-weight": "300",
    });
  });

  it("accepts a unitless line height and drops garbage field by field", () => {
    expect(typography(view({ typography_typography: "custom", typography_line_height: { unit: "", size: 1.4 } }))).toEqual({
      "line-height": "1.4",
    });
    expect(
      typography(
        view({
          typography_typography: "custom",
          typography_font_family: "x;}body{",
          typography_font_size: { unit: "pt", size: 3 },
          typography_font_weight: "heavy",
          typography_text_transform: "shout",
          typography_font_style: [],
          typography_text_decoration: null,
          typography_letter_spacing: "wide",
        }),
      ),
    ).toEqual({});
  });
});

describe("colour and alignment", () => {
  it("reads a colour setting into the named property", () => {
    expect(colour(view({ title_color: "#C00" }), "title_color")).toEqual({ color: "#C00" });
    expect(colour(view({ background_color: "rgba(0,0,0,.5)" }), "background_color", "background-color")).toEqual({
      "background-color": "rgba(0,0,0,.5)",
    });
    expect(colour(view({ title_color: "red;x" }), "title_color")).toEqual({});
  });

  it.each([
    ["desktop", "center"],
    ["tablet", "left"],
    ["mobile", "justify"],
  ] as const)("reads align with its device suffixes on %s", (device, value) => {
    const s = { align: "center", align_tablet: "left", align_mobile: "justify" };
    expect(textAlign(view(s, device))).toEqual({ "text-align": value });
    expect(alignment(view(s, device))).toBe(value);
  });

  it("ignores alignment words it does not know", () => {
    expect(textAlign(view({ align: "middle" }))).toEqual({});
    expect(textAlign(view({ align: "start" }))).toEqual({ "text-align": "start" });
  });

  it("merges blocks, dropping empty ones", () => {
    expect(mergeBlocks({ "": { a: "1" }, " x": {} }, { "": { b: "2", a: "3" } })).toEqual({ "": { a: "3", b: "2" } });
  });
});
