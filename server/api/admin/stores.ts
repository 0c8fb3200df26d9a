import { adminListQuery, adminStore, adminStorePage, storeCreateBody, storePatchBody } from "#core/schemas/admin-stores";
import { parseJson, parseQuery } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import { listPage, pathId, PEOPLE_ROLES } from "./admin-params";
import { mountStoreImportRoutes } from "./store-import";

const BASE = "/api/admin/v1/stores";

/** The stores admin: list with search and paging, read, create, edit every field; CSV in ./store-import. */
export function mountAdminStoreRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: BASE,
      tag: "admin",
      summary: "List stores (administrator): search by name, slug, city, state, postal code, store number or id; a page at a time",
      query: adminListQuery,
      auth: "administrator",
      responses: {
        200: { description: "One page of stores", schema: adminStorePage },
      },
    },
    async (c) => {
      requireRole(c, ...PEOPLE_ROLES);
      const q = parseQuery(c, adminListQuery);
      const { items, total } = await c.get("services").adminStores.list({ q: q.q, page: q.page, perPage: q.per_page });
      return c.json(listPage(items, total, q));
    },
  );
  route(
    r,
    {
      method: "post",
      path: BASE,
      tag: "admin",
      summary: "Create a store (administrator)",
      body: storeCreateBody,
      auth: "administrator",
      responses: {
        201: { description: "Created", schema: adminStore },
        409: { description: "The id is taken" },
      },
    },
    async (c) => {
      const user = requireRole(c, ...PEOPLE_ROLES);
      const body = await parseJson(c, storeCreateBody);
      return c.json(await c.get("services").adminStores.create(body, user), 201);
    },
  );
  route(
    r,
    {
      method: "delete",
      path: `${BASE}/:id`,
      tag: "admin",
      summary:
        "Delete a store without orders (administrator); a store with orders is 409 store_has_orders: make it not selectable instead; one another store names as related is 409 store_is_related",
      auth: "administrator",
      responses: { 204: { description: "Deleted" }, 409: { description: "The store has orders" } },
    },
    async (c) => {
      const user = requireRole(c, ...PEOPLE_ROLES);
      await c.get("services").adminStores.remove(pathId(c), user);
      return c.body(null, 204);
    },
  );
  mountStoreImportRoutes(r);
  route(
    r,
    {
      method: "get",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "Read a store with every field (administrator)",
      auth: "administrator",
      responses: { 200: { description: "The store", schema: adminStore } },
    },
    async (c) => {
      requireRole(c, ...PEOPLE_ROLES);
      return c.json(await c.get("services").adminStores.get(pathId(c)));
    },
  );
  route(
    r,
    {
      method: "put",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "Edit a store (administrator): any subset of its fields, related catering and wine stores included (null for none)",
      body: storePatchBody,
      auth: "administrator",
      responses: { 200: { description: "The store", schema: adminStore } },
    },
    async (c) => {
      const user = requireRole(c, ...PEOPLE_ROLES);
      const id = pathId(c);
      const patch = await parseJson(c, storePatchBody);
      return c.json(await c.get("services").adminStores.update(id, patch, user));
    },
  );
}
