import { describe, expect, it } from "vitest";
import { moveActive, typeaheadOptions, wantsSuggestions } from "./typeahead";

describe("typeahead", () => {
  it("lists products, then departments, then recipes, each with a unique id", () => {
    const options = typeaheadOptions({
      products: [{ name: "Peaches", url: "/shop/products/peaches" }],
      departments: [{ name: "Fresh Fruit", url: "/shop/departments/fresh-fruit" }],
      recipes: [
        { name: "Peach Cobbler", url: "/recipes/peach-cobbler" },
        { name: "Peach Salsa", url: "/recipes/peach-salsa" },
      ],
    });
    expect(options.map((o) => [o.group, o.name])).toEqual([
      ["Products", "Peaches"],
      ["Departments", "Fresh Fruit"],
      ["Recipes", "Peach Cobbler"],
      ["Recipes", "Peach Salsa"],
    ]);
    expect(new Set(options.map((o) => o.id)).size).toBe(4);
  });
  it("moves through the options with the arrow keys, wrapping at both ends", () => {
    expect(moveActive(-1, 3, "ArrowDown")).toBe(0);
    expect(moveActive(0, 3, "ArrowDown")).toBe(1);
    expect(moveActive(2, 3, "ArrowDown")).toBe(0);
    expect(moveActive(-1, 3, "ArrowUp")).toBe(2);
    expect(moveActive(0, 3, "ArrowUp")).toBe(2);
    expect(moveActive(2, 3, "ArrowUp")).toBe(1);
    expect(moveActive(-1, 0, "ArrowDown")).toBe(-1);
  });
  it("asks for suggestions from two typed characters", () => {
    expect(wantsSuggestions(" p ")).toBe(false);
    expect(wantsSuggestions("pe")).toBe(true);
  });
});
