import { debugLogDownload, successResponse } from "#core/schemas/forms";
import { route, requireRole, type Router } from "../../http/routes";
import { actorOf, FORMS_ROLES } from "./forms-admin-roles";

const BASE = "/api/forms/v1/file-uploads/debug-log";

/**
 * The file-upload debug log (docs/requirements.md#calls, docs/design/rest-contract.md): both are POSTs
 * with an empty body, for the forms admin only (and the administrator), with the nonce like every
 * state-changing call.
 */
export function mountDebugLogRoutes(r: Router): void {
  route(
    r,
    {
      method: "post",
      path: `${BASE}/clear`,
      tag: "forms",
      summary: "Clear the file-upload debug log (audited)",
      auth: "forms_admin",
      responses: { 200: { description: "Cleared", schema: successResponse } },
    },
    async (c) => {
      const user = requireRole(c, ...FORMS_ROLES);
      await c.get("services").uploadLog.clear(actorOf(user));
      return c.json({ success: true as const });
    },
  );
  route(
    r,
    {
      method: "post",
      path: `${BASE}/download`,
      tag: "forms",
      summary: "The file-upload debug log, whose data the browser saves as nf-file-uploads-debug-log.json",
      auth: "forms_admin",
      responses: { 200: { description: "The log", schema: debugLogDownload } },
    },
    async (c) => {
      requireRole(c, ...FORMS_ROLES);
      return c.json({ data: await c.get("services").uploadLog.exportText() });
    },
  );
}
