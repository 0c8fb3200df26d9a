import { expect, test } from "@playwright/test";
import { rmSync } from "node:fs";
import type { PostgresDatabase } from "../../scripts/lib/server-process";
import { postgresUnavailable, POSTGRES_URL, spawnServer, until, type SpawnedServer } from "../../server/test/spawn-server";
import { seededPostgresDatabase } from "../../server/test/seeded-copies";
import { startTcpProxy, type TcpProxy } from "../../server/test/tcp-proxy";

/**
 * Faults: the production server on PostgreSQL, reached through a TCP proxy this
 * test controls, so "the database stops" is a cut at the proxy (the machine's PostgreSQL is never
 * touched). Pages keep rendering with the chrome and empty content areas, /readyz fails, the API
 * says 503; when the database is back everything recovers without a restart.
 */

const COLUMBUS = { id: 1001, name: "Columbus Short North" };
const PITTSBURGH = { id: 1012, name: "Pittsburgh Squirrel Hill" };
const SESSION_SECRET = "faults-test-secret-0123456789abcdef0123";

let skipReason: string | null = null;
let db: PostgresDatabase | null = null;
let proxy: TcpProxy | null = null;
let server: SpawnedServer | null = null;
const DATA_DIR = `.tmp/e2e-faults-${process.pid}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  skipReason = await postgresUnavailable();
  if (skipReason) return;
  db = await seededPostgresDatabase("aisle_faults");
  const target = new URL(POSTGRES_URL);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  server = await spawnServer({ env: { DATABASE_URL: db.urlVia("127.0.0.1", proxy.port), SESSION_SECRET, DATA_DIR } });
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await db?.drop();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

const page = (path: string, storeId: number) => fetch(server!.url + path, { headers: { cookie: `store_id=${storeId}` } });

test("the database stops: pages still render from cache with empty content areas, /readyz fails; it recovers without a restart", async ({
  page: browserPage,
  context,
}) => {
  test.skip(!!skipReason, skipReason ?? "");
  test.setTimeout(90_000);
  const s = server!;
  const pid = s.process.pid;

  // Warm: one store's pages, while the database is up.
  const warm = await page("/", COLUMBUS.id);
  expect(warm.status).toBe(200);
  const warmHtml = await warm.text();
  expect(warmHtml).toContain(COLUMBUS.name);
  expect(warmHtml).toContain(`/shop#!/?store_id=${COLUMBUS.id}`);
  expect((await page("/stores", COLUMBUS.id)).status).toBe(200);

  proxy!.cut();

  // Not ready, but alive.
  await until("/readyz to fail", async () => ((await fetch(`${s.url}/readyz`)).status === 503 ? true : undefined), 10_000);
  expect((await fetch(`${s.url}/healthz`)).status).toBe(200);

  // The warm page, and a fresh render of it (another address: not in the page cache).
  for (const path of ["/", "/?fresh-render=1"]) {
    const res = await page(path, COLUMBUS.id);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    expect(html, path).toContain(COLUMBUS.name);
    expect(html, path).not.toContain("Something went wrong");
  }

  // A store whose menus and home page were never loaded: the chrome renders, its content areas are empty.
  const cold = await page("/?cold=1", PITTSBURGH.id);
  expect(cold.status).toBe(200);
  const coldHtml = await cold.text();
  expect(coldHtml).toContain(PITTSBURGH.name);
  expect(coldHtml).not.toContain(`/shop#!/?store_id=${PITTSBURGH.id}`);
  expect(coldHtml).not.toContain("Something went wrong");
  // Incomplete (its menus could not load): sent with no-store and not kept for the next visitor.
  expect(cold.headers.get("cache-control")).toBe("no-store");
  expect((await page("/?cold=1", PITTSBURGH.id)).headers.get("x-aisle-cache")).not.toBe("HIT");
  for (const path of ["/stores", "/store/store-locator", "/stores/pittsburgh-squirrel-hill"]) {
    const res = await page(path, PITTSBURGH.id);
    expect(res.status, path).toBe(200);
  }

  // A builder page never served before, and site search (it needs the database): each renders in the
  // chrome with a "try again" note, as a 503 with Retry-After.
  for (const [path, note] of [
    ["/about-us", "This page can&#x27;t be shown right now"],
    ["/?s=apples", "Search is not available right now"],
  ] as const) {
    const res = await page(path, PITTSBURGH.id);
    expect(res.status, path).toBe(503);
    expect(res.headers.get("retry-after"), path).toBe("5");
    const html = await res.text();
    expect(html, path).toContain(PITTSBURGH.name);
    expect(html, path).toContain(note);
    expect(html, path).toContain("</footer>");
  }

  // In the browser: the page and its chrome are there, no error page.
  await context.addCookies([{ name: "store_id", value: String(PITTSBURGH.id), url: s.url }]);
  await browserPage.goto(`${s.url}/?cold=2`);
  await expect(browserPage.getByRole("banner")).toContainText(PITTSBURGH.name);
  await expect(browserPage.getByRole("contentinfo")).toBeVisible();
  await expect(browserPage.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  await browserPage.goto(`${s.url}/about-us`);
  await expect(browserPage.getByRole("heading", { level: 1, name: "Back in a moment" })).toBeVisible();
  await expect(browserPage.getByRole("banner")).toContainText(PITTSBURGH.name);

  // The API: cached answers still come; what needs the database is a 503 in the error format.
  const stores = await fetch(`${s.url}/api/shop/v1/stores?q=Columbus`);
  expect(stores.status).toBe(200);
  const nav = await fetch(`${s.url}/api/shop/v1/navigation?store_id=${PITTSBURGH.id}`);
  expect(nav.status).toBe(503);
  expect(nav.headers.get("retry-after")).toBeTruthy();
  expect(await nav.json()).toEqual({ code: "service_unavailable", message: expect.any(String), data: { status: 503 } });
  const login = await fetch(`${s.url}/api/auth/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "shopper@aisle.test", password: "shopper-demo-1" }),
  });
  expect(login.status).toBe(503);

  proxy!.restore();

  // Back without a restart: ready again, and the cold store's menus load.
  await until("/readyz to pass again", async () => ((await fetch(`${s.url}/readyz`)).status === 200 ? true : undefined), 20_000, 100);
  await until(
    "the cold store's menus",
    async () => ((await (await page("/?cold=3", PITTSBURGH.id)).text()).includes(`/shop#!/?store_id=${PITTSBURGH.id}`) ? true : undefined),
    20_000,
    100,
  );
  expect((await fetch(`${s.url}/api/shop/v1/navigation?store_id=${PITTSBURGH.id}`)).status).toBe(200);
  expect(
    (
      await fetch(`${s.url}/api/auth/v1/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "shopper@aisle.test", password: "shopper-demo-1" }),
      })
    ).status,
  ).toBe(200);
  await until("the builder page", async () => ((await page("/about-us", PITTSBURGH.id)).status === 200 ? true : undefined), 20_000, 100);
  expect(s.process.pid).toBe(pid);
  expect(s.process.exitCode).toBeNull();
});

test("a database lost right after start, before any page was served, still leaves pages with their chrome", async () => {
  test.skip(!!skipReason, skipReason ?? "");
  test.setTimeout(120_000);
  // A second server of its own, through its own proxy, that never serves a page before the cut.
  const target = new URL(POSTGRES_URL);
  const ownProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const fresh = await spawnServer({ env: { DATABASE_URL: db!.urlVia("127.0.0.1", ownProxy.port), SESSION_SECRET, DATA_DIR } });
  try {
    ownProxy.cut();
    await until("/readyz to fail", async () => ((await fetch(`${fresh.url}/readyz`)).status === 503 ? true : undefined), 10_000);
    const res = await fetch(`${fresh.url}/`, { headers: { cookie: `store_id=${COLUMBUS.id}` } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(COLUMBUS.name);
    expect(html).toContain("</footer>");
    ownProxy.restore();
    await until("/readyz to pass again", async () => ((await fetch(`${fresh.url}/readyz`)).status === 200 ? true : undefined), 20_000, 100);
  } finally {
    await fresh.stop();
    await ownProxy.close();
  }
});
