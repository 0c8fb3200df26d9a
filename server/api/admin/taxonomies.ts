import { z } from "zod";
import type { Context } from "hono";
import { adminTerm, adminTermList, taxonomyParam, termBody, termDeleteQuery, termPatch } from "#core/schemas/admin-posts";
import { idParam } from "#core/schemas/params";
import { parseJson, parseQuery, parseWith } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import type { AppEnv } from "../../http/env";
import { EDITOR_ROLES } from "./document-input";

const BASE = "/api/admin/v1/taxonomies/:taxonomy/terms";

const taxonomyOf = (c: Context<AppEnv>) => parseWith(z.object({ taxonomy: taxonomyParam }), { taxonomy: c.req.param("taxonomy") }).taxonomy;
const termOf = (c: Context<AppEnv>) =>
  parseWith(z.object({ taxonomy: taxonomyParam, id: idParam }), { taxonomy: c.req.param("taxonomy"), id: c.req.param("id") });

/** The terms of each taxonomy (recipe_category, diet, category): editors and administrators. */
export function mountTaxonomyRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: BASE,
      tag: "admin",
      summary: "List a taxonomy's terms with how many posts (drafts included) carry each",
      auth: "editor",
      responses: { 200: { description: "The terms", schema: adminTermList } },
    },
    async (c) => {
      requireRole(c, ...EDITOR_ROLES);
      return c.json({ items: await c.get("services").adminTerms.list(taxonomyOf(c)) });
    },
  );
  route(
    r,
    {
      method: "post",
      path: BASE,
      tag: "admin",
      summary: "Create a term (slug made from the name when empty)",
      body: termBody,
      auth: "editor",
      responses: { 201: { description: "Created", schema: adminTerm } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      const taxonomy = taxonomyOf(c);
      const body = await parseJson(c, termBody);
      return c.json(await c.get("services").adminTerms.create(taxonomy, body, user), 201);
    },
  );
  route(
    r,
    {
      method: "put",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "Rename a term (and change its slug when given)",
      body: termPatch,
      auth: "editor",
      responses: { 200: { description: "The term", schema: adminTerm } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      const { taxonomy, id } = termOf(c);
      const patch = await parseJson(c, termPatch);
      return c.json(await c.get("services").adminTerms.rename(taxonomy, id, patch, user));
    },
  );
  route(
    r,
    {
      method: "delete",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "Delete a term; one that posts carry is refused (409 term_in_use) unless confirm=true, which takes it off those posts",
      query: termDeleteQuery,
      auth: "editor",
      responses: { 204: { description: "Deleted" }, 409: { description: "Posts carry the term and the call did not confirm" } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      const { taxonomy, id } = termOf(c);
      const q = parseQuery(c, termDeleteQuery);
      await c.get("services").adminTerms.remove(taxonomy, id, q.confirm === "true", user);
      return c.body(null, 204);
    },
  );
}
