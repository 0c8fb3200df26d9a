import { describe, it, expect } from "vitest";
import { bodyOfValues, ingredientLine, newPostValues, valuesOfForm } from "./post-values";
import { adminPostPatch } from "#core/schemas/admin-posts";

describe("the post form's values", () => {
  it("reads a recipe's lines into ingredients and steps, and the schema accepts it", () => {
    const form = new URLSearchParams([
      ["title", "Soup"],
      ["status", "publish"],
      ["terms.recipe_category", "soups"],
      ["terms.recipe_category", "lunch"],
      ["prepMinutes", "10"],
      ["servings", ""],
      ["ingredients", "2 | cups | stock | hot\r\nsalt\n\n"],
      ["steps", "Heat.\nServe."],
    ]);
    const body = bodyOfValues(valuesOfForm(form, "recipe"));
    expect(body).toMatchObject({
      terms: { recipe_category: ["soups", "lunch"], diet: [] },
      recipe: {
        prepMinutes: 10,
        cookMinutes: null,
        servings: null,
        ingredients: [
          { quantity: "2", unit: "cups", name: "stock", note: "hot" },
          { quantity: "", unit: "", name: "salt", note: "" },
        ],
        steps: ["Heat.", "Serve."],
      },
    });
    expect(adminPostPatch.safeParse(body).success).toBe(true);
  });

  it("keeps a number that is not whole as typed, so the schema refuses it", () => {
    const body = bodyOfValues({ ...newPostValues("recipe"), title: "x", status: "draft", prepMinutes: "ten" });
    const parsed = adminPostPatch.safeParse(body);
    expect(parsed.success).toBe(false);
  });

  it("writes an ingredient back as its line", () => {
    expect(ingredientLine({ quantity: "1", unit: "", name: "egg", note: "" })).toBe("1 |  | egg");
    expect(ingredientLine({ quantity: "", unit: "", name: "salt", note: "" })).toBe("salt");
  });

  it("an article has no recipe", () => {
    expect(bodyOfValues({ ...newPostValues("article"), title: "x", status: "draft" }).recipe).toBeNull();
  });
});
