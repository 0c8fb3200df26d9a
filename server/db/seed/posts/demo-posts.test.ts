import { describe, expect, it } from "vitest";
import { postInput } from "#core/schemas/posts";
import { parseWith } from "#server/http/validate";
import { SLUG_PATTERN } from "#core/schemas/documents";
import type { NavNodeInput } from "#core/menus/navigation";
import { DEMO_ARTICLES, DEMO_POSTS, DEMO_RECIPES } from "./demo-posts";
import { DEMO_TAXONOMIES, flattenTerms, RECIPE_CATEGORIES } from "./taxonomy";
import { demoPostImages } from "./post-image";
import { buildRecipeTree } from "../navigation";

const termsOf = (taxonomy: string) => new Set(flattenTerms(DEMO_TAXONOMIES.find((t) => t.taxonomy === taxonomy)!.terms).map((t) => t.slug));

describe("demo recipes and articles", () => {
  it("has at least 60 recipes, each with its ingredients and steps, and at least 20 articles", () => {
    expect(DEMO_RECIPES.length).toBeGreaterThanOrEqual(60);
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(20);
    for (const r of DEMO_RECIPES) {
      expect(r.recipe!.ingredients.length, r.slug).toBeGreaterThanOrEqual(3);
      expect(r.recipe!.steps.length, r.slug).toBeGreaterThanOrEqual(2);
      for (const i of r.recipe!.ingredients) expect(i.name, r.slug).not.toBe("");
    }
  });

  it("is within every limit on stored values, with slugs unique per type", () => {
    for (const p of DEMO_POSTS) expect(() => parseWith(postInput, p), p.slug).not.toThrow();
    for (const list of [DEMO_RECIPES, DEMO_ARTICLES]) {
      const slugs = list.map((p) => p.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const s of slugs) expect(s).toMatch(SLUG_PATTERN);
    }
  });

  it("files every post under terms that exist, and every term has posts", () => {
    const used = new Set<string>();
    for (const p of DEMO_POSTS) {
      for (const [taxonomy, slugs] of Object.entries(p.terms)) {
        for (const slug of slugs) {
          expect(termsOf(taxonomy).has(slug), `${p.slug}: ${taxonomy} ${slug}`).toBe(true);
          used.add(`${taxonomy}:${slug}`);
        }
      }
      expect(p.type === "recipe" ? p.terms.recipe_category?.length : p.terms.category?.length, p.slug).toBeGreaterThan(0);
    }
    for (const { taxonomy, terms } of DEMO_TAXONOMIES) {
      // A parent may hold only its children's posts (Dinner holds pasta through "pasta").
      const leaves = flattenTerms(terms).filter((t) => !flattenTerms(terms).some((c) => c.parent === t.slug));
      for (const t of leaves) expect(used.has(`${taxonomy}:${t.slug}`), `${taxonomy} ${t.slug}`).toBe(true);
    }
    // Some recipes are filed under a parent term itself, some only under a child: lists that take in child terms differ.
    expect(DEMO_RECIPES.some((r) => r.terms.recipe_category?.includes("dinner"))).toBe(true);
    expect(DEMO_RECIPES.some((r) => r.terms.recipe_category?.includes("pasta") && !r.terms.recipe_category.includes("dinner"))).toBe(true);
  });

  it("links from articles only to recipes and articles that exist", () => {
    const known = new Set(DEMO_POSTS.map((p) => `/${p.type}s/${p.slug}`));
    const links = DEMO_ARTICLES.flatMap((a) => [...a.body.matchAll(/href="(\/(?:recipes|articles)\/[^"]+)"/g)].map((m) => m[1]!));
    expect(links.length).toBeGreaterThan(10);
    for (const l of links) expect(known.has(l), l).toBe(true);
  });

  it("gives every post its own generated illustration, the same on every build", () => {
    const images = demoPostImages();
    expect(images.size).toBe(DEMO_POSTS.length);
    for (const p of DEMO_POSTS) {
      const svg = images.get(p.image);
      expect(svg, p.image).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#039;)/);
    }
    expect(images.get(DEMO_RECIPES[0]!.image)).toBe(demoPostImages().get(DEMO_RECIPES[0]!.image));
    expect(images.get(DEMO_RECIPES[0]!.image)).not.toBe(images.get(DEMO_RECIPES[1]!.image));
  });

  it("builds the recipe menu from the recipe categories, each entry leading to its list page", () => {
    const urls = (nodes: NavNodeInput[]): string[] => nodes.flatMap((n) => [n.url, ...urls(n.children)]);
    const menu = urls(buildRecipeTree());
    expect(menu[0]).toBe("/recipes");
    expect(menu.slice(1).sort()).toEqual(
      flattenTerms(RECIPE_CATEGORIES)
        .map((t) => `/recipes/category/${t.slug}`)
        .sort(),
    );
  });
});
