/**
 * Vitest global setup of the API projects: migrates and seeds the demo data once per run, so each test
 * file's database starts as a copy of it instead of being migrated and seeded again (tens of seconds
 * each). On PGlite the copy is a dump of the seeded data directory (a file in the system's temporary
 * folder, loaded into each in-memory database); on PostgreSQL a template database that each test
 * database is created from. Both are named by the sources' key (./seeded-template-key.ts) and removed
 * when the run ends; the harness uses them only while that key still holds (see harness.ts).
 */
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createPostgresDatabase } from "../../scripts/lib/server-process";
import { openDatabase } from "../db/client";
import { EmbeddedDatabase } from "../db/embedded";
import { seedDemo } from "../db/seed/demo";
import { seededTemplateKey } from "./seeded-template-key";

/** Where the seeded copy is: a PGlite dump file or a PostgreSQL template database, and its key. */
export interface SeededTemplate {
  key: string;
  kind: "pglite" | "postgres";
  /** The dump file (PGlite) or the template database's name (PostgreSQL). */
  source: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate | null;
  }
}

async function seedPglite(key: string): Promise<{ template: SeededTemplate; remove(): void }> {
  const database = await openDatabase({});
  try {
    await seedDemo(database.db);
    // Drizzle's client on PGlite is the embedded database's handle (server/db/client.ts).
    const embedded = (database.db as unknown as { $client: unknown }).$client;
    if (!(embedded instanceof EmbeddedDatabase)) throw new Error("expected the embedded database behind PGlite's Drizzle client");
    const dump = await embedded.dumpDataDir();
    const file = join(tmpdir(), `aisle-seeded-${key}-${randomBytes(4).toString("hex")}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { template: { key, kind: "pglite", source: file }, remove: () => rmSync(file, { force: true }) };
  } finally {
    await database.close();
  }
}

async function seedPostgres(key: string, serverUrl: string): Promise<{ template: SeededTemplate; remove(): Promise<void> }> {
  const created = await createPostgresDatabase(serverUrl, `aisle_seeded_${key}`);
  try {
    const database = await openDatabase({ url: created.url });
    try {
      await seedDemo(database.db);
    } finally {
      // A template must have no open connections while databases are created from it.
      await database.close();
    }
  } catch (err) {
    await created.drop().catch(() => {});
    throw err;
  }
  return { template: { key, kind: "postgres", source: created.name }, remove: () => created.drop() };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const env = project.config.env ?? {};
  const key = seededTemplateKey();
  const seeded =
    env.AISLE_TEST_DB === "postgres"
      ? await seedPostgres(key, env.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "")
      : await seedPglite(key);
  project.provide("seededTemplate", seeded.template);
  return async () => {
    await seeded.remove();
  };
}
