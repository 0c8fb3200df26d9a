import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { productionServerArgs } from "../../scripts/lib/server-process";

const DATA_DIR = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";

/** Runs a second server on the data directory the test server holds, and collects how it ends. */
function secondServer(): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, productionServerArgs(process.env.AISLE_BUILD_DIR), {
      env: { ...process.env, NODE_ENV: "production", DATA_DIR, PORT: "0", DATABASE_URL: "", LOG_LEVEL: "warn" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

test("a second server on the same PGlite directory refuses to start and the data stays intact", async ({ request }) => {
  const before = (await (await request.get("/api/shop/v1/stores")).json()) as { items: unknown[] };
  const second = await secondServer();
  expect(second.code).toBe(1);
  expect(second.stderr).toContain("is already using the data directory");
  expect(second.stderr).toContain("DATABASE_URL");

  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  const after = (await (await request.get("/api/shop/v1/stores")).json()) as { items: unknown[] };
  expect(after.items).toHaveLength(before.items.length);
  expect(before.items.length).toBeGreaterThanOrEqual(25);
});
