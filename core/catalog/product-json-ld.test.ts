import { describe, expect, it } from "vitest";
import { productJsonLd } from "./product-json-ld";
import type { ProductDetail } from "./types";

const product: ProductDetail = {
  id: 7,
  sku: "HL000007",
  slug: "gala-apples",
  url: "/shop/products/gala-apples",
  name: "Gala Apples",
  brand: "Harvest Lane",
  size: "per lb",
  department_id: 101,
  image: "/images/products/gala-apples.svg",
  price_cents: 199,
  sale_price_cents: 149,
  sale_ends_at: "2026-11-30T00:00:00.000Z",
  unit_price: { cents: 149, unit: "lb" },
  sold_by_weight: true,
  weight_step: 0.25,
  average_weight: 0.5,
  available: true,
  aisle: "Produce",
  flags: ["organic"],
  description: "Crisp.",
  ingredients: "",
  nutrition: null,
  departments: [
    { slug: "produce", name: "Produce", url: "/shop/departments/produce" },
    { slug: "fresh-fruit", name: "Fresh Fruit", url: "/shop/departments/fresh-fruit" },
  ],
};

describe("productJsonLd", () => {
  it("offers what is paid now, until the sale ends, with the department trail", () => {
    const ld = productJsonLd(product, "https://shop.test", true) as { "@graph": Array<Record<string, unknown>> };
    const [item, crumbs] = ld["@graph"];
    expect(item).toMatchObject({
      "@type": "Product",
      name: "Gala Apples",
      sku: "HL000007",
      image: "https://shop.test/images/products/gala-apples.svg",
      category: "Produce > Fresh Fruit",
      offers: { price: "1.49", priceCurrency: "USD", priceValidUntil: "2026-11-30", availability: "https://schema.org/InStock" },
    });
    expect((crumbs!.itemListElement as Array<{ name: string; position: number }>).map((c) => [c.position, c.name])).toEqual([
      [1, "Shop"],
      [2, "Produce"],
      [3, "Fresh Fruit"],
      [4, "Gala Apples"],
    ]);
  });
  it("claims no offer where the product is not sold, and says when it is out of stock", () => {
    const none = productJsonLd(product, "https://shop.test", false) as { "@graph": Array<Record<string, unknown>> };
    expect(none["@graph"][0]).not.toHaveProperty("offers");
    const out = productJsonLd({ ...product, available: false, sale_price_cents: null, sale_ends_at: null }, "https://shop.test", true) as {
      "@graph": Array<{ offers?: Record<string, unknown> }>;
    };
    expect(out["@graph"][0]!.offers).toEqual({
      "@type": "Offer",
      url: "https://shop.test/shop/products/gala-apples",
      priceCurrency: "USD",
      price: "1.99",
      availability: "https://schema.org/OutOfStock",
    });
  });
});
