import type { ProductDetail } from "./types";

/** Cents as a schema.org price ("3.99"). */
const price = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/**
 * schema.org Product for a product page: what is paid now at the selected store (the sale price while
 * a sale is on, valid until it ends), its availability, and the department trail as a BreadcrumbList.
 * `offered` is false when no store is selected or the store does not sell it: no offer is claimed.
 */
export function productJsonLd(p: ProductDetail, origin: string, offered: boolean): Record<string, unknown> {
  const url = `${origin}${p.url}`;
  const pays = p.sale_price_cents ?? p.price_cents;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Product",
        "@id": `${url}#product`,
        name: p.name,
        sku: p.sku,
        brand: { "@type": "Brand", name: p.brand },
        description: p.description,
        ...(p.image ? { image: `${origin}${p.image}` } : {}),
        category: p.departments.map((d) => d.name).join(" > "),
        ...(offered
          ? {
              offers: {
                "@type": "Offer",
                url,
                priceCurrency: "USD",
                price: price(pays),
                ...(p.sale_price_cents !== null && p.sale_ends_at ? { priceValidUntil: p.sale_ends_at.slice(0, 10) } : {}),
                availability: p.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
              },
            }
          : {}),
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Shop", item: `${origin}/shop` },
          ...p.departments.map((d, i) => ({ "@type": "ListItem", position: i + 2, name: d.name, item: `${origin}${d.url}` })),
          { "@type": "ListItem", position: p.departments.length + 2, name: p.name, item: url },
        ],
      },
    ],
  };
}
