import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { defineConfig } from "vitest/config";
import { topFolderAliases } from "./vite.config";

/**
 * Unit tests (core/, app/ components, server services) run once. The API tests (server/api, anything
 * named *.api.test.ts) run once too: on PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) names a
 * server, on PGlite otherwise. With PostgreSQL, a few files also run on PGlite (`api-pglite`): those
 * that cover where the embedded database differs (decision 0052).
 */
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "";

/** The embedded database dying and coming back on a data directory of its own: PGlite only, and slow. */
const EMBEDDED_RECOVERY = "server/db/embedded-recovery.test.ts";

/**
 * Where PGlite differs from PostgreSQL: one connection in one process instead of a pool (concurrent
 * checkouts for the last slots, the same order placed twice at once, a second instance on the same
 * database) and the readiness answer that names the database, beside its recovery.
 */
const PGLITE_DIFFERENCES = [
  EMBEDDED_RECOVERY,
  "server/api/shop/slots.api.test.ts",
  "server/api/shop/orders.api.test.ts",
  "server/http/ops.api.test.ts",
];

const PGLITE = { AISLE_TEST_DB: "pglite" };

/**
 * The production builds the page tests serve (server/test/current-build.ts): Node imports these bundles
 * as they are, instead of vitest transforming megabytes of compiled code again in every file.
 */
const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const BUILT_BUNDLES = [
  new RegExp(`^${escaped(resolve(process.env.AISLE_BUILD_DIR ?? "build"))}/`),
  new RegExp(`^${escaped(resolve(".tmp"))}/page-build-[0-9a-f]+/`),
];

const apiProject = (name: string, include: string[], env: Record<string, string>) => ({
  resolve: { alias: topFolderAliases },
  test: {
    name,
    include,
    environment: "node",
    env,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file starts its own server over its own database; the modules are shared with the files
    // before it in the worker instead of imported again per file (decision 0115).
    isolate: false,
    // Seeds the demo data once; each file's database is a copy (server/test/seeded-template.ts).
    globalSetup: ["server/test/seeded-template.ts", "server/test/current-build.ts"],
    server: { deps: { external: BUILT_BUNDLES } },
  },
});

export default defineConfig({
  test: {
    // Every API file runs its own server over its own database, so files run side by side: one
    // worker per core (on these 2-core machines the default would leave one core idle).
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias: topFolderAliases },
        test: {
          name: "unit",
          include: ["core/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}", "bench/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["server/**/*.api.test.ts", EMBEDDED_RECOVERY, "node_modules/**"],
          environment: "node",
          // Unit files share their workers' module graph instead of importing it again per file (over
          // half of the project's time); none of them keeps state in a module between files.
          isolate: false,
          // The property tests run thousands of cases; beside the API files on a busy 2-core machine
          // one may take well past vitest's 5 s default without anything being wrong.
          testTimeout: 30_000,
        },
      },
      apiProject("api", ["server/**/*.api.test.ts"], postgresUrl ? { AISLE_TEST_DB: "postgres", TEST_DATABASE_URL: postgresUrl } : PGLITE),
      // Without PostgreSQL the API project already ran the others on PGlite.
      apiProject("api-pglite", postgresUrl ? PGLITE_DIFFERENCES : [EMBEDDED_RECOVERY], PGLITE),
    ],
  },
});
