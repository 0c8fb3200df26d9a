/**
 * The hot queries as named statements on PostgreSQL (decision 0117): a statement sent often enough is
 * prepared once on the connection and then only bound, with each call's own values, through Drizzle's
 * raw and typed queries alike. PGlite sends every query as it did.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/node-postgres";
import { eq, sql } from "drizzle-orm";
import { startTestServer, testDatabaseKind, type TestServer } from "../test/harness";
import { products } from "./schema";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe.runIf(testDatabaseKind() === "postgres")("named statements (PostgreSQL)", () => {
  it("prepares a statement sent again and again once on its connection, and binds each call's values", async () => {
    const client = await t.database.pool!.connect();
    try {
      const db = drizzle(client);
      const prepared = async () =>
        (await client.query<{ name: string; statement: string }>("select name, statement from pg_prepared_statements")).rows;
      const marker = `named_${Date.now()}`;
      const sums: number[] = [];
      for (let i = 0; i < 8; i++) {
        const { rows } = await db.execute<{ sum: number; marker: string }>(sql`select ${i}::int + 1 as sum, ${marker}::text as marker`);
        sums.push(Number(rows[0]!.sum));
      }
      expect(sums).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const raw = (await prepared()).filter((s) => s.statement.includes("::int + 1 as sum"));
      expect(raw).toHaveLength(1);
      expect(raw[0]!.name).toMatch(/^aisle_\d+$/);

      // Drizzle's typed queries (rows as arrays) go the same way.
      const [first] = await db.select({ id: products.id }).from(products).orderBy(products.id).limit(2);
      const names: string[] = [];
      for (let i = 0; i < 8; i++) {
        const [row] = await db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(eq(products.id, first!.id + (i % 2)));
        names.push(row!.name);
      }
      expect(new Set(names).size).toBe(2);
      expect((await prepared()).some((s) => s.statement.includes('from "products" where "products"."id" = $1'))).toBe(true);
    } finally {
      client.release();
    }
  });

  it("leaves a text sent only once unnamed", async () => {
    const client = await t.database.pool!.connect();
    try {
      const once = `select 'once_${Date.now()}'::text as value`;
      expect((await client.query({ text: once })).rows[0].value).toMatch(/^once_/);
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements where statement = $1", [
        once,
      ]);
      expect(rows[0]!.n).toBe(0);
    } finally {
      client.release();
    }
  });
});

describe("queries on the database the tests run on", () => {
  it("answer with each call's own values", async () => {
    const values: number[] = [];
    for (let i = 0; i < 8; i++) {
      const result = (await t.database.db.execute(sql`select ${i}::int * 2 as v`)) as unknown as { rows: Array<{ v: number }> };
      values.push(Number(result.rows[0]!.v));
    }
    expect(values).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
  });
});
