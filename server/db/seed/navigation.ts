import { ACCOUNT_MENU } from "#core/account/account-routes";
import type { NavNodeInput } from "#core/menus/navigation";
import type { navigationTrees } from "../schema";
import type { DemoStore, StoreKind } from "./stores";
import { kebab } from "./stores";
import { RECIPE_CATEGORIES, type DemoTerm } from "./posts/taxonomy";
import { listUrl } from "#core/posts/list-url";

export type NavigationRow = typeof navigationTrees.$inferInsert;

/** A department (or category) and its sub-categories, by title. */
export interface Department {
  title: string;
  children: readonly string[];
}

/** The grocery shop's departments: 14, Produce with 8 children. */
export const SHOP_DEPARTMENTS: readonly Department[] = [
  {
    title: "Produce",
    children: [
      "Fresh Fruit",
      "Fresh Vegetables",
      "Salads & Greens",
      "Fresh Herbs",
      "Organic Produce",
      "Cut Fruit & Vegetables",
      "Potatoes & Onions",
      "Dried Fruit & Nuts",
    ],
  },
  { title: "Meat & Seafood", children: ["Beef", "Chicken", "Pork", "Turkey", "Fish & Shellfish", "Sausage & Hot Dogs"] },
  { title: "Deli", children: ["Sliced Meats", "Specialty Cheese", "Prepared Meals", "Dips & Spreads"] },
  { title: "Bakery", children: ["Bread & Rolls", "Cakes", "Cookies & Brownies", "Pies", "Bagels & Muffins"] },
  { title: "Dairy", children: ["Milk", "Eggs", "Cheese", "Yogurt", "Butter & Cream"] },
  { title: "Frozen", children: ["Frozen Meals", "Ice Cream", "Frozen Vegetables", "Frozen Pizza"] },
  { title: "Pantry", children: ["Pasta & Rice", "Canned Goods", "Baking", "Breakfast & Cereal", "Condiments & Sauces", "Spices"] },
  { title: "Beverages", children: ["Coffee", "Tea", "Juice", "Soda", "Water & Sparkling Water"] },
  { title: "Snacks", children: ["Chips", "Crackers", "Cookies", "Nuts & Trail Mix"] },
  { title: "Household", children: ["Cleaning", "Laundry", "Paper Goods", "Kitchen & Storage"] },
  { title: "Health & Beauty", children: ["Vitamins", "Personal Care", "First Aid", "Oral Care"] },
  { title: "Baby", children: ["Diapers & Wipes", "Baby Food", "Formula"] },
  { title: "Pet", children: ["Dog", "Cat", "Small Pets"] },
  { title: "Floral", children: ["Bouquets", "Plants", "Arrangements"] },
];

export const CATERING_DEPARTMENTS: readonly Department[] = [
  { title: "Party Platters", children: ["Cheese & Fruit", "Vegetable Trays", "Meat & Cheese", "Shrimp"] },
  { title: "Sandwiches & Wraps", children: ["Boxed Lunches", "Sandwich Platters", "Wrap Platters"] },
  { title: "Hot Entrées", children: ["Chicken", "Pasta", "Carved Meats"] },
  { title: "Sides & Salads", children: ["Salads", "Sides"] },
  { title: "Breakfast", children: ["Pastry Trays", "Breakfast Buffets"] },
  { title: "Desserts", children: ["Cakes", "Cookie Trays", "Cupcakes"] },
  { title: "Beverages", children: ["Coffee Service", "Juice & Lemonade"] },
];

export const WINE_CATEGORIES: readonly Department[] = [
  { title: "Red Wine", children: ["Cabernet Sauvignon", "Merlot", "Pinot Noir", "Zinfandel", "Malbec", "Red Blends"] },
  { title: "White Wine", children: ["Chardonnay", "Sauvignon Blanc", "Pinot Grigio", "Riesling"] },
  { title: "Rosé", children: [] },
  { title: "Sparkling & Champagne", children: ["Champagne", "Prosecco", "Cava"] },
  { title: "Dessert Wine", children: [] },
  { title: "Beer", children: ["Craft Beer", "Imports", "Domestic"] },
  { title: "Spirits", children: ["Whiskey", "Vodka", "Gin", "Rum", "Tequila"] },
  { title: "Mixers & Bar", children: [] },
];

