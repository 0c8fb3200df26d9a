import { describe, expect, it } from "vitest";
import { globalReferenceOf, withGlobalReference } from "#core/editor/global-references";

describe("global variable references in an element's settings", () => {
  it("reads a colour or a typography reference by its kind", () => {
    const settings = {
      title_color: "#111111",
      __globals__: { title_color: "globals/colors?id=primary", typography_typography: "globals/typography?id=accent" },
    };
    expect(globalReferenceOf(settings, "title_color", "colors")).toBe("primary");
    expect(globalReferenceOf(settings, "title_color", "typography")).toBeNull();
    expect(globalReferenceOf(settings, "typography_typography", "typography")).toBe("accent");
    expect(globalReferenceOf({}, "title_color", "colors")).toBeNull();
  });

  it("sets and clears a reference as Elementor stores it, keeping the others", () => {
    const settings = { __globals__: { button_text_color: "globals/colors?id=text" } };
    expect(withGlobalReference(settings, "background_color", "colors", "primary")).toEqual({
      button_text_color: "globals/colors?id=text",
      background_color: "globals/colors?id=primary",
    });
    expect(withGlobalReference(settings, "button_text_color", "colors", null)).toBeUndefined();
    expect(withGlobalReference({}, "typography_typography", "typography", "secondary")).toEqual({
      typography_typography: "globals/typography?id=secondary",
    });
  });
});
