/**
 * A genuine fatal failure of the embedded database, for tests: Postgres's jsonb parser recurses once
 * per nesting level, and in PGlite 0.3 the WebAssembly stack gives out long before Postgres's own
 * depth check, so parsing a value nested 1500 deep traps or aborts the instance (`RuntimeError`).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** A JSON text nested `depth` objects deep. */
export function deeplyNestedJson(depth = 1500): string {
  return '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

/**
 * The statement that kills the instance that runs it, through `query()` (the extended protocol, as
 * Drizzle sends everything). Through `exec()` (the simple protocol) the same statement makes the
 * instance spin forever instead, which no code in the process can recover from.
 */
export const FATAL_STATEMENT = `select '${deeplyNestedJson()}'::jsonb`;

/** Runs the fatal statement through `db` and resolves with the error it failed with (it never succeeds). */
export async function killEmbeddedDatabase(db: Db): Promise<unknown> {
  try {
    await db.execute(sql.raw(FATAL_STATEMENT));
  } catch (err) {
    return err;
  }
  throw new Error("the embedded database survived a value nested 1500 deep; the fault no longer reproduces");
}
