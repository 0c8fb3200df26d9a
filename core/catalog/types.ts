import type { ProductFlag } from "./flags";
import type { UnitPrice } from "./unit-price";

/** A department of a shop's navigation tree, with its sub-departments. */
export interface DepartmentNode {
  id: number;
  slug: string;
  name: string;
  parentId: number | null;
  url: string;
  children: DepartmentNode[];
}

/** A product as one store sells it (DESIGN section 5); money in integer cents. */
export interface Product {
  id: number;
  sku: string;
  slug: string;
  url: string;
  name: string;
  brand: string;
  size: string;
  department_id: number;
  image: string | null;
  price_cents: number;
  /** The sale price while a sale is on at the store, else null. */
  sale_price_cents: number | null;
  sale_ends_at: string | null;
  unit_price: UnitPrice;
  sold_by_weight: boolean;
  weight_step: number | null;
  average_weight: number | null;
  available: boolean;
  aisle: string;
  flags: ProductFlag[];
}

export interface NutritionFacts {
  serving: string;
  calories: number;
  fat_g: number;
  carbs_g: number;
  sugars_g: number;
  protein_g: number;
  sodium_mg: number;
}

/** A product with what its own page shows. */
export interface ProductDetail extends Product {
  description: string;
  ingredients: string;
  nutrition: NutritionFacts | null;
  /** From the top-level department down to the product's own. */
  departments: Array<{ slug: string; name: string; url: string }>;
}

export interface FacetCount {
  value: string;
  label: string;
  count: number;
}

export interface CatalogFacets {
  departments: FacetCount[];
  brands: FacetCount[];
  flags: FacetCount[];
  on_sale: number;
}

export interface ProductPage {
  items: Product[];
  total: number;
  page: number;
  perPage: number;
  totalPages: number;
  facets: CatalogFacets;
}

/** What the typeahead offers for a partly typed term. */
export interface Suggestions {
  products: Array<{ name: string; url: string }>;
  departments: Array<{ name: string; url: string }>;
  recipes: Array<{ name: string; url: string }>;
}

export const SHOP_BASE = "/shop";
export const departmentUrl = (slug: string) => `${SHOP_BASE}/departments/${slug}`;
export const productUrl = (slug: string) => `${SHOP_BASE}/products/${slug}`;
