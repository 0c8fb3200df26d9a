import { describe, expect, it } from "vitest";
import { conditionRow, previewAddress, rowCondition } from "./condition-rules";

describe("display condition rows", () => {
  it("makes Elementor's strings from the pickers", () => {
    expect(rowCondition({ type: "include", kind: "general", target: "" })).toBe("include/general");
    expect(rowCondition({ type: "exclude", kind: "page", target: "12" })).toBe("exclude/singular/page/12");
    expect(rowCondition({ type: "include", kind: "recipe_category", target: "dinner" })).toBe("include/archive/recipe_category/dinner");
    expect(rowCondition({ type: "include", kind: "not_found", target: "" })).toBe("include/singular/not_found404");
    expect(rowCondition({ type: "include", kind: "page", target: "" })).toBeNull();
    expect(rowCondition({ type: "include", kind: "recipe_category", target: "no/slashes" })).toBeNull();
  });

  it("reads stored conditions back into rows, keeping one no picker offers", () => {
    expect(conditionRow("include/general")).toEqual({ type: "include", kind: "general", target: "" });
    expect(conditionRow("exclude/singular/page/12")).toEqual({ type: "exclude", kind: "page", target: "12" });
    expect(conditionRow("include/singular/page")).toEqual({ type: "include", kind: "pages", target: "" });
    expect(conditionRow("include/archive/author/3")).toEqual({
      type: "include",
      kind: "other",
      target: "",
      raw: "include/archive/author/3",
    });
    for (const c of ["include/general", "exclude/singular/page/12", "include/archive/recipe_category/dinner", "include/archive/search"])
      expect(rowCondition(conditionRow(c))).toBe(c);
  });

  it("previews a header where it applies: a named page, else the first site address it includes", () => {
    const slugs = new Map([["12", "about-us"]]);
    expect(previewAddress(5, ["include/general"], slugs)).toBe("/?theme_template_id=5");
    expect(previewAddress(5, ["include/singular/page/12"], slugs)).toBe("/about-us?theme_template_id=5");
    expect(previewAddress(5, ["include/general", "exclude/singular/front_page"], slugs)).toBe("/recipes?theme_template_id=5");
    expect(previewAddress(5, ["include/singular/not_found404"], slugs)).toBeNull();
  });
});
