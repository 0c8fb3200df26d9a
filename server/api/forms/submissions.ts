import { z } from "zod";
import type { Context } from "hono";
import { exportQuery, submission, submissionsPage, submissionsQuery, SUBMISSIONS_DEFAULT_PER_PAGE } from "#core/schemas/forms";
import { idParam } from "#core/schemas/params";
import { parseQuery, parseWith } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import type { AppEnv } from "../../http/env";
import { streamedDownload, SUBMISSIONS_CSV_NAME, uploadResponse, withByteOrderMark } from "../../http/download-response";
import { actorOf, FORMS_ROLES } from "./forms-admin-roles";

const BASE = "/api/forms/v1/submissions";
const idOf = (c: Context<AppEnv>) => parseWith(z.object({ id: idParam }), { id: c.req.param("id") }).id;

/** The forms admin's API: contact-form submissions listed, read, exported and deleted, and their files. */
export function mountSubmissionRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: BASE,
      tag: "forms",
      summary: "List contact-form submissions, newest first (search, pages)",
      query: submissionsQuery,
      auth: "forms_admin",
      responses: { 200: { description: "One page", schema: submissionsPage } },
    },
    async (c) => {
      requireRole(c, ...FORMS_ROLES);
      const q = parseQuery(c, submissionsQuery);
      const page = q.page ?? 1;
      const perPage = q.per_page ?? SUBMISSIONS_DEFAULT_PER_PAGE;
      const { items, total } = await c.get("services").submissions.list({ page, perPage, q: q.q });
      return c.json({ items, page, per_page: perPage, total });
    },
  );
  route(
    r,
    {
      method: "get",
      path: `${BASE}/export.csv`,
      tag: "forms",
      summary: "Export the submissions (all, or those the search finds) as CSV, streamed",
      query: exportQuery,
      auth: "forms_admin",
      responses: { 200: { description: "text/csv" } },
    },
    async (c) => {
      requireRole(c, ...FORMS_ROLES);
      const q = parseQuery(c, exportQuery);
      return streamedDownload(withByteOrderMark(c.get("services").submissions.csv(q.q)), SUBMISSIONS_CSV_NAME, "text/csv; charset=utf-8");
    },
  );
  route(
    r,
    {
      method: "get",
      path: `${BASE}/:id`,
      tag: "forms",
      summary: "Read one submission and its files",
      auth: "forms_admin",
      responses: { 200: { description: "The submission", schema: submission } },
    },
    async (c) => {
      requireRole(c, ...FORMS_ROLES);
      return c.json(await c.get("services").submissions.get(idOf(c)));
    },
  );
  route(
    r,
    {
      method: "delete",
      path: `${BASE}/:id`,
      tag: "forms",
      summary: "Delete a submission and its files (audited)",
      auth: "forms_admin",
      responses: { 204: { description: "Deleted" } },
    },
    async (c) => {
      const user = requireRole(c, ...FORMS_ROLES);
      await c.get("services").submissions.remove(idOf(c), actorOf(user));
      return c.body(null, 204);
    },
  );
  route(
    r,
    {
      method: "get",
      path: "/api/forms/v1/uploads/:id",
      tag: "forms",
      summary: "Download a file sent with a submission (attachment, nosniff)",
      auth: "forms_admin",
      responses: { 200: { description: "The file" } },
    },
    async (c) => {
      const user = requireRole(c, ...FORMS_ROLES);
      return uploadResponse(await c.get("services").submissions.file(idOf(c), actorOf(user)));
    },
  );
}
