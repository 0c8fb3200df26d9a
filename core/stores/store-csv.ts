/**
 * Stores as CSV (the admin's export and import): one column per store field, named as the API names
 * it; group ids joined by `;`; an empty cell of a related store or coordinate is none. Reading checks
 * every row and names each bad cell (row, column, reason); it never half-accepts a file.
 */
import { countLines, guardCell, parseCsv, toCsv, unguardCell } from "../csv/csv";
import { STORE_IMPORT_LIMITS } from "../limits/limits";
import { entityId, storeFields, type AdminStore, type RowError, type StoreFields } from "../schemas/admin-stores";

export const STORE_CSV_COLUMNS = [
  "id",
  "name",
  "slug",
  "store_number",
  "address_1",
  "address_2",
  "city",
  "state",
  "postal_code",
  "phone",
  "hours",
  "latitude",
  "longitude",
  "is_selectable",
  "store_group_ids",
  "store_segment_ids",
  "related_catering_store_id",
  "related_wine_store_id",
  "related_shopping_id",
] as const;
type Column = (typeof STORE_CSV_COLUMNS)[number];
const REQUIRED: readonly Column[] = ["id", "name", "slug"];
const NUMBER_COLUMNS = new Set<Column>(["latitude", "longitude"]);
const ID_COLUMNS = new Set<Column>(["related_catering_store_id", "related_wine_store_id", "related_shopping_id"]);
const LIST_COLUMNS = new Set<Column>(["store_group_ids", "store_segment_ids"]);

/** One data row: the store's id, the line it came from, and the fields its columns gave. */
export interface StoreCsvRow {
  row: number;
  id: number;
  fields: Partial<StoreFields>;
}

/** When rows are bad, `rows` still holds the good ones, for the checks that need the database. */
export type StoreCsvRead =
  | { ok: true; rows: StoreCsvRow[] }
  | {
      ok: false;
      status: 400 | 413;
      errors: RowError[];
      message: string;
      rows?: StoreCsvRow[];
    };

function cellText(store: AdminStore, column: Column): string {
  const v = store[column as keyof AdminStore];
  if (v === null || v === undefined) return "";
  if (Array.isArray(v)) return v.join(";");
  if (typeof v === "string") return guardCell(v);
  return String(v);
}

/** The stores as a CSV file the import takes back unchanged. */
export function storesToCsv(stores: readonly AdminStore[]): string {
  return toCsv([[...STORE_CSV_COLUMNS], ...stores.map((s) => STORE_CSV_COLUMNS.map((c) => cellText(s, c)))]);
}

/** A cell (or a form field) as the field's type, or the reason it is not one. */
export function cellValue(column: Column, raw: string): { value: unknown } | { reason: string } {
  const cell = raw.trim();
  if (column === "is_selectable") {
    const v = cell.toLowerCase();
    if (["true", "yes", "1"].includes(v)) return { value: true };
    if (["false", "no", "0"].includes(v)) return { value: false };
    return { reason: "must be true or false" };
  }
  if (NUMBER_COLUMNS.has(column)) {
    if (cell === "") return { value: null };
    return /^-?\d{1,3}(\.\d+)?$/.test(cell) ? { value: Number(cell) } : { reason: "must be a decimal number" };
  }
  if (ID_COLUMNS.has(column) || column === "id") {
    if (cell === "" && column !== "id") return { value: null };
    return /^\d{1,10}$/.test(cell) ? { value: Number(cell) } : { reason: "must be a store id (a positive whole number)" };
  }
  if (LIST_COLUMNS.has(column)) {
    if (cell === "") return { value: [] };
    const parts = cell.split(";").map((p) => p.trim());
    return parts.every((p) => /^\d{1,10}$/.test(p)) ? { value: [...new Set(parts.map(Number))] } : { reason: "must be ids separated by ;" };
  }
  return { value: unguardCell(raw) };
}

