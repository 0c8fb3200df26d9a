import {
  catalogQueryFromParams,
  departmentsResponse,
  productDetailSchema,
  productIdParam,
  productsQuery,
  productsResponse,
  storeIdQuery,
  suggestionsQuery,
  suggestionsResponse,
} from "#core/schemas/catalog";
import type { DepartmentNode } from "#core/catalog/types";
import { parseQuery, parseWith } from "../../http/validate";
import { route, type Router } from "../../http/routes";
import { notFound } from "../../http/errors";
import { catalogStore, catalogStoreOrNone } from "./catalog-store";
import { sendAnswer } from "./send-answer";

const BASE = "/api/shop/v1";
export const CATALOG_PATHS = {
  products: `${BASE}/products`,
  suggestions: `${BASE}/search/suggestions`,
  departments: `${BASE}/departments`,
} as const;

const publicNode = (d: DepartmentNode): { id: number; slug: string; name: string; url: string; children: unknown[] } => ({
  id: d.id,
  slug: d.slug,
  name: d.name,
  url: d.url,
  children: d.children.map(publicNode),
});

/** A store's catalog (the grocery shop's, or a catering or wine store's own) as it sells it: departments, product lists with facets, one product, typeahead. */
export function mountCatalogRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: CATALOG_PATHS.departments,
      tag: "catalog",
      summary:
        "A shop's departments and their sub-departments: the grocery shop's, or with the `store_id` of a catering or wine store its shop's",
      query: storeIdQuery,
      responses: { 200: { description: "Department tree", schema: departmentsResponse } },
    },
    async (c) => {
      const q = parseQuery(c, storeIdQuery);
      const shop = q.store_id === undefined ? "shop" : (await catalogStore(c, q.store_id)).shop;
      return c.json({ items: (await c.get("services").catalog.in(shop).departments()).roots.map(publicNode) });
    },
  );

  route(
    r,
    {
      method: "get",
      path: CATALOG_PATHS.products,
      tag: "catalog",
      summary:
        "Products a store sells (its prices, sales and stock), searched (full-text with stemming, typo-tolerant by trigram similarity), filtered by department, brands, flags and sale, sorted and paged; facets count each value with the other filters applied",
      query: productsQuery,
      responses: { 200: { description: "A page of products, how many match, and facet counts", schema: productsResponse } },
    },
    async (c) => {
      const q = parseQuery(c, productsQuery);
      const { store, shop } = await catalogStore(c, q.store_id);
      const answer = await c.get("services").catalog.in(shop).productsAnswer(store, catalogQueryFromParams(q));
      return sendAnswer(c, answer);
    },
  );

  route(
    r,
    {
      method: "get",
      path: `${CATALOG_PATHS.products}/:id`,
      tag: "catalog",
      summary:
        "One product as a store sells it, with description, ingredients, nutrition and departments (404 when the store does not sell it)",
      query: storeIdQuery,
      responses: {
        200: { description: "The product", schema: productDetailSchema },
        404: { description: "No such product at this store" },
      },
    },
    async (c) => {
      const { id } = parseWith(productIdParam, { id: c.req.param("id") });
      const q = parseQuery(c, storeIdQuery);
      const { store, shop } = await catalogStore(c, q.store_id);
      const found = await c.get("services").catalog.in(shop).get(store, { id });
      if (!found || !found.carried) throw notFound(`Product ${id} is not sold at store ${store.id}.`);
      return c.json(found.product);
    },
  );

  route(
    r,
    {
      method: "get",
      path: CATALOG_PATHS.suggestions,
      tag: "catalog",
      summary: "Typeahead: products the store sells, departments and recipes for a partly typed term (typos forgiven)",
      query: suggestionsQuery,
      responses: { 200: { description: "Suggestions", schema: suggestionsResponse } },
    },
    async (c) => {
      const q = parseQuery(c, suggestionsQuery);
      const { store, shop } = await catalogStoreOrNone(c, q.store_id);
      return c.json(await c.get("services").catalog.in(shop).suggest(store, q.q));
    },
  );
}
