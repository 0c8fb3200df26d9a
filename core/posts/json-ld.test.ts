import { describe, expect, it } from "vitest";
import { articleJsonLd, jsonLdText, recipeJsonLd } from "./json-ld";
import type { PostDetail } from "./types";

const recipe: PostDetail = {
  id: 7,
  type: "recipe",
  slug: "skillet-chickpea-curry",
  title: "Skillet Chickpea Curry",
  excerpt: "A creamy curry.",
  image: "/images/posts/recipes/skillet-chickpea-curry.svg",
  imageAlt: "",
  author: "Priya Raman",
  publishedAt: "2025-06-01T13:00:00.000Z",
  url: "/recipes/skillet-chickpea-curry",
  terms: {
    recipe_category: [{ slug: "one-pan", name: "One Pan" }],
    diet: [
      { slug: "vegan", name: "Vegan" },
      { slug: "gluten-free", name: "Gluten-Free" },
    ],
  },
  body: "<p>Curry.</p>",
  recipe: {
    prepMinutes: 10,
    cookMinutes: 75,
    servings: 4,
    recipeYield: "",
    ingredients: [{ quantity: "2", unit: "cans (15 oz)", name: "chickpeas", note: "rinsed" }],
    steps: ["Simmer.", "Serve."],
  },
};

describe("jsonLdText", () => {
  it("cannot end its script element or open a comment, and parses back to the same value", () => {
    const hostile = { name: "</script><script>alert(1)</script><!-- & \u2028\u2029" };
    const text = jsonLdText(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

describe("recipeJsonLd", () => {
  it("describes the recipe as schema.org Recipe with absolute addresses, ISO durations, ingredients and steps", () => {
    const ld = recipeJsonLd(recipe, "https://shop.example");
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Skillet Chickpea Curry",
      image: ["https://shop.example/images/posts/recipes/skillet-chickpea-curry.svg"],
      author: { "@type": "Person", name: "Priya Raman" },
      datePublished: "2025-06-01T13:00:00.000Z",
      description: "A creamy curry.",
      url: "https://shop.example/recipes/skillet-chickpea-curry",
      recipeCategory: ["One Pan"],
      suitableForDiet: ["https://schema.org/VeganDiet", "https://schema.org/GlutenFreeDiet"],
      prepTime: "PT10M",
      cookTime: "PT1H15M",
      totalTime: "PT1H25M",
      recipeYield: ["4 servings"],
      recipeIngredient: ["2 cans (15 oz) chickpeas, rinsed"],
      recipeInstructions: [
        { "@type": "HowToStep", position: 1, text: "Simmer." },
        { "@type": "HowToStep", position: 2, text: "Serve." },
      ],
    });
  });

  it("leaves out what the recipe does not say", () => {
    const bare = recipeJsonLd(
      { ...recipe, image: null, terms: {}, recipe: { ...recipe.recipe!, prepMinutes: null, cookMinutes: null, servings: null } },
      "https://shop.example",
    );
    for (const key of ["image", "prepTime", "cookTime", "totalTime", "recipeYield", "recipeCategory", "suitableForDiet"])
      expect(bare).not.toHaveProperty(key);
  });
});

describe("articleJsonLd", () => {
  it("describes an article as schema.org Article", () => {
    const ld = articleJsonLd(
      {
        ...recipe,
        type: "article",
        url: "/articles/x",
        recipe: null,
        terms: { category: [{ slug: "seasonal", name: "Seasonal Eating" }] },
      },
      "http://127.0.0.1:3000",
    );
    expect(ld).toMatchObject({
      "@type": "Article",
      headline: "Skillet Chickpea Curry",
      articleSection: ["Seasonal Eating"],
      mainEntityOfPage: "http://127.0.0.1:3000/articles/x",
    });
  });
});
