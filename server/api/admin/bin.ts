import { z } from "zod";
import type { Context } from "hono";
import { binEntry, binList, binQuery } from "#core/schemas/bin";
import { idParam } from "#core/schemas/params";
import { parseQuery, parseWith } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import type { AppEnv } from "../../http/env";
import { EDITOR_ROLES } from "./document-input";

const BASE = "/api/admin/v1/bin";

const idOf = (c: Context<AppEnv>) => parseWith(z.object({ id: idParam }), { id: c.req.param("id") }).id;

/** The bin of deleted documents and content items: list, undo, empty now (decision 0034). */
export function mountBinRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: BASE,
      tag: "admin",
      summary: "List deleted documents and content items that can still be brought back",
      query: binQuery,
      auth: "editor",
      responses: { 200: { description: "The bin", schema: binList } },
    },
    async (c) => {
      requireRole(c, ...EDITOR_ROLES);
      const q = parseQuery(c, binQuery);
      return c.json({ items: await c.get("services").bin.list(q.kind) });
    },
  );
  route(
    r,
    {
      method: "post",
      path: `${BASE}/:id/undo`,
      tag: "admin",
      summary: "Bring a deleted item back exactly as it was (404 once its undo window has passed; 409 when its slug was taken since)",
      auth: "editor",
      responses: { 200: { description: "What came back", schema: binEntry } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      return c.json(await c.get("services").bin.undo(idOf(c), user));
    },
  );
  route(
    r,
    {
      method: "delete",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "Empty a deleted item from the bin now: it cannot be brought back",
      auth: "editor",
      responses: { 204: { description: "Gone for good" } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      await c.get("services").bin.empty(idOf(c), user);
      return c.body(null, 204);
    },
  );
}
