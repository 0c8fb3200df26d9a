import { z } from "zod";
import type { Context } from "hono";
import { menuBody, menuName, menuResponse } from "#core/schemas/menus";
import { idParam } from "#core/schemas/params";
import { parseJson, parseWith } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import type { AppEnv } from "../../http/env";
import { EDITOR_ROLES } from "./document-input";

const BASE = "/api/admin/v1/navigation";
const params = z.object({ store_group_id: idParam, menu: menuName });
const paramsOf = (c: Context<AppEnv>) => parseWith(params, { store_group_id: c.req.param("store_group_id"), menu: c.req.param("menu") });

/** A store group's shop, recipe and account menus (decision 0032): editors and administrators. */
export function mountMenuRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: `${BASE}/:store_group_id/:menu`,
      tag: "admin",
      summary:
        "Read a store group's navigation tree for a menu (shop, recipe or account); before its first save, the tree its first store shows",
      auth: "editor",
      responses: { 200: { description: "The tree", schema: menuResponse } },
    },
    async (c) => {
      requireRole(c, ...EDITOR_ROLES);
      const p = paramsOf(c);
      return c.json(await c.get("services").menus.read(p.store_group_id, p.menu));
    },
  );
  route(
    r,
    {
      method: "put",
      path: `${BASE}/:store_group_id/:menu`,
      tag: "admin",
      summary: "Replace a store group's navigation tree for a menu: every store of the group shows it at once",
      body: menuBody,
      auth: "editor",
      responses: { 200: { description: "The saved tree", schema: menuResponse } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      const p = paramsOf(c);
      const body = await parseJson(c, menuBody);
      return c.json(await c.get("services").menus.save(p.store_group_id, p.menu, body.tree, user));
    },
  );
  route(
    r,
    {
      method: "delete",
      path: `${BASE}/:store_group_id/:menu`,
      tag: "admin",
      summary:
        "Remove a store group's own tree for a menu: its stores show their own menu (or another group's) again; 404 when the group has none",
      auth: "editor",
      responses: { 200: { description: "What the group's editor starts from now", schema: menuResponse } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      const p = paramsOf(c);
      return c.json(await c.get("services").menus.remove(p.store_group_id, p.menu, user));
    },
  );
}
