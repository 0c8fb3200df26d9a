import type { departments, NutritionPanel, products } from "../../schema";
import type { ProductFlag } from "#core/catalog/flags";
import { isUnit, type Unit } from "#core/catalog/unit-price";
import { SHOP_DEPARTMENTS } from "../navigation";
import { kebab } from "../stores";
import { DEPARTMENT_BRANDS, SUB_DEPARTMENT_ITEMS } from "./items";

export type DepartmentRow = typeof departments.$inferInsert & { id: number; slug: string };
export type ProductRow = typeof products.$inferInsert & { id: number; slug: string; name: string };

/** An item of a sub-department, before it is sold under a brand. */
export interface DemoItem {
  name: string;
  size: string;
  unitSize: number;
  unit: Unit;
  basePriceCents: number;
  glutenFree: boolean;
  organic: boolean;
  local: boolean;
}

export function parseItem(spec: string): DemoItem {
  const [name = "", size = "", unitSize = "1", unit = "each", cents = "0", flags = ""] = spec.split("|");
  if (!isUnit(unit)) throw new Error(`demo item ${name} has an unknown unit "${unit}"`);
  return {
    name,
    size,
    unitSize: Number(unitSize),
    unit,
    basePriceCents: Number(cents),
    glutenFree: flags.includes("g"),
    organic: flags.includes("o"),
    local: flags.includes("l"),
  };
}

/** Top-level department `i` (from 0) is id (i+1)*100; its child `j` is that + j + 1. */
export function buildDepartments(): DepartmentRow[] {
  return SHOP_DEPARTMENTS.flatMap((d, i): DepartmentRow[] => {
    const id = (i + 1) * 100;
    return [
      { id, shop: "shop", slug: kebab(d.title), name: d.title, parentId: null, position: i },
      ...d.children.map((c, j): DepartmentRow => ({ id: id + j + 1, shop: "shop", slug: kebab(c), name: c, parentId: id, position: j })),
    ];
  });
}

/** Departments whose goods SNAP does not pay for; hot prepared food is not eligible either. */
const NOT_SNAP = new Set(["Household", "Health & Beauty", "Pet", "Floral"]);
const NOT_SNAP_SUB = new Set(["Prepared Meals", "Diapers & Wipes"]);
/** Where a department's goods are found in a store; the rest are numbered aisles (store_products varies them per store). */
const AISLE_NAMES: Readonly<Record<string, string>> = {
  Produce: "Produce",
  "Meat & Seafood": "Meat & Seafood",
  Deli: "Deli",
  Bakery: "Bakery",
  Floral: "Floral",
};
/** Price factor per brand position: the store brand, then the others. */
const BRAND_FACTORS = [1, 1.25, 1.12, 1.18, 1.08];

/** A price ending in 9 cents, at least 49. */
const retail = (cents: number) => Math.max(49, Math.round(cents / 10) * 10 - 1);

/** A small deterministic number from a string (FNV-1a). */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

function nutrition(dept: string, item: DemoItem, key: string): NutritionPanel | null {
  if (NOT_SNAP.has(dept) || ["Diapers & Wipes"].includes(dept)) return null;
  const h = hash(key);
  const calories = 40 + (h % 36) * 10;
  return {
    serving: item.unit === "fl oz" ? "8 fl oz (240 mL)" : item.unit === "lb" ? "4 oz (112 g)" : "1 serving",
    calories,
    fat_g: (h >>> 3) % 18,
    carbs_g: (h >>> 7) % 40,
    sugars_g: (h >>> 11) % 20,
    protein_g: (h >>> 5) % 25,
    sodium_mg: ((h >>> 9) % 60) * 10,
  };
}

