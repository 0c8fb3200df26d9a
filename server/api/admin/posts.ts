import { adminPost, adminPostBody, adminPostPage, adminPostPatch, adminPostsQuery } from "#core/schemas/admin-posts";
import { parseJson, parseQuery } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import { EDITOR_ROLES } from "./document-input";
import { listPage, pathId } from "./admin-params";
import { mountTaxonomyRoutes } from "./taxonomies";
import { mountSettingsRoutes } from "./settings";

const BASE = "/api/admin/v1/posts";

/** Recipes and articles in the admin: editors and administrators; every change audited. */
export function mountAdminPostRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: BASE,
      tag: "admin",
      summary: "List posts, drafts included (filter by type and status; search title and slug; pages), latest change first",
      query: adminPostsQuery,
      auth: "editor",
      responses: { 200: { description: "One page of posts", schema: adminPostPage } },
    },
    async (c) => {
      requireRole(c, ...EDITOR_ROLES);
      const q = parseQuery(c, adminPostsQuery);
      const { items, total } = await c.get("services").adminPosts.list(q);
      return c.json(listPage(items, total, q));
    },
  );
  route(
    r,
    {
      method: "post",
      path: BASE,
      tag: "admin",
      summary: "Create a recipe or article (a draft unless status says publish); body HTML sanitized; slug made from the title when empty",
      body: adminPostBody,
      auth: "editor",
      responses: { 201: { description: "Created", schema: adminPost } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      const body = await parseJson(c, adminPostBody);
      return c.json(await c.get("services").adminPosts.create(body, user), 201);
    },
  );
  route(
    r,
    {
      method: "get",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "Read a post with its body, terms and recipe details",
      auth: "editor",
      responses: { 200: { description: "The post", schema: adminPost } },
    },
    async (c) => {
      requireRole(c, ...EDITOR_ROLES);
      return c.json(await c.get("services").adminPosts.get(pathId(c)));
    },
  );
  route(
    r,
    {
      method: "put",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "Update a post (any subset of its fields; terms given replace the post's terms)",
      body: adminPostPatch,
      auth: "editor",
      responses: { 200: { description: "The post", schema: adminPost } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      const id = pathId(c);
      const patch = await parseJson(c, adminPostPatch);
      return c.json(await c.get("services").adminPosts.update(id, patch, user));
    },
  );
  route(
    r,
    {
      method: "delete",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "Delete a post",
      auth: "editor",
      responses: { 204: { description: "Deleted" } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      await c.get("services").adminPosts.remove(pathId(c), user);
      return c.body(null, 204);
    },
  );
  mountTaxonomyRoutes(r);
  mountSettingsRoutes(r);
}
