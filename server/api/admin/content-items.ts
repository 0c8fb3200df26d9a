import { z } from "zod";
import type { Context } from "hono";
import {
  CONTENT_ITEMS_DEFAULT_PER_PAGE,
  contentItemBody,
  contentItemPatch,
  contentItemResponse,
  contentItemsPage,
  contentItemsQuery,
  previewAreasResponse,
  previewQuery,
} from "#core/schemas/content-items";
import { idParam } from "#core/schemas/params";
import { parseJson, parseQuery, parseWith } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import { invalidParam } from "../../http/errors";
import type { AppEnv } from "../../http/env";
import { EDITOR_ROLES } from "./document-input";
import { previewAreas, previewAudience } from "../../services/preview";

const BASE = "/api/admin/v1/content-items";

const idOf = (c: Context<AppEnv>) => parseWith(z.object({ id: idParam }), { id: c.req.param("id") }).id;

/**
 * Targeted content in the admin: banners, sliders, calls to action, personalized content
 * and per-store home pages; editors and administrators; every change audited and versioned.
 */
export function mountContentItemRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: BASE,
      tag: "admin",
      summary: "List targeted content items (filter by kind, slot, status; search; pages)",
      query: contentItemsQuery,
      auth: "editor",
      responses: { 200: { description: "One page of items", schema: contentItemsPage } },
    },
    async (c) => {
      requireRole(c, ...EDITOR_ROLES);
      const q = parseQuery(c, contentItemsQuery);
      const page = q.page ?? 1;
      const perPage = q.per_page ?? CONTENT_ITEMS_DEFAULT_PER_PAGE;
      const { items, total } = await c.get("services").contentItems.list(q, page, perPage);
      return c.json({ items, page, per_page: perPage, total });
    },
  );
  route(
    r,
    {
      method: "post",
      path: BASE,
      tag: "admin",
      summary: "Create a targeted content item",
      body: contentItemBody,
      auth: "editor",
      responses: { 201: { description: "Created", schema: contentItemResponse } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      const body = await parseJson(c, contentItemBody);
      return c.json(await c.get("services").contentItems.create(body, user), 201);
    },
  );
  // Before `/:id`, which would otherwise take "preview" as an id.
  route(
    r,
    {
      method: "get",
      path: `${BASE}/preview`,
      tag: "admin",
      summary: "Preview as: which item wins each content area for a store, user groups and date, and why (drafts included)",
      query: previewQuery,
      auth: "editor",
      responses: { 200: { description: "Every content area explained", schema: previewAreasResponse } },
    },
    async (c) => {
      requireRole(c, ...EDITOR_ROLES);
      const q = parseQuery(c, previewQuery);
      const s = c.get("services");
      const at = q.at ? new Date(q.at) : new Date();
      const audience = await previewAudience(s.stores, { storeId: q.store_id ?? null, userGroupIds: q.user_group_ids ?? [], at });
      if (!audience) throw invalidParam("store_id", "names no store");
      return c.json(await previewAreas(s.content, audience, at));
    },
  );
  route(
    r,
    {
      method: "get",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "Read a targeted content item",
      auth: "editor",
      responses: { 200: { description: "The item", schema: contentItemResponse } },
    },
    async (c) => {
      requireRole(c, ...EDITOR_ROLES);
      return c.json(await c.get("services").contentItems.get(idOf(c)));
    },
  );
  route(
    r,
    {
      method: "put",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "Update a targeted content item (any subset of its fields)",
      body: contentItemPatch,
      auth: "editor",
      responses: { 200: { description: "The updated item", schema: contentItemResponse } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      const id = idOf(c);
      const patch = await parseJson(c, contentItemPatch);
      return c.json(await c.get("services").contentItems.update(id, patch, user));
    },
  );
  route(
    r,
    {
      method: "post",
      path: `${BASE}/:id/publish`,
      tag: "admin",
      summary: "Publish a targeted content item now: status publish, a start in the future moves to now",
      auth: "editor",
      responses: { 200: { description: "The published item", schema: contentItemResponse } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      return c.json(await c.get("services").contentItems.publish(idOf(c), user));
    },
  );
  route(
    r,
    {
      method: "delete",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "Delete a targeted content item",
      auth: "editor",
      responses: { 204: { description: "Deleted" } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      await c.get("services").contentItems.remove(idOf(c), user);
      return c.body(null, 204);
    },
  );
}
