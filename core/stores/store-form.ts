/**
 * A store's form on the admin screen, read into the API's fields: each text as the CSV import reads
 * its cell (the same conversions and messages), the store groups as checked boxes.
 */
import { cellValue, STORE_CSV_COLUMNS } from "./store-csv";
import { entityId, storeFields, type StoreFields } from "../schemas/admin-stores";

export type StoreFormRead = { ok: true; id: number | null; fields: StoreFields } | { ok: false; errors: Record<string, string> };

/** Reads every field (a missing checkbox is false, no group boxes checked is no groups); `creating` reads the id too. */
export function readStoreForm(form: URLSearchParams, creating: boolean): StoreFormRead {
  const errors: Record<string, string> = {};
  const raw: Record<string, unknown> = {};
  let id: number | null = null;
  for (const column of STORE_CSV_COLUMNS) {
    if (column === "id" && !creating) continue;
    let text = form.get(column) ?? "";
    if (column === "is_selectable") text = form.get(column) === "on" || form.get(column) === "true" ? "true" : "false";
    if (column === "store_group_ids") text = form.getAll(column).join(";");
    const v = cellValue(column, text);
    if ("reason" in v) errors[column] = v.reason;
    else if (column === "id") {
      const checked = entityId.safeParse(v.value);
      if (checked.success) id = checked.data;
      else errors.id = checked.error.issues[0]?.message ?? "is not valid";
    } else raw[column] = v.value;
  }
  const checked = storeFields.safeParse(raw);
  if (!checked.success) for (const issue of checked.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  if (Object.keys(errors).length || !checked.success) return { ok: false, errors };
  return { ok: true, id, fields: checked.data };
}
