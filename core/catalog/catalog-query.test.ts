import { describe, expect, it } from "vitest";
import { catalogHref, catalogQueryFromSearch, EMPTY_CATALOG_QUERY, toggleFacet } from "./catalog-query";

describe("catalog query in the address", () => {
  it("reads sort, facets and page, as repeated parameters or comma lists", () => {
    const q = catalogQueryFromSearch(
      new URLSearchParams("q=%20milk%20&brand=B&brand=A,C&flags=snap&flags=organic,nope&on_sale=1&sort=price_asc&page=3"),
      "dairy",
    );
    expect(q).toEqual({
      ...EMPTY_CATALOG_QUERY,
      q: "milk",
      department: "dairy",
      brands: ["B", "A", "C"],
      flags: ["organic", "snap"],
      onSale: true,
      sort: "price_asc",
      page: 3,
    });
  });
  it("falls back to the defaults for values a page cannot use", () => {
    expect(catalogQueryFromSearch(new URLSearchParams("sort=cheapest&page=0&on_sale=maybe"))).toEqual(EMPTY_CATALOG_QUERY);
    expect(catalogQueryFromSearch(new URLSearchParams("page=99999")).page).toBe(1);
  });
  it("writes one address per list, defaults left out, and reads it back", () => {
    const q = {
      ...EMPTY_CATALOG_QUERY,
      brands: ["Zed", "Acme"],
      flags: ["snap", "organic"] as const,
      onSale: true,
      sort: "name" as const,
      page: 2,
    };
    const href = catalogHref("/shop/departments/dairy", { ...q, flags: [...q.flags] });
    expect(href).toBe("/shop/departments/dairy?brand=Acme%2CZed&flags=organic%2Csnap&on_sale=1&sort=name&page=2");
    expect(catalogHref("/shop", EMPTY_CATALOG_QUERY)).toBe("/shop");
    const back = catalogQueryFromSearch(new URL(href, "http://x").searchParams, "dairy");
    expect(back).toMatchObject({ brands: ["Acme", "Zed"], flags: ["organic", "snap"], onSale: true, sort: "name", page: 2 });
  });
  it("toggles a facet value and goes back to the first page", () => {
    const q = { ...EMPTY_CATALOG_QUERY, page: 4 };
    const on = toggleFacet(q, { flag: "organic" });
    expect(on).toMatchObject({ flags: ["organic"], page: 1 });
    expect(toggleFacet(on, { flag: "organic" }).flags).toEqual([]);
    expect(toggleFacet(q, { brand: "Acme" }).brands).toEqual(["Acme"]);
    expect(toggleFacet(q, { onSale: true }).onSale).toBe(true);
  });
});
