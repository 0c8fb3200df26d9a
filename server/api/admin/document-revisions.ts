import { z } from "zod";
import { documentResponse } from "#core/schemas/documents";
import { revisionComparison, revisionList } from "#core/schemas/document-revisions";
import { idParam } from "#core/schemas/params";
import { parseWith } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import type { Context } from "hono";
import type { AppEnv } from "../../http/env";
import { EDITOR_ROLES } from "./document-input";
import { presentDocument } from "./present-document";

const BASE = "/api/admin/v1/documents/:id/revisions";

const idsOf = (c: Context<AppEnv>) => {
  const { id } = parseWith(z.object({ id: idParam }), { id: c.req.param("id") });
  const revision = c.req.param("revision");
  return { id, revision: revision === undefined ? 0 : parseWith(z.object({ revision: idParam }), { revision }).revision };
};

/** The kept versions of a document: list, compare one with the document as it is, put one back. */
export function mountDocumentRevisionRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: BASE,
      tag: "admin",
      summary: "List a document's kept versions, newest first",
      auth: "editor",
      responses: { 200: { description: "The revisions", schema: revisionList } },
    },
    async (c) => {
      requireRole(c, ...EDITOR_ROLES);
      return c.json({ revisions: await c.get("services").documentRevisions.list(idsOf(c).id) });
    },
  );
  route(
    r,
    {
      method: "get",
      path: `${BASE}/:revision`,
      tag: "admin",
      summary: "Compare a kept version with the document as it is now (both as JSON)",
      auth: "editor",
      responses: { 200: { description: "The revision and the current document", schema: revisionComparison } },
    },
    async (c) => {
      requireRole(c, ...EDITOR_ROLES);
      const { id, revision } = idsOf(c);
      return c.json(await c.get("services").documentRevisions.compare(id, revision));
    },
  );
  route(
    r,
    {
      method: "post",
      path: `${BASE}/:revision/restore`,
      tag: "admin",
      summary: "Restore a kept version; the version it replaces is kept in turn, and the audit log records the restore",
      auth: "editor",
      responses: { 200: { description: "The restored document", schema: documentResponse } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      const { id, revision } = idsOf(c);
      return c.json(presentDocument(await c.get("services").documentRevisions.restore(id, revision, user)));
    },
  );
}
