import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Unit tests (core/, app/ components, server services) run once. API tests (server/api, anything
 * named *.api.test.ts) run against PGlite, and again against PostgreSQL when TEST_DATABASE_URL
 * (or DATABASE_URL) names a server.
 */
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "";

const apiProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ["server/**/*.api.test.ts"],
    environment: "node",
    env,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Seeds the demo data once; each file's database is a copy (server/test/seeded-template.ts).
    globalSetup: ["server/test/seeded-template.ts"],
  },
});

export default defineConfig({
  test: {
    // Every API file runs its own server over its own database, so files run side by side: one
    // worker per core (on these 2-core machines the default would leave one core idle).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "unit",
          include: ["core/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}"],
          exclude: ["server/**/*.api.test.ts", "node_modules/**"],
          environment: "node",
          // Unit files share their workers' module graph instead of importing it again per file (over
          // half of the project's time); none of them keeps state in a module between files.
          isolate: false,
          // The property tests run thousands of cases; beside the API files on a busy 2-core machine
          // one may take well past vitest's 5 s default without anything being wrong.
          testTimeout: 30_000,
        },
      },
      apiProject("api-pglite", { AISLE_TEST_DB: "pglite" }),
      ...(postgresUrl ? [apiProject("api-postgres", { AISLE_TEST_DB: "postgres", TEST_DATABASE_URL: postgresUrl })] : []),
    ],
  },
});
