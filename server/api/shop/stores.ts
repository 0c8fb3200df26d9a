import { currentStoreResponse, navigationQuery, navigationResponse, setStoreBody, storesQuery, storesResponse } from "#core/schemas/stores";
import { parseJson, parseQuery } from "../../http/validate";
import { route, type Router } from "../../http/routes";
import { currentStore, setStoreCookie } from "../../http/store-cookie";
import { notFound } from "../../http/errors";

const BASE = "/api/shop/v1";

export function mountStoreRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: `${BASE}/stores`,
      tag: "stores",
      summary: "Stores, searched by city, postal code or name, optionally sorted by distance",
      query: storesQuery,
      responses: { 200: { description: "Stores", schema: storesResponse } },
    },
    async (c) => {
      const q = parseQuery(c, storesQuery);
      return c.json({ items: await c.get("services").stores.list(q) });
    },
  );

  route(
    r,
    {
      method: "get",
      path: `${BASE}/stores/current`,
      tag: "stores",
      summary: "The selected store and its store map",
      responses: { 200: { description: "Current store", schema: currentStoreResponse } },
    },
    async (c) => {
      const store = await currentStore(c);
      return c.json({ store, store_map: await c.get("services").stores.storeMap(store) });
    },
  );

  route(
    r,
    {
      method: "put",
      path: `${BASE}/stores/current`,
      tag: "stores",
      summary: "Select a store (404 unknown, 422 not selectable)",
      body: setStoreBody,
      auth: "session",
      responses: { 200: { description: "Current store", schema: currentStoreResponse } },
    },
    async (c) => {
      const { store_id } = await parseJson(c, setStoreBody);
      const s = c.get("services");
      const store = await s.stores.selectable(store_id);
      setStoreCookie(c, store.id);
      const user = c.get("auth").user;
      if (user) await s.stores.rememberForUser(user.id, store.id);
      return c.json({ store, store_map: await s.stores.storeMap(store) });
    },
  );

  route(
    r,
    {
      method: "get",
      path: `${BASE}/navigation`,
      tag: "navigation",
      summary: "Shop, recipe and account menus for a store",
      query: navigationQuery,
      responses: { 200: { description: "Trees", schema: navigationResponse } },
    },
    async (c) => {
      const q = parseQuery(c, navigationQuery);
      const s = c.get("services");
      if (!(await s.stores.get(q.store_id))) throw notFound(`No store with id ${q.store_id}.`);
      return c.json(await s.navigation.trees(q.store_id, q.path ?? null));
    },
  );
}
