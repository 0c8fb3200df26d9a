import { adminGroup, adminGroupPage, adminListQuery, groupBody, groupCreateBody } from "#core/schemas/admin-stores";
import { z } from "zod";
import { parseJson, parseQuery } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import type { Services } from "../../services/container";
import { listPage, pathId, PEOPLE_ROLES } from "./admin-params";

const KINDS = [
  {
    base: "/api/admin/v1/store-groups",
    label: "store group",
    members: "stores",
    service: (s: Services) => s.adminStoreGroups,
  },
  {
    base: "/api/admin/v1/user-groups",
    label: "user group",
    members: "accounts",
    service: (s: Services) => s.adminUserGroups,
  },
] as const;

/** The second confirmation of deleting a group in use: how many members the caller was told it has. */
const groupDeleteQuery = z.object({
  confirm_members: z.coerce
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .optional()
    .describe("How many stores or accounts the group has, as confirmed (needed when it has any)"),
});

/** Store groups and user groups: list with search and paging, read, create, rename, delete. */
export function mountAdminGroupRoutes(r: Router): void {
  for (const k of KINDS) {
    route(
      r,
      {
        method: "get",
        path: k.base,
        tag: "admin",
        summary: `List ${k.label}s with how many ${k.members} each holds (administrator)`,
        query: adminListQuery,
        auth: "administrator",
        responses: {
          200: {
            description: `One page of ${k.label}s`,
            schema: adminGroupPage,
          },
        },
      },
      async (c) => {
        requireRole(c, ...PEOPLE_ROLES);
        const q = parseQuery(c, adminListQuery);
        const { items, total } = await k.service(c.get("services")).list({ q: q.q, page: q.page, perPage: q.per_page });
        return c.json(listPage(items, total, q));
      },
    );
    route(
      r,
      {
        method: "post",
        path: k.base,
        tag: "admin",
        summary: `Create a ${k.label} (administrator)`,
        body: groupCreateBody,
        auth: "administrator",
        responses: {
          201: { description: "Created", schema: adminGroup },
          409: { description: "The id is taken" },
        },
      },
      async (c) => {
        const user = requireRole(c, ...PEOPLE_ROLES);
        const body = await parseJson(c, groupCreateBody);
        return c.json(await k.service(c.get("services")).create(body, user), 201);
      },
    );
    route(
      r,
      {
        method: "get",
        path: `${k.base}/:id`,
        tag: "admin",
        summary: `Read a ${k.label} (administrator)`,
        auth: "administrator",
        responses: {
          200: { description: `The ${k.label}`, schema: adminGroup },
        },
      },
      async (c) => {
        requireRole(c, ...PEOPLE_ROLES);
        return c.json(await k.service(c.get("services")).get(pathId(c)));
      },
    );
    route(
      r,
      {
        method: "put",
        path: `${k.base}/:id`,
        tag: "admin",
        summary: `Rename a ${k.label} (administrator)`,
        body: groupBody,
        auth: "administrator",
        responses: {
          200: { description: `The ${k.label}`, schema: adminGroup },
        },
      },
      async (c) => {
        const user = requireRole(c, ...PEOPLE_ROLES);
        const id = pathId(c);
        const { name } = await parseJson(c, groupBody);
        return c.json(await k.service(c.get("services")).rename(id, name, user));
      },
    );
    route(
      r,
      {
        method: "delete",
        path: `${k.base}/:id`,
        tag: "admin",
        summary:
          k.label === "store group"
            ? "Delete a store group no store is in (administrator); one with stores is 409 group_in_use"
            : "Delete a user group (administrator); one accounts hold is 409 group_in_use unless confirm_members repeats how many, then it is taken off them",
        query: groupDeleteQuery,
        auth: "administrator",
        responses: { 204: { description: "Deleted" }, 409: { description: "In use: data.members says by how many" } },
      },
      async (c) => {
        const user = requireRole(c, ...PEOPLE_ROLES);
        const q = parseQuery(c, groupDeleteQuery);
        await k.service(c.get("services")).remove(pathId(c), user, q.confirm_members);
        return c.body(null, 204);
      },
    );
  }
}
