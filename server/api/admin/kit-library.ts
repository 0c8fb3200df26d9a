import { STAFF_ROLES } from "#core/frame/admin-sections";
import { kitExportQuery, libraryKit } from "#core/schemas/kits";
import { z } from "zod";
import { attachmentDisposition } from "#core/web/uploads";
import { parseWith } from "../../http/validate";
import { QUERY_LIMITS } from "#core/limits/limits";
import { route, requireRole, type Router } from "../../http/routes";

const LIBRARY = "/api/admin/v1/kits/library";

/** A zip handed over to save, never opened in the site's origin. */
const zipResponse = (fileName: string, bytes: Uint8Array) =>
  new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": attachmentDisposition(fileName),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });

const kitId = (id: string | undefined) =>
  parseWith(
    z.object({
      id: z
        .string()
        .max(20)
        .regex(/^(starter|[1-9][0-9]*)$/, 'must be "starter" or a kit\'s id'),
    }),
    { id },
  ).id;

/** Kit export and the kit library (docs/kits.md); the administrator's, like the import. */
export function mountKitLibraryRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: "/api/admin/v1/kits/export",
      tag: "admin",
      summary:
        "Export the site as an Elementor kit zip (administrator): manifest 3.0, the sections asked for; recorded as export_kit_customization",
      query: kitExportQuery,
      auth: "administrator",
      responses: {
        200: { description: "application/zip, saved as <name>.zip" },
        400: { description: "invalid_param: a section, the name, title or description" },
      },
    },
    async (c) => {
      const user = requireRole(c, ...STAFF_ROLES.administrator);
      // `sections` may come repeated (a form's checkboxes) or comma-separated.
      const query = { ...c.req.query(), sections: (c.req.queries("sections") ?? []).join(",") };
      const q = parseWith(kitExportQuery, query, QUERY_LIMITS);
      const site = new URL(c.req.url).origin;
      const made = await c.get("services").kitExport.export({ id: user.id, email: user.email }, q, site);
      return zipResponse(made.fileName, made.bytes);
    },
  );
  route(
    r,
    {
      method: "get",
      path: LIBRARY,
      tag: "admin",
      summary: "The kit library (administrator): the starter kit shipped with Aisle, then the kits uploaded to this site, newest first",
      auth: "administrator",
      responses: { 200: { description: "The kits", schema: z.object({ kits: z.array(libraryKit) }) } },
    },
    async (c) => {
      requireRole(c, ...STAFF_ROLES.administrator);
      return c.json({ kits: await c.get("services").kitLibrary.list() });
    },
  );
  route(
    r,
    {
      method: "get",
      path: `${LIBRARY}/:id/zip`,
      tag: "admin",
      summary: "A library kit's zip (administrator): what the import screen reads when a kit is applied",
      auth: "administrator",
      responses: { 200: { description: "application/zip" }, 404: { description: "No such kit" } },
    },
    async (c) => {
      requireRole(c, ...STAFF_ROLES.administrator);
      const kit = await c.get("services").kitLibrary.zip(kitId(c.req.param("id")));
      return zipResponse(kit.fileName, kit.bytes);
    },
  );
  route(
    r,
    {
      method: "delete",
      path: `${LIBRARY}/:id`,
      tag: "admin",
      summary: "Delete an uploaded kit (administrator, nonce); recorded as kit_cloud_library_delete",
      auth: "administrator",
      responses: {
        200: { description: "Deleted" },
        404: { description: "No such kit" },
        409: { description: "kit_shipped: the starter kit; kit_import_state: its import has run and is not undone" },
      },
    },
    async (c) => {
      const user = requireRole(c, ...STAFF_ROLES.administrator);
      return c.json(await c.get("services").kitLibrary.remove({ id: user.id, email: user.email }, kitId(c.req.param("id"))));
    },
  );
}
