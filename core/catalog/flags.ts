/** The product flags a shopper can filter by, in the order facets show them, with their labels. */
export const PRODUCT_FLAGS = ["organic", "gluten_free", "snap", "local", "alcohol"] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

export const FLAG_LABELS: Readonly<Record<ProductFlag, string>> = {
  organic: "Organic",
  gluten_free: "Gluten free",
  snap: "SNAP eligible",
  local: "Local",
  alcohol: "Alcohol",
};

export function isProductFlag(value: string): value is ProductFlag {
  return (PRODUCT_FLAGS as readonly string[]).includes(value);
}
