import type { RowError } from "#core/schemas/admin-stores";

/** Where an import of stores stands, as the stores screen shows it. */
export type ImportState =
  | { kind: "idle" }
  | { kind: "confirm"; file: File; name: string; rows: number }
  | { kind: "running"; done: number; total: number }
  | { kind: "done"; created: number; updated: number; unchanged: number }
  | { kind: "invalid"; message: string; rows: RowError[]; total: number }
  | { kind: "failed"; message: string };

/** What the page's own import (a plain form post) can answer. */
export type FinishedImport = Extract<ImportState, { kind: "idle" | "done" | "invalid" | "failed" }>;

/** A refusal in the REST error format as the screen shows it: the per-row report when there is one. */
export function refusalState(body: unknown, fallback: string): FinishedImport {
  const b = (body ?? {}) as { message?: unknown; data?: { rows?: RowError[]; rows_total?: number } };
  const message = typeof b.message === "string" && b.message ? b.message : fallback;
  const rows = Array.isArray(b.data?.rows) ? b.data.rows : [];
  return rows.length ? { kind: "invalid", message, rows, total: b.data?.rows_total ?? rows.length } : { kind: "failed", message };
}

/** The percentage done, whole. */
export const percent = (done: number, total: number) => (total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0);
