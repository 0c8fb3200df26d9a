import type { Context } from "hono";
import type { AppEnv } from "../../http/env";
import {
  favoriteResponse,
  favoritesResponse,
  listAddInput,
  listIdParam,
  listInput,
  listItemInput,
  listItemParams,
  listPatch,
  listSchema,
  listsResponse,
  productIdParam,
  storeIdQuery,
} from "#core/schemas/catalog";
import { EMPTY_CATALOG_QUERY, CATALOG_MAX_PER_PAGE } from "#core/catalog/catalog-query";
import { parseJson, parseQuery, parseWith } from "../../http/validate";
import { route, type Router } from "../../http/routes";
import { unauthorized } from "../../http/errors";
import { catalogStore } from "./catalog-store";

const BASE = "/api/shop/v1";

/** The signed-in shopper (401 otherwise; a session without its nonce counts as signed out). */
function shopper(c: Context<AppEnv>) {
  const { user, unavailable } = c.get("auth");
  if (!user && unavailable) throw unavailable;
  if (!user) throw unauthorized("Sign in to keep favorites and lists.");
  return user;
}

const listParams = (c: Context<AppEnv>) => parseWith(listIdParam, { id: c.req.param("id") });
const itemParams = (c: Context<AppEnv>) => parseWith(listItemParams, { id: c.req.param("id"), product_id: c.req.param("product_id") });

/** Favorites and named shopping lists of the signed-in shopper. */
export function mountShopperListRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: `${BASE}/favorites`,
      tag: "favorites",
      summary: "The shopper's favorite products as a store sells them (those it sells), and every favorite's id",
      query: storeIdQuery,
      auth: "session",
      responses: { 200: { description: "Favorites", schema: favoritesResponse } },
    },
    async (c) => {
      const user = shopper(c);
      const q = parseQuery(c, storeIdQuery);
      const s = c.get("services");
      const ids = await s.shopperLists.favoriteIds(user.id);
      const { store, shop } = await catalogStore(c, q.store_id);
      const page = await s.catalog.in(shop).list(store, { ...EMPTY_CATALOG_QUERY, sort: "name", perPage: CATALOG_MAX_PER_PAGE }, ids);
      return c.json({ items: page.items, product_ids: ids });
    },
  );

  for (const [method, on] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    route(
      r,
      {
        method,
        path: `${BASE}/favorites/:id`,
        tag: "favorites",
        summary: on ? "Mark a product as a favorite" : "Remove a product from the favorites",
        auth: "session",
        responses: {
          200: { description: "The product's favorite state", schema: favoriteResponse },
          404: { description: "No such product" },
        },
      },
      async (c) => {
        const user = shopper(c);
        const { id } = parseWith(productIdParam, { id: c.req.param("id") });
        await c.get("services").shopperLists.setFavorite(user.id, id, on);
        return c.json({ product_id: id, favorite: on });
      },
    );
  }

  route(
    r,
    {
      method: "get",
      path: `${BASE}/lists`,
      tag: "lists",
      summary: "The shopper's shopping lists",
      auth: "session",
      responses: { 200: { description: "Lists", schema: listsResponse } },
    },
    async (c) => c.json({ items: await c.get("services").shopperLists.lists(shopper(c).id) }),
  );

  route(
    r,
    {
      method: "post",
      path: `${BASE}/lists`,
      tag: "lists",
      summary: "Create a named shopping list",
      body: listInput,
      auth: "session",
      responses: { 201: { description: "The list", schema: listSchema }, 409: { description: "Too many lists" } },
    },
    async (c) => {
      const user = shopper(c);
      const input = await parseJson(c, listInput);
      return c.json(await c.get("services").shopperLists.createList(user.id, input), 201);
    },
  );

  route(
    r,
    {
      method: "get",
      path: `${BASE}/lists/:id`,
      tag: "lists",
      summary: "One of the shopper's lists with its products (404 for another shopper's list)",
      auth: "session",
      responses: { 200: { description: "The list", schema: listSchema }, 404: { description: "No such list of this shopper" } },
    },
    async (c) => {
      const user = shopper(c);
      return c.json(await c.get("services").shopperLists.list(user.id, listParams(c).id));
    },
  );

  route(
    r,
    {
      method: "patch",
      path: `${BASE}/lists/:id`,
      tag: "lists",
      summary: "Rename a list or change its note",
      body: listPatch,
      auth: "session",
      responses: { 200: { description: "The list", schema: listSchema } },
    },
    async (c) => {
      const user = shopper(c);
      const { id } = listParams(c);
      const patch = await parseJson(c, listPatch);
      return c.json(await c.get("services").shopperLists.updateList(user.id, id, patch));
    },
  );

  route(
    r,
    {
      method: "delete",
      path: `${BASE}/lists/:id`,
      tag: "lists",
      summary: "Delete a list",
      auth: "session",
      responses: { 204: { description: "Deleted" } },
    },
    async (c) => {
      const user = shopper(c);
      await c.get("services").shopperLists.deleteList(user.id, listParams(c).id);
      return c.body(null, 204);
    },
  );

  route(
    r,
    {
      method: "put",
      path: `${BASE}/lists/:id/items/:product_id`,
      tag: "lists",
      summary: "Put a product on a list with a quantity and a note",
      body: listItemInput,
      auth: "session",
      responses: { 200: { description: "The list", schema: listSchema } },
    },
    async (c) => {
      const user = shopper(c);
      const { id, product_id } = itemParams(c);
      const input = await parseJson(c, listItemInput);
      return c.json(await c.get("services").shopperLists.setItem(user.id, id, product_id, input));
    },
  );

  route(
    r,
    {
      method: "post",
      path: `${BASE}/lists/:id/items`,
      tag: "lists",
      summary: "Add products to a list (a product already on it gets the quantity added and keeps its note); all or nothing",
      body: listAddInput,
      auth: "session",
      responses: {
        200: { description: "The list", schema: listSchema },
        404: { description: "No such list of this shopper, or no such product" },
        409: { description: "The list would hold too many products" },
      },
    },
    async (c) => {
      const user = shopper(c);
      const { id } = listParams(c);
      const input = await parseJson(c, listAddInput);
      return c.json(await c.get("services").shopperLists.addItems(user.id, id, input.items));
    },
  );

  route(
    r,
    {
      method: "delete",
      path: `${BASE}/lists/:id/items/:product_id`,
      tag: "lists",
      summary: "Take a product off a list",
      auth: "session",
      responses: { 200: { description: "The list", schema: listSchema } },
    },
    async (c) => {
      const user = shopper(c);
      const { id, product_id } = itemParams(c);
      return c.json(await c.get("services").shopperLists.removeItem(user.id, id, product_id));
    },
  );
}
