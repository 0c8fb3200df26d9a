/**
 * A fingerprint of every table's contents (row count and an md5 of the rows, in a stable order), to
 * show that a request changed nothing: take one before, one after, and compare. One SQL statement,
 * cheap on the demo data (a few milliseconds), the same on PGlite and PostgreSQL.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

export type Fingerprint = Record<string, { rows: number; md5: string }>;

async function tableNames(database: Database): Promise<string[]> {
  const r = await database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return (r as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Builds the fingerprint function once (the table list is read once), then call it as often as needed. */
export async function fingerprinter(database: Database): Promise<() => Promise<Fingerprint>> {
  const names = await tableNames(database);
  if (names.length === 0) throw new Error("no tables to fingerprint");
  const statement = names
    .map(
      (n) =>
        `select '${n.replace(/'/g, "''")}' as name, count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as md5 from ${quoteIdent(n)} t`,
    )
    .join(" union all ");
  return async () => {
    const r = (await database.db.execute(sql.raw(statement))) as unknown as { rows: { name: string; rows: number; md5: string }[] };
    const out: Fingerprint = {};
    for (const row of r.rows) out[row.name] = { rows: Number(row.rows), md5: row.md5 };
    return out;
  };
}

/** The tables whose contents differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n]?.rows !== after[n]?.rows || before[n]?.md5 !== after[n]?.md5).sort();
}

/**
 * Row-level triggers on every public table that record each insert, update and delete (and any
 * truncate) in `aisle_write_audit.writes`: a cheap way to see whether a request wrote anything, for
 * thousands of requests. Test databases only.
 */
export async function installWriteAudit(database: Database): Promise<{ take(): Promise<string[]> }> {
  const names = await tableNames(database);
  const statements = [
    "create schema if not exists aisle_write_audit",
    "create table if not exists aisle_write_audit.writes (tbl text not null, op text not null)",
    `create or replace function aisle_write_audit.record() returns trigger language plpgsql as $$
     begin insert into aisle_write_audit.writes values (TG_TABLE_NAME, TG_OP); return null; end $$`,
    ...names.flatMap((n) => [
      `drop trigger if exists aisle_write_audit_rows on ${quoteIdent(n)}`,
      `create trigger aisle_write_audit_rows after insert or update or delete on ${quoteIdent(n)} for each row execute function aisle_write_audit.record()`,
      `drop trigger if exists aisle_write_audit_truncate on ${quoteIdent(n)}`,
      `create trigger aisle_write_audit_truncate after truncate on ${quoteIdent(n)} for each statement execute function aisle_write_audit.record()`,
    ]),
  ];
  for (const s of statements) await database.db.execute(sql.raw(s));
  return {
    /** The tables written since the last call (each once, sorted), and forget them. */
    async take() {
      const r = (await database.db.execute(sql.raw("delete from aisle_write_audit.writes returning tbl"))) as unknown as {
        rows: { tbl: string }[];
      };
      return [...new Set(r.rows.map((row) => row.tbl))].sort();
    },
  };
}