export const ACCOUNT_ENTRIES: ReadonlyArray<{ title: string; route: string }> = ACCOUNT_MENU;

/** Hands out ids 1, 2, 3, ... so every node of one tree has a unique id. */
function counter(): () => number {
  let next = 0;
  return () => ++next;
}

/** The store-bearing fragment; `{storeId}` is filled in per request. */
const STORE_FRAGMENT = "#!/?store_id={storeId}";

/**
 * A shop tree: "Shop All", one node per department (children as sub-categories), then "My Favorites".
 * `base` is the shop path ("/shop", "/catering/shop", "/wine/shop").
 */
export function buildShopTree(base: string, departments: readonly Department[]): NavNodeInput[] {
  const id = counter();
  const shopAll: NavNodeInput = { id: id(), title: "Shop All", url: `${base}${STORE_FRAGMENT}`, children: [] };
  const depts = departments.map((d): NavNodeInput => {
    const deptPath = `${base}/${kebab(d.title)}`;
    return {
      id: id(),
      title: d.title,
      url: `${deptPath}${STORE_FRAGMENT}`,
      children: d.children.map((c) => ({ id: id(), title: c, url: `${deptPath}/${kebab(c)}${STORE_FRAGMENT}`, children: [] })),
    };
  });
  const favorites: NavNodeInput = { id: id(), title: "My Favorites", url: `${base}#!/?filter=is_favorite`, children: [] };
  return [shopAll, ...depts, favorites];
}

/** "All Recipes", then each recipe category (and its children) linking to its list page. */
export function buildRecipeTree(categories: readonly DemoTerm[] = RECIPE_CATEGORIES): NavNodeInput[] {
  const id = counter();
  const node = (t: DemoTerm): NavNodeInput => ({
    id: id(),
    title: t.name,
    url: listUrl({ type: "recipe", filters: { recipe_category: t.slug }, page: 1 }),
    children: (t.children ?? []).map(node),
  });
  return [{ id: id(), title: "All Recipes", url: "/recipes", children: [] }, ...categories.map(node)];
}

export function buildAccountTree(entries: ReadonlyArray<{ title: string; route: string }> = ACCOUNT_ENTRIES): NavNodeInput[] {
  const id = counter();
  return entries.map((e) => ({ id: id(), title: e.title, url: `/my-account#!/${e.route}`, children: [] }));
}

const SHOP_BASE: Record<StoreKind, { base: string; departments: readonly Department[] }> = {
  shop: { base: "/shop", departments: SHOP_DEPARTMENTS },
  catering: { base: "/catering/shop", departments: CATERING_DEPARTMENTS },
  wine: { base: "/wine/shop", departments: WINE_CATEGORIES },
};

/** One row per store per menu. Trees are the same for stores of a kind, so they are built once per kind. */
export function buildNavigationRows(demoStores: readonly DemoStore[]): NavigationRow[] {
  const shopTrees = new Map<StoreKind, NavNodeInput[]>();
  for (const [kind, { base, departments }] of Object.entries(SHOP_BASE) as Array<[StoreKind, (typeof SHOP_BASE)[StoreKind]]>) {
    shopTrees.set(kind, buildShopTree(base, departments));
  }
  const recipe = buildRecipeTree();
  const account = buildAccountTree();
  return demoStores.flatMap(({ kind, row }): NavigationRow[] => [
    { storeId: row.id, menu: "shop", tree: shopTrees.get(kind) ?? [] },
    { storeId: row.id, menu: "recipe", tree: recipe },
    { storeId: row.id, menu: "account", tree: account },
  ]);
}
