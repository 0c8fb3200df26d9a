import { describe, expect, it } from "vitest";
import { menuSlug, menuTreeFor, siteMenuFor } from "./menu-binding";

describe("a menu widget's menu", () => {
  it("is the site menu its slug or name names", () => {
    expect(siteMenuFor("recipes")).toBe("recipe");
    expect(siteMenuFor("My Account")).toBe("account");
    expect(siteMenuFor("Shop")).toBe("shop");
  });
  it("is the main navigation for a kit's menu the site does not have, or none", () => {
    expect(siteMenuFor("main-menu")).toBe("shop");
    expect(siteMenuFor("footer-links")).toBe("shop");
    expect(siteMenuFor("")).toBe("shop");
  });
  it("reads slugs from names", () => {
    expect(menuSlug("  Main Menu! ")).toBe("main-menu");
    expect(menuSlug("Recettes été")).toBe("recettes-ete");
  });
  it("picks the store's tree", () => {
    const node = { id: 1, title: "Soups", url: "/recipes/soups", children: [], selected: false };
    expect(menuTreeFor({ shop: [], recipe: [node], account: [] }, "recipes")).toEqual([node]);
  });
  it("picks a kept menu the setting names by slug, title or id before the store's trees", () => {
    const shopNode = { id: 1, title: "Bakery", url: "/shop/bakery", children: [], selected: false };
    const kitNode = { id: 1, title: "About Us", url: "/#about", children: [], selected: false };
    const trees = { shop: [shopNode], recipe: [], account: [] };
    const kept = [{ id: 7, slug: "main-menu", title: "Main Menu", tree: [kitNode] }];
    expect(menuTreeFor(trees, "main-menu", kept)).toEqual([kitNode]);
    expect(menuTreeFor(trees, "Main Menu", kept)).toEqual([kitNode]);
    expect(menuTreeFor(trees, "7", kept)).toEqual([kitNode]);
    expect(menuTreeFor(trees, "footer-links", kept)).toEqual([shopNode]);
    expect(menuTreeFor(trees, "main-menu", [])).toEqual([shopNode]);
  });
});
