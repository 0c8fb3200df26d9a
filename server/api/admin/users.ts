import { adminUser, adminUserPage, userPatch, usersQuery } from "#core/schemas/admin-users";
import { parseJson, parseQuery } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import { listPage, pathId, PEOPLE_ROLES } from "./admin-params";

const BASE = "/api/admin/v1/users";

/** Shoppers' and staff accounts: list with search, a role filter and paging, read, edit, disable, enable. */
export function mountAdminUserRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: BASE,
      tag: "admin",
      summary: "List accounts (administrator): search by email or name, filter by role",
      query: usersQuery,
      auth: "administrator",
      responses: {
        200: { description: "One page of accounts", schema: adminUserPage },
      },
    },
    async (c) => {
      requireRole(c, ...PEOPLE_ROLES);
      const q = parseQuery(c, usersQuery);
      const { items, total } = await c.get("services").adminUsers.list({
        q: q.q,
        role: q.role,
        page: q.page,
        perPage: q.per_page,
      });
      return c.json(listPage(items, total, q));
    },
  );
  route(
    r,
    {
      method: "get",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "Read an account (administrator)",
      auth: "administrator",
      responses: { 200: { description: "The account", schema: adminUser } },
    },
    async (c) => {
      requireRole(c, ...PEOPLE_ROLES);
      return c.json(await c.get("services").adminUsers.get(pathId(c)));
    },
  );
  route(
    r,
    {
      method: "put",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "Edit an account's name, roles, user groups or store (administrator)",
      body: userPatch,
      auth: "administrator",
      responses: {
        200: { description: "The account", schema: adminUser },
        409: {
          description: "own_account: the administrator role cannot be taken from oneself",
        },
      },
    },
    async (c) => {
      const user = requireRole(c, ...PEOPLE_ROLES);
      const id = pathId(c);
      const patch = await parseJson(c, userPatch);
      return c.json(await c.get("services").adminUsers.update(id, patch, user));
    },
  );
  for (const [action, disabled] of [
    ["disable", true],
    ["enable", false],
  ] as const) {
    route(
      r,
      {
        method: "post",
        path: `${BASE}/:id/${action}`,
        tag: "admin",
        summary: disabled
          ? "Disable an account (administrator): it cannot sign in, and its sessions end"
          : "Enable a disabled account again (administrator)",
        auth: "administrator",
        responses: disabled
          ? {
              200: { description: "The account", schema: adminUser },
              409: { description: "own_account: one cannot disable oneself" },
            }
          : { 200: { description: "The account", schema: adminUser } },
      },
      async (c) => {
        const user = requireRole(c, ...PEOPLE_ROLES);
        return c.json(await c.get("services").adminUsers.setDisabled(pathId(c), disabled, user));
      },
    );
  }
}
