import { storeImportBody, storeImportProgress, type StoreImportProgress } from "#core/schemas/admin-stores";
import { parseJson } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import { PEOPLE_ROLES } from "./admin-params";

const BASE = "/api/admin/v1/stores";

/**
 * CSV export and import of stores. The import checks the whole file first and answers 400
 * `invalid_rows` with every bad row (row, column, reason) and nothing written, or 413 past the limits;
 * a good file is written in one transaction while the answer streams its progress as NDJSON lines
 * (`progress` after each batch, then `done`, or `error` when the write failed and nothing was kept).
 */
export function mountStoreImportRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: `${BASE}/export`,
      tag: "admin",
      summary: "Export every store as CSV (administrator); the file the import takes back",
      auth: "administrator",
      responses: { 200: { description: "text/csv, one row per store" } },
    },
    async (c) => {
      requireRole(c, ...PEOPLE_ROLES);
      const csv = await c.get("services").adminStores.exportCsv();
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="stores.csv"',
        "Cache-Control": "no-store",
      });
    },
  );
  route(
    r,
    {
      method: "post",
      path: `${BASE}/import`,
      tag: "admin",
      summary: "Import stores from CSV (administrator): all rows or none; the answer streams progress as NDJSON",
      body: storeImportBody,
      auth: "administrator",
      responses: {
        200: {
          description: "application/x-ndjson: progress lines, then done (or error: nothing imported)",
          schema: storeImportProgress,
        },
        400: {
          description: "invalid_rows: data.rows lists each bad row (row, column, reason); nothing imported",
        },
        413: { description: "Too large or too many rows; nothing imported" },
      },
    },
    async (c) => {
      const user = requireRole(c, ...PEOPLE_ROLES);
      const { csv } = await parseJson(c, storeImportBody);
      const services = c.get("services");
      const rows = await services.adminStores.planImport(csv);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          const send = (line: StoreImportProgress) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
          send({ type: "progress", done: 0, total: rows.length });
          try {
            const result = await services.adminStores.runImport(rows, user, (done, total) => send({ type: "progress", done, total }));
            send({ type: "done", ...result });
          } catch (err) {
            services.logger.error({ err }, "store import failed");
            send({
              type: "error",
              message: "The import failed and nothing was imported. Please try again.",
            });
          }
          controller.close();
        },
      });
      return new Response(body, {
        status: 200,
        headers: {
          "Content-Type": "application/x-ndjson; charset=utf-8",
          "Cache-Control": "no-store, no-transform",
          "X-Content-Type-Options": "nosniff",
        },
      });
    },
  );
}
