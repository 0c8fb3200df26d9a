import { describe, expect, it } from "vitest";
import { ingredientSearchTerm, isIngredientMatch, pickIngredientMatch, singular } from "./ingredient-match";

const product = (id: number, name: string, brand = "Harvest Lane", available = true) => ({
  id,
  name: `${brand} ${name}`,
  brand,
  available,
});

describe("ingredientSearchTerm", () => {
  it("keeps what the ingredient is and drops how it is prepared", () => {
    expect(ingredientSearchTerm("chopped fresh parsley")).toBe("parsley");
    expect(ingredientSearchTerm("large eggs")).toBe("eggs");
    expect(ingredientSearchTerm("all-purpose flour")).toBe("all purpose flour");
    expect(ingredientSearchTerm("unsalted butter")).toBe("unsalted butter");
    expect(ingredientSearchTerm("boneless skinless chicken thighs (about 2 lb), trimmed")).toBe("chicken thighs");
    expect(ingredientSearchTerm("Ground Cumin")).toBe("ground cumin");
  });
  it("links neither water nor ice, nor a name with nothing left", () => {
    expect(ingredientSearchTerm("cold water")).toBe("");
    expect(ingredientSearchTerm("ice")).toBe("");
    expect(ingredientSearchTerm("fresh, chopped")).toBe("");
  });
});

describe("singular", () => {
  it("reads common plurals as singular and leaves the rest", () => {
    expect(["tomatoes", "berries", "eggs", "peaches", "onions", "glass", "asparagus", "hummus", "oats"].map(singular)).toEqual([
      "tomato",
      "berry",
      "egg",
      "peach",
      "onion",
      "glass",
      "asparagus",
      "hummus",
      "oat",
    ]);
  });
});

describe("isIngredientMatch", () => {
  it("matches a product whose kind ends with the ingredient, brand aside", () => {
    expect(isIngredientMatch("eggs", product(1, "Large White Eggs", "Buckeye Farms"))).toBe(true);
    expect(isIngredientMatch("olive oil", product(2, "Extra Virgin Olive Oil"))).toBe(true);
    expect(isIngredientMatch("yellow onion", product(3, "Yellow Onions"))).toBe(true);
    expect(isIngredientMatch("all purpose flour", product(4, "All Purpose Flour"))).toBe(true);
  });
  it("does not take another product with the same words for the ingredient", () => {
    expect(isIngredientMatch("garlic", product(5, "Garlic Powder"))).toBe(false);
    expect(isIngredientMatch("lime", product(6, "Sparkling Water Lime", "Fizzworks"))).toBe(false);
    expect(isIngredientMatch("chicken broth", product(7, "Ground Chicken"))).toBe(false);
    expect(isIngredientMatch("parmesan cheese", product(8, "Grated Parmesan"))).toBe(false);
    expect(isIngredientMatch("", product(9, "Garlic"))).toBe(false);
  });
  it("keeps a kind word the ingredient names itself", () => {
    expect(isIngredientMatch("lemon juice", product(10, "Lemon Juice"))).toBe(true);
  });
  it("takes a processed product only for an ingredient that says so", () => {
    expect(isIngredientMatch("ripe tomato", product(11, "Diced Tomatoes"))).toBe(false);
    expect(isIngredientMatch("fresh cranberries", product(12, "Dried Cranberries"))).toBe(false);
    expect(isIngredientMatch("diced tomatoes", product(13, "Diced Tomatoes"))).toBe(true);
    expect(isIngredientMatch("tomato, diced", product(14, "Diced Tomatoes"))).toBe(false);
    expect(isIngredientMatch("frozen peas", product(15, "Frozen Peas", "Snowcap"))).toBe(true);
  });
});

describe("pickIngredientMatch", () => {
  it("takes the first match in search order that is in stock, else the first match", () => {
    const candidates = [
      product(1, "Garlic Powder"),
      product(2, "Garlic", "Green Acres", false),
      product(3, "Garlic", "Buckeye Farms"),
      product(4, "Garlic"),
    ];
    expect(pickIngredientMatch("garlic", candidates)?.id).toBe(3);
    expect(pickIngredientMatch("garlic", candidates.slice(0, 2))?.id).toBe(2);
  });
  it("is null when nothing matches", () => {
    expect(pickIngredientMatch("lime", [product(1, "Sparkling Water Lime")])).toBeNull();
    expect(pickIngredientMatch("lime", [])).toBeNull();
  });
});
