import { countCsvRecords, newCsvCount } from "../../core/csv/csv-records";
import { administratorOf } from "../admin/guard.server";
import type { Route } from "./+types/admin-stores-export";

/** The stores as a CSV download for the signed-in administrator (a page address: a plain link works). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!administratorOf(request, context))
    return new Response("Only the administrator may export stores.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
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