/** Reads an import file: every row checked on its own (cross-row and database checks come after). */
export function readStoreCsv(text: string): StoreCsvRead {
  const lines = countLines(text);
  if (lines - 1 > STORE_IMPORT_LIMITS.maxRows) {
    return {
      ok: false,
      status: 413,
      errors: [],
      message: `The file has more than ${STORE_IMPORT_LIMITS.maxRows} rows. Split it into smaller files.`,
    };
  }
  const parsed = parseCsv(text);
  if (!parsed.ok)
    return {
      ok: false,
      status: 400,
      errors: [{ row: parsed.row, column: "", reason: parsed.reason }],
      message: "The file is not valid CSV.",
    };
  const [header, ...data] = parsed.rows;
  const bad = (errors: RowError[], message = "Some rows are not valid: nothing was imported.") => ({
    ok: false as const,
    status: 400 as const,
    errors: errors.slice(0, STORE_IMPORT_LIMITS.maxErrors),
    message,
  });
  if (!header) return bad([{ row: 1, column: "", reason: "the file is empty" }], "The file is empty.");
  const names = header.map((h) => h.trim().toLowerCase());
  const headerErrors: RowError[] = [];
  names.forEach((n, i) => {
    if (!(STORE_CSV_COLUMNS as readonly string[]).includes(n))
      headerErrors.push({
        row: 1,
        column: n || `column ${i + 1}`,
        reason: "is not a store column",
      });
    else if (names.indexOf(n) !== i) headerErrors.push({ row: 1, column: n, reason: "appears twice" });
  });
  for (const r of REQUIRED) if (!names.includes(r)) headerErrors.push({ row: 1, column: r, reason: "is required" });
  if (headerErrors.length) return bad(headerErrors, "The header row is not valid: nothing was imported.");
  if (data.length === 0) return bad([{ row: 2, column: "", reason: "the file has no stores" }], "The file has no stores.");

  const columns = names as Column[];
  const errors: RowError[] = [];
  const rows: StoreCsvRow[] = [];
  data.forEach((cells, i) => {
    const row = i + 2;
    if (cells.length !== columns.length) {
      errors.push({
        row,
        column: "",
        reason: `has ${cells.length} cells, the header has ${columns.length}`,
      });
      return;
    }
    const raw: Record<string, unknown> = {};
    let id = 0;
    columns.forEach((column, c) => {
      const v = cellValue(column, cells[c]!);
      if ("reason" in v) errors.push({ row, column, reason: v.reason });
      else if (column === "id") {
        const checked = entityId.safeParse(v.value);
        if (checked.success) id = checked.data;
        else
          errors.push({
            row,
            column,
            reason: checked.error.issues[0]?.message ?? "is not valid",
          });
      } else raw[column] = v.value;
    });
    const checked = storeFields.partial().safeParse(raw);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        errors.push({
          row,
          column: String(issue.path[0] ?? ""),
          reason: issue.message,
        });
      return;
    }
    if (id) rows.push({ row, id, fields: checked.data });
  });
  // Within the file: one row per store id and per slug.
  const seenIds = new Map<number, number>();
  const seenSlugs = new Map<string, number>();
  for (const r of rows) {
    const dupId = seenIds.get(r.id);
    if (dupId)
      errors.push({
        row: r.row,
        column: "id",
        reason: `repeats the store of row ${dupId}`,
      });
    else seenIds.set(r.id, r.row);
    if (r.fields.slug) {
      const dupSlug = seenSlugs.get(r.fields.slug);
      if (dupSlug)
        errors.push({
          row: r.row,
          column: "slug",
          reason: `repeats the slug of row ${dupSlug}`,
        });
      else seenSlugs.set(r.fields.slug, r.row);
    }
  }
  if (errors.length)
    return {
      ...bad(errors.sort((a, b) => a.row - b.row)),
      rows: rows.filter((r) => !errors.some((e) => e.row === r.row)),
    };
  return { ok: true, rows };
}
