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
});
