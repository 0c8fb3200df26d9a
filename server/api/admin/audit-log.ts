import { AUDIT_DEFAULT_PER_PAGE, auditPage, auditQuery } from "#core/schemas/audit";
import { parseQuery } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";

/** Who may read the audit log. */
export const AUDIT_ROLES = ["administrator"];

/** GET /api/admin/v1/audit-log: every change made through the admin API, newest first, a page at a time. */
export function mountAuditLogRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: "/api/admin/v1/audit-log",
      tag: "admin",
      summary:
        "Read the audit log (administrator only): who changed what, when, before and after; filter by actor, action, target type and days",
      query: auditQuery,
      auth: "administrator",
      responses: { 200: { description: "One page of entries", schema: auditPage } },
    },
    async (c) => {
      requireRole(c, ...AUDIT_ROLES);
      const q = parseQuery(c, auditQuery);
      const page = q.page ?? 1;
      const perPage = q.per_page ?? AUDIT_DEFAULT_PER_PAGE;
      const { page: _, per_page: __, ...filters } = q;
      const { entries, total } = await c.get("services").audit.list(page, perPage, filters);
      return c.json({ entries, page, per_page: perPage, total });
    },
  );
}
