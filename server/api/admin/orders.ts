import { adminOrder, adminOrderPage, adminOrdersQuery, orderStatusChange } from "#core/schemas/admin-orders";
import { parseJson, parseQuery } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import { listPage, pathId } from "./admin-params";

const BASE = "/api/admin/v1/orders";
/** Who runs the stores' orders. */
const ORDER_ROLES = ["administrator"];

/** The stores' orders: listed by store and status, moved on step by step. */
export function mountAdminOrderRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: BASE,
      tag: "admin",
      summary: "List orders (administrator): by store and status, newest first",
      query: adminOrdersQuery,
      auth: "administrator",
      responses: { 200: { description: "One page of orders", schema: adminOrderPage } },
    },
    async (c) => {
      requireRole(c, ...ORDER_ROLES);
      const q = parseQuery(c, adminOrdersQuery);
      const { items, total } = await c.get("services").adminOrders.list(q);
      return c.json(listPage(items, total, q));
    },
  );
  route(
    r,
    {
      method: "get",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "Read an order (administrator)",
      auth: "administrator",
      responses: { 200: { description: "The order", schema: adminOrder } },
    },
    async (c) => {
      requireRole(c, ...ORDER_ROLES);
      return c.json(await c.get("services").adminOrders.get(pathId(c)));
    },
  );
  route(
    r,
    {
      method: "post",
      path: `${BASE}/:id/status`,
      tag: "admin",
      summary: "Move an order to its next status, or cancel it before picking starts (administrator)",
      body: orderStatusChange,
      auth: "administrator",
      responses: {
        200: { description: "The order", schema: adminOrder },
        409: { description: "wrong_step: the order is not at the step before that status" },
      },
    },
    async (c) => {
      const user = requireRole(c, ...ORDER_ROLES);
      const id = pathId(c);
      const { status } = await parseJson(c, orderStatusChange);
      return c.json(await c.get("services").adminOrders.move(id, status, user));
    },
  );
}
