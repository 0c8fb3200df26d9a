import { z } from "zod";
import { createdDocumentResponse, documentBody, documentPatch, documentResponse } from "#core/schemas/documents";
import { idParam } from "#core/schemas/params";
import { ADMIN_DOCUMENTS_PER_PAGE, DOCUMENT_BODY_LIMITS } from "#core/limits/limits";
import { documentsPage, documentsQuery } from "#core/schemas/documents-list";
import { parseQuery, parseWith } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import type { Context } from "hono";
import type { AppEnv } from "../../http/env";
import { presentDocument } from "./present-document";
import { mountDocumentRevisionRoutes } from "./document-revisions";
import { EDITOR_ROLES, readDocumentJson } from "./document-input";
import { mountDocumentImportRoute } from "./documents-import";

const BASE = "/api/admin/v1/documents";

const idOf = (c: Context<AppEnv>) => parseWith(z.object({ id: idParam }), { id: c.req.param("id") }).id;

/**
 * A JSON body within the document limits (the element tree, then the settings of the document and of
 * each element, measured without recursion), within the limits of a whole document body, then the
 * schema, whose element parser recurses. The service checks the limits again on what it stores.
 */
async function documentInput<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  const raw = await readDocumentJson(c, (body) => {
    const doc = body && typeof body === "object" && !Array.isArray(body) ? (body as { elements?: unknown; settings?: unknown }) : {};
    return { elements: doc.elements, settings: doc.settings, param: "elements" };
  });
  return parseWith(schema, raw, DOCUMENT_BODY_LIMITS);
}

export function mountDocumentRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: BASE,
      tag: "admin",
      summary: "List documents (filter by type and status; search title and slug; pages), newest change first",
      query: documentsQuery,
      auth: "editor",
      responses: { 200: { description: "One page of documents", schema: documentsPage } },
    },
    async (c) => {
      requireRole(c, ...EDITOR_ROLES);
      const q = parseQuery(c, documentsQuery);
      const page = q.page ?? 1;
      const perPage = q.per_page ?? ADMIN_DOCUMENTS_PER_PAGE;
      const { documents, total } = await c.get("services").documents.list(q, page, perPage);
      return c.json({ documents, page, per_page: perPage, total });
    },
  );
  route(
    r,
    {
      method: "post",
      path: BASE,
      tag: "admin",
      summary: "Create a page-builder document",
      body: documentBody,
      auth: "editor",
      responses: { 201: { description: "Created", schema: createdDocumentResponse } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      const body = await documentInput(c, documentBody);
      return c.json(await c.get("services").documents.create(body, user), 201);
    },
  );
  route(
    r,
    {
      method: "get",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "Read a document",
      auth: "editor",
      responses: { 200: { description: "The document", schema: documentResponse } },
    },
    async (c) => {
      requireRole(c, ...EDITOR_ROLES);
      return c.json(presentDocument(await c.get("services").documents.get(idOf(c))));
    },
  );
  route(
    r,
    {
      method: "put",
      path: `${BASE}/:id`,
      tag: "admin",
      summary:
        "Update a document (any subset of its fields); with `version` in the body or If-Match, a newer stored version is refused (409 edit_conflict, with who saved it and when)",
      body: documentPatch,
      auth: "editor",
      responses: {
        200: { description: "The updated document", schema: documentResponse },
        409: { description: "edit_conflict: someone saved a newer version since `version`; or slug_taken" },
      },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      const id = idOf(c);
      const { version, ...patch } = await documentInput(c, documentPatch);
      const ifMatch = c.req.header("if-match")?.replace(/^W\//, "").replace(/^"|"$/g, "");
      const base = version ?? (ifMatch || undefined);
      return c.json(presentDocument(await c.get("services").documents.update(id, patch, user, "document.update", base)));
    },
  );
  route(
    r,
    {
      method: "delete",
      path: `${BASE}/:id`,
      tag: "admin",
      summary: "Delete a document into the bin (GET /api/admin/v1/bin lists it; undo brings it back within the undo window)",
      auth: "editor",
      responses: { 204: { description: "Deleted" } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      await c.get("services").documents.remove(idOf(c), user);
      return c.body(null, 204);
    },
  );
  mountDocumentImportRoute(r);
  mountDocumentRevisionRoutes(r);
}
