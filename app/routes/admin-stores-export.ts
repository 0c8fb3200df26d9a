import { countCsvRecords, newCsvCount } from "../../core/csv/csv-records";
import { requireStaffPlain } from "../admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import type { Route } from "./+types/admin-stores-export";

/** The stores as a CSV download for the signed-in administrator (a page address: a plain link works). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPlain(context, STAFF_ROLES.administrator, request);
  const csv = await context.services.adminStores.exportCsv();
  const records = countCsvRecords(newCsvCount(), csv).records;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="stores.csv"',
      "Cache-Control": "no-store",
      "X-Aisle-Records": String(records),
    },
  });
}
