import type { ProductFlag } from "./flags";
import type { UnitPrice } from "./unit-price";
import { SHOP_BASES, type ShopKind } from "./shops";

/** A department of a shop's navigation tree, with its sub-departments. */
export interface DepartmentNode {
  id: number;
  slug: string;
  name: string;
  parentId: number | null;
  url: string;
  children: DepartmentNode[];
}

/** A product as one store sells it (docs/design/rest-contract.md); money in integer cents. */
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
  /** Catering items: how many hours ahead an order must be placed. */
  lead_time_hours?: number;
  /** Wine: grape or style, where it comes from, and what it goes with. */
  varietal?: string;
  region?: string;
  pairing?: string;
}

/** What a catering or wine item adds to a product (stored as the product's `extra`). */
export type ProductExtra = Pick<Product, "lead_time_hours" | "varietal" | "region" | "pairing">;

/** The known keys of a stored `extra`, typed; anything else is left out. */
export function productExtra(raw: Readonly<Record<string, unknown>> | null | undefined): ProductExtra {
  const out: ProductExtra = {};
  if (!raw) return out;
  if (typeof raw.lead_time_hours === "number" && Number.isInteger(raw.lead_time_hours) && raw.lead_time_hours > 0)
    out.lead_time_hours = raw.lead_time_hours;
  for (const key of ["varietal", "region", "pairing"] as const) {
    const v = raw[key];
    if (typeof v === "string" && v !== "") out[key] = v;
  }
  return out;
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

export const SHOP_BASE = SHOP_BASES.shop;
export const departmentUrl = (slug: string, shop: ShopKind = "shop") => `${SHOP_BASES[shop]}/departments/${slug}`;
export const productUrl = (slug: string, shop: ShopKind = "shop") => `${SHOP_BASES[shop]}/products/${slug}`;

/** A weekly ad (spec entity Circular) on display, with its dates (ISO instants; the end is exclusive). */
export interface CircularOnDisplay {
  id: number;
  title: string;
  start_date: string;
  end_date: string;
  display_start_date: string;
  display_end_date: string;
}

/** A deal of a weekly ad: the product as the store sells it, the deal's price and its text ("2 for $5"). */
export interface WeeklyAdDeal {
  product: Product;
  price_cents: number;
  text: string;
}

export interface WeeklyAdPage {
  circular: CircularOnDisplay;
  items: WeeklyAdDeal[];
  total: number;
  page: number;
  per_page: number;
  total_pages: number;
}

/** How many deals a weekly-ad page shows. */
export const WEEKLY_AD_PER_PAGE = 24;
