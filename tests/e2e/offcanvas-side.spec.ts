import { expect, test } from "@playwright/test";
import { rmSync } from "node:fs";
import pg from "pg";
import type { PostgresDatabase } from "../../scripts/lib/server-process";
import { postgresUnavailable, spawnServer, type SpawnedServer } from "../../server/test/spawn-server";
import { seededPostgresDatabase } from "../../server/test/seeded-copies";
import { swipe } from "./support/touch";

/**
 * The off-canvas menu's position is a site setting (docs/requirements.md#screens-and-routes: "from the left or right
 * position"). A server of its own on PostgreSQL, whose setting this test turns to "right" the way
 * an edit does: the row, then the content version with its NOTIFY, so the running server picks it up.
 */

const COLUMBUS = 1001;
const WIDTH = 375;
let skipReason: string | null = null;
let db: PostgresDatabase | null = null;
let server: SpawnedServer | null = null;
const DATA_DIR = `.tmp/e2e-offcanvas-${process.pid}`;

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: WIDTH, height: 800 }, hasTouch: true });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  skipReason = await postgresUnavailable();
  if (skipReason) return;
  db = await seededPostgresDatabase("aisle_offcanvas");
  server = await spawnServer({ env: { DATABASE_URL: db.url, SESSION_SECRET: "offcanvas-test-secret-0123456789abcdef", DATA_DIR } });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query("update site_settings set off_canvas_side = 'right' where id = 1");
    const { rows } = await client.query<{ version: number }>(
      "update content_version set version = version + 1 where id = 1 returning version",
    );
    await client.query("select pg_notify('aisle_content', $1)", [String(rows[0]!.version)]);
  } finally {
    await client.end();
  }
});

test.afterAll(async () => {
  await server?.stop();
  await db?.drop();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

test("with the setting on the right, the panel slides in from the right edge and a swipe from there opens and closes it", async ({
  page,
  context,
}) => {
  test.skip(!!skipReason, skipReason ?? "");
  const s = server!;
  await context.addCookies([{ name: "store_id", value: String(COLUMBUS), url: s.url }]);
  // The setting reaches the page once the server has heard of the new content version.
  await expect(async () => {
    await page.goto(`${s.url}/`);
    await expect(page.locator("#site-nav")).toHaveAttribute("data-side", "right", { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(page.locator("#site-nav[data-enhanced]")).toHaveCount(1);
  const button = page.getByRole("button", { name: "Menu", exact: true });

  // The left edge does nothing now; the right edge does, past the 70 px threshold.
  await swipe(page, { x: 10, y: 500 }, { x: 150, y: 500 });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await swipe(page, { x: WIDTH - 10, y: 500 }, { x: WIDTH - 60, y: 500 });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await swipe(page, { x: WIDTH - 10, y: 500 }, { x: WIDTH - 110, y: 500 });
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  await expect(async () => {
    const box = await dialog.boundingBox();
    expect(box && Math.round(box.x + box.width)).toBe(WIDTH);
  }).toPass({ timeout: 5_000 });

  // Closing is a swipe back towards the right edge, past 50 px.
  await swipe(page, { x: 200, y: 500 }, { x: 230, y: 500 });
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await swipe(page, { x: 200, y: 500 }, { x: 270, y: 500 });
  await expect(button).toHaveAttribute("aria-expanded", "false");
});