/** Every item of every sub-department under every brand of its department: about 2,000 products, ids from 1. */
export function buildProducts(depts: readonly DepartmentRow[] = buildDepartments()): ProductRow[] {
  const byName = new Map(depts.filter((d) => d.parentId !== null).map((d) => [`${d.parentId}:${d.name}`, d]));
  const rows: ProductRow[] = [];
  const slugs = new Set<string>();
  SHOP_DEPARTMENTS.forEach((top, i) => {
    const brands = DEPARTMENT_BRANDS[top.title] ?? ["Harvest Lane"];
    const topId = (i + 1) * 100;
    for (const sub of top.children) {
      const dept = byName.get(`${topId}:${sub}`)!;
      for (const spec of SUB_DEPARTMENT_ITEMS[sub] ?? []) {
        const item = parseItem(spec);
        brands.forEach((brand, b) => {
          const id = rows.length + 1;
          const organicBrand = brand.endsWith("Organics");
          const itemName = organicBrand && item.name.startsWith("Organic ") ? item.name.slice("Organic ".length) : item.name;
          const name = `${brand} ${itemName}`;
          const soldByWeight = item.unit === "lb";
          const flags: ProductFlag[] = [];
          if (item.organic || organicBrand) flags.push("organic");
          if (item.glutenFree) flags.push("gluten_free");
          if (!NOT_SNAP.has(top.title) && !NOT_SNAP_SUB.has(sub)) flags.push("snap");
          if (item.local || brand === "Buckeye Farms") flags.push("local");
          const h = hash(name);
          const baseSlug = `${kebab(name)}-${kebab(item.size)}`;
          const slug = slugs.has(baseSlug) ? `${baseSlug}-${id}` : baseSlug;
          slugs.add(slug);
          const food = !NOT_SNAP.has(top.title);
          rows.push({
            id,
            sku: `HL${String(id).padStart(6, "0")}`,
            slug,
            name,
            brand,
            size: item.size,
            departmentId: dept.id,
            description: `${name}${item.size === "each" || item.size.startsWith("per ") ? "" : `, ${item.size}`}. ${organicBrand || item.organic ? "Certified organic. " : ""}${brand === "Buckeye Farms" || item.local ? "Grown and made close to home. " : ""}From our ${sub.toLowerCase()} aisle, chosen for flavor and value.`,
            ingredients: food && !["Produce", "Meat & Seafood", "Floral"].includes(top.title) ? `${itemName}, salt, natural flavors.` : "",
            nutrition: nutrition(top.title, item, name),
            image: `/images/products/${slug}.svg`,
            flags,
            soldByWeight,
            unit: item.unit,
            unitSize: item.unitSize,
            weightStep: soldByWeight ? (top.title === "Produce" ? 0.25 : 0.5) : null,
            averageWeight: soldByWeight ? (top.title === "Produce" ? 0.5 + (h % 4) * 0.25 : 1 + (h % 5) * 0.25) : null,
            basePriceCents: retail(item.basePriceCents * (BRAND_FACTORS[b] ?? 1)),
            homeAisle: AISLE_NAMES[top.title] ?? String(i),
            featured: id % 37 === 0,
            extra: {},
            searchText: [
              name,
              brand,
              itemName,
              item.size,
              sub,
              top.title,
              ...flags.filter((f) => f !== "snap").map((f) => f.replace("_", " ")),
            ].join(" "),
          });
        });
      }
    }
  });
  return rows;
}

// ---- how the demo's per-store data is made (seed.ts has the database compute it; tests check it) ----

/** Each store group's price level in percent of the base price. */
export const GROUP_PRICE_PERCENT: Readonly<Record<number, number>> = { 1: 100, 2: 104, 3: 97, 4: 102 };

/** A product's price in a store group: the base price at the group's level, ending in 9 cents. */
export const demoGroupPrice = (basePriceCents: number, groupId: number): number =>
  retail((basePriceCents * (GROUP_PRICE_PERCENT[groupId] ?? 100)) / 100);
/** Whether a product is on sale this week in a store group, and at what price. */
export const demoOnSale = (productId: number, groupId: number): boolean => (productId * 7 + groupId * 3) % 9 === 0;
export const demoSalePrice = (priceCents: number): number => Math.max(29, Math.round((priceCents * 8) / 100) * 10 - 1);
/** Whether a shop store carries a product at all, and whether it has it in stock. */
export const demoCarried = (productId: number, storeId: number): boolean => (productId * 13 + storeId * 7) % 29 !== 0;
export const demoInStock = (productId: number, storeId: number): boolean => (productId * 11 + storeId) % 53 !== 0;
