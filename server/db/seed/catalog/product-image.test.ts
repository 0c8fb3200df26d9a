import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { ALL_FOOD_ICONS, foodIcon } from "./food-icon";
import { brandInitials, demoProductImages, demoTileProducts, productTilePath, productTileSvg } from "./product-image";
import { buildDepartments, buildProducts } from "./catalog";

const iconSet = JSON.parse(readFileSync(createRequire(import.meta.url).resolve("@iconify-json/fluent-emoji-flat/icons.json"), "utf8")) as {
  icons: Record<string, unknown>;
};

describe("product tiles", () => {
  const images = demoProductImages();

  it("gives every demo product its own tile, at the path the product names", () => {
    const products = demoTileProducts();
    const tiles = products.map((p) => images.get(productTilePath(p.slug)));
    expect(tiles.every((t) => t?.startsWith("<svg"))).toBe(true);
    expect(new Set(tiles).size).toBe(products.length);
    for (const p of buildProducts(buildDepartments())) expect(images.has(p.image!), p.slug).toBe(true);
  });

  it("draws only pictures the icon set holds", () => {
    expect(ALL_FOOD_ICONS.filter((name) => !iconSet.icons[name])).toEqual([]);
  });

  it("picks the item by its name before its aisle", () => {
    expect(foodIcon("Sunrise Orchards Gala Apples", "Fresh Fruit", "Produce")).toBe("red-apple");
    expect(foodIcon("Harvest Lane Apple Juice", "Juice", "Beverages")).toBe("beverage-box");
    expect(foodIcon("Harvest Lane Orange Chicken", "Frozen Meals", "Frozen")).toBe("poultry-leg");
    expect(foodIcon("Harvest Lane Timothy Hay", "Small Pets", "Pet")).toBe("rabbit-face");
    expect(foodIcon("Something New", "Nowhere", "Bakery")).toBe("bread");
  });

  it("shows the brand's initials and the size", () => {
    expect(brandInitials("Harvest Lane Organics")).toBe("HLO");
    expect(brandInitials("Cook's Choice")).toBe("CC");
    const svg = productTileSvg({
      slug: "x",
      name: "Bloom House Roses",
      brand: "Bloom House",
      size: "12 <stems>",
      department: "Floral",
      subDepartment: "Bouquets",
    });
    expect(svg).toContain(">BH</text>");
    expect(svg).toContain("12 &lt;stems&gt;");
  });
});
