import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { createApp } from "../app";
import { expectError, jsonFetch, startTestServer, testDatabaseKind, type TestServer } from "../test/harness";
import { serveApp, type ServedApp } from "../test/serve-app";
import { DEMO_STORE_IDS } from "../db/seed/stores";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe("health and metrics", () => {
  it("GET /healthz answers while the process is up", async () => {
    const r = await jsonFetch(t.url, "/healthz");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: "ok" });
  });

  it("GET /readyz reports the database as reachable", async () => {
    const r = await jsonFetch(t.url, "/readyz");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: "ready", database: testDatabaseKind() });
  });

  it("GET /readyz says the process is warming (503) until its first pages are rendered, then ready", async () => {
    let warming = true;
    const served = await serveApp(createApp({ services: t.services, warming: () => warming }));
    try {
      const before = await jsonFetch(served.url, "/readyz");
      expect(before.status).toBe(503);
      expect(before.body).toEqual({ status: "warming", database: testDatabaseKind() });
      expect((await jsonFetch(served.url, "/healthz")).status).toBe(200);
      warming = false;
      expect((await jsonFetch(served.url, "/readyz")).body).toEqual({ status: "ready", database: testDatabaseKind() });
    } finally {
      await served.close();
    }
  });

  it("GET /metrics is Prometheus text with request counters and latency", async () => {
    await jsonFetch(t.url, "/api/shop/v1/stores");
    const res = await fetch(`${t.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain("# TYPE aisle_http_requests_total counter");
    expect(text).toMatch(/^aisle_http_requests_total\{kind="api",method="GET",status="200"\} [1-9]\d*$/m);
    expect(text).toContain("# TYPE aisle_http_request_duration_seconds histogram");
    expect(text).toMatch(/^aisle_http_request_duration_seconds_count\{kind="api"\} [1-9]\d*$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
  });

  it("GET /metrics shows every cache within its byte budget after many distinct requests", async () => {
    for (let i = 0; i < 10; i++) {
      const store = `store_id=${DEMO_STORE_IDS.columbus}`;
      expect((await jsonFetch(t.url, `/api/shop/v1/products?${store}&q=${encodeURIComponent(`milk ${i}`)}`)).status).toBe(200);
      expect((await jsonFetch(t.url, `/api/shop/v1/products?${store}&page=${(i % 5) + 1}`)).status).toBe(200);
    }
    await jsonFetch(t.url, "/api/shop/v1/stores");
    const text = await (await fetch(`${t.url}/metrics`)).text();
    const series = (metric: string) =>
      new Map([...text.matchAll(new RegExp(`^${metric}\\{cache="([^"]+)"\\} (\\d+)$`, "gm"))].map((m) => [m[1]!, Number(m[2])]));
    const bytes = series("aisle_cache_bytes");
    const budgets = series("aisle_cache_max_bytes");
    for (const name of ["catalog.scopes", "catalog.full-text-hits", "stores", "sessions"])
      expect(budgets.get(name), name).toBeGreaterThan(0);
    expect(bytes.get("catalog.scopes")).toBeGreaterThan(0);
    // Each set of shop catalogs adds the grocery catalog's budget and a quarter of it for each of the
    // catering and wine catalogs (the suite's other servers in this process add theirs).
    expect(budgets.get("catalog.scopes")! % ((48 + 12 + 12) * 1024 * 1024)).toBe(0);
    expect(budgets.get("catalog.sorted")! % ((24 + 6 + 6) * 1024 * 1024)).toBe(0);
    for (const [name, used] of bytes) expect(used, name).toBeLessThanOrEqual(budgets.get(name)!);
    expect(series("aisle_cache_misses_total").get("catalog.scopes")).toBeGreaterThan(0);
    expect(series("aisle_cache_hits_total").get("catalog.scopes")).toBeGreaterThan(0);
  });
});

describe("who may read /metrics", () => {
  const TOKEN = "metrics-token-for-the-test-0123";
  /** Behind a trusted proxy (TRUST_PROXY), without and with METRICS_TOKEN. */
  let proxied: ServedApp;
  let withToken: ServedApp;
  beforeAll(async () => {
    proxied = await serveApp(createApp({ services: t.services, trustProxy: true }));
    withToken = await serveApp(createApp({ services: t.services, trustProxy: true, metricsToken: TOKEN }));
  });
  afterAll(async () => {
    await proxied?.close();
    await withToken?.close();
  });

  const metrics = (base: string, headers: Record<string, string> = {}) => jsonFetch(base, "/metrics", { headers });
  const isMetrics = (r: { status: number; text: string }) =>
    r.status === 200 && r.text.includes("# TYPE aisle_http_requests_total counter");

  it("behind a trusted proxy, a client elsewhere gets the 404 of any unknown path; the proxy's own loopback address does not count", async () => {
    const r = await metrics(proxied.url, { "x-forwarded-for": "203.0.113.9" });
    expectError(r, 404, "not_found");
    expect(r.text).not.toContain("aisle_http");
    expectError(await metrics(proxied.url, { "x-forwarded-for": "127.0.0.1, 203.0.113.9" }), 404, "not_found");
  });

  it("behind a trusted proxy, a client on the proxy's machine (loopback) reads it, and so does a scraper that bypasses the proxy", async () => {
    expect(isMetrics(await metrics(proxied.url, { "x-forwarded-for": "127.0.0.1" }))).toBe(true);
    expect(isMetrics(await metrics(proxied.url))).toBe(true);
  });

  it("without TRUST_PROXY, a loopback request that says it was forwarded is not a local one", async () => {
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"])
      expectError(await metrics(t.url, { [header]: "203.0.113.9" }), 404, "not_found");
  });

  it("with METRICS_TOKEN, the bearer token opens it from anywhere; a wrong or missing one is 404", async () => {
    const away = { "x-forwarded-for": "203.0.113.9" };
    expect(isMetrics(await metrics(withToken.url, { ...away, authorization: `Bearer ${TOKEN}` }))).toBe(true);
    expectError(await metrics(withToken.url, away), 404, "not_found");
    expectError(await metrics(withToken.url, { ...away, authorization: `Bearer ${TOKEN}-wrong` }), 404, "not_found");
    expectError(
      await metrics(withToken.url, { ...away, authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` }),
      404,
      "not_found",
    );
    // Loopback still needs no token.
    expect(isMetrics(await metrics(withToken.url))).toBe(true);
  });
});

describe("security headers", () => {
  const paths = ["/healthz", "/api/shop/v1/stores?q=columbus", "/api/no-such-thing", "/no-such-page"];

  it.each(paths)("%s carries the security headers and a CSP with a script nonce", async (path) => {
    const res = await fetch(t.url + path);
    await res.arrayBuffer();
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    // Plain http on loopback: no HSTS.
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("uses a fresh nonce for every response", async () => {
    const nonceOf = async () => {
      const res = await fetch(`${t.url}/healthz`);
      await res.arrayBuffer();
      return /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    };
    const [a, b] = [await nonceOf(), await nonceOf()];
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it("API answers are not cached", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/stores/current");
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
  });
});

describe("OpenAPI document", () => {
  /** Every path of docs/design/rest-contract.md, with one method and a harmless request to see whether it exists. */
  const contract: Array<{ method: "get" | "post" | "put" | "delete"; path: string; probe: string }> = [
    { method: "get", path: "/api/shop/v1/content/homepage", probe: "/api/shop/v1/content/homepage" },
    { method: "get", path: "/api/shop/v1/content/site-banner", probe: "/api/shop/v1/content/site-banner" },
    { method: "get", path: "/api/shop/v1/content/slider", probe: "/api/shop/v1/content/slider" },
    { method: "get", path: "/api/shop/v1/content/cta", probe: "/api/shop/v1/content/cta" },
    { method: "get", path: "/api/shop/v1/content/personalized-content", probe: "/api/shop/v1/content/personalized-content" },
    { method: "get", path: "/api/shop/v1/stores", probe: "/api/shop/v1/stores" },
    { method: "get", path: "/api/shop/v1/stores/current", probe: "/api/shop/v1/stores/current" },
    { method: "put", path: "/api/shop/v1/stores/current", probe: "/api/shop/v1/stores/current" },
    { method: "get", path: "/api/shop/v1/navigation", probe: "/api/shop/v1/navigation" },
    { method: "post", path: "/api/builder/v1/refresh-loop", probe: "/api/builder/v1/refresh-loop" },
    { method: "post", path: "/api/forms/v1/file-uploads/debug-log/clear", probe: "/api/forms/v1/file-uploads/debug-log/clear" },
    { method: "post", path: "/api/forms/v1/file-uploads/debug-log/download", probe: "/api/forms/v1/file-uploads/debug-log/download" },
    { method: "post", path: "/api/auth/v1/login", probe: "/api/auth/v1/login" },
    { method: "post", path: "/api/auth/v1/logout", probe: "/api/auth/v1/logout" },
    { method: "post", path: "/api/auth/v1/register", probe: "/api/auth/v1/register" },
    { method: "post", path: "/api/admin/v1/documents", probe: "/api/admin/v1/documents" },
    { method: "get", path: "/api/admin/v1/documents/{id}", probe: "/api/admin/v1/documents/1" },
    { method: "put", path: "/api/admin/v1/documents/{id}", probe: "/api/admin/v1/documents/1" },
    { method: "delete", path: "/api/admin/v1/documents/{id}", probe: "/api/admin/v1/documents/1" },
  ];

  /** Whether the app has a route for the method and path (the catch-all answers "No route matches"). */
  async function routeExists(method: string, probe: string): Promise<boolean> {
    const r = await jsonFetch(t.url, probe, { method: method.toUpperCase(), body: method === "get" ? undefined : "{}" });
    return !(r.status === 404 && /no route matches/i.test(r.body?.message ?? ""));
  }

  it("is served at /api/openapi.json as OpenAPI 3.1", async () => {
    const r = await jsonFetch(t.url, "/api/openapi.json");
    expect(r.status).toBe(200);
    expect(r.body.openapi).toMatch(/^3\.1\./);
    expect(r.body.info.title).toEqual(expect.any(String));
    expect(Object.keys(r.body.paths).length).toBeGreaterThan(0);
  });

  it("the core contract routes exist", async () => {
    const core = contract.filter((c) => /\/(shop|auth|admin)\//.test(c.path));
    for (const c of core) expect(await routeExists(c.method, c.probe), `${c.method} ${c.path}`).toBe(true);
  });

  it("lists every path and method of the section 5 contract that the app serves", async () => {
    const doc = (await jsonFetch(t.url, "/api/openapi.json")).body as { paths: Record<string, Record<string, unknown>> };
    const missing: string[] = [];
    for (const c of contract) {
      if (!(await routeExists(c.method, c.probe))) continue;
      if (!doc.paths[c.path]?.[c.method]) missing.push(`${c.method.toUpperCase()} ${c.path}`);
    }
    expect(missing).toEqual([]);
  });

  it("documents query parameters, request bodies and the error format", async () => {
    const doc = (await jsonFetch(t.url, "/api/openapi.json")).body;
    const banner = doc.paths["/api/shop/v1/content/site-banner"].get;
    const names = banner.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(["slug", "store_id", "store_group_ids", "user_group_ids", "nonce"]));
    expect(banner.parameters.find((p: { name: string }) => p.name === "slug").required).toBe(true);
    expect(banner.responses.default.content["application/json"].schema.properties).toHaveProperty("code");
    const create = doc.paths["/api/admin/v1/documents"].post;
    expect(create.requestBody.content["application/json"].schema).toBeTruthy();
    expect(create.responses).toHaveProperty("201");
    const docParams = doc.paths["/api/admin/v1/documents/{id}"].get.parameters;
    expect(docParams).toContainEqual(expect.objectContaining({ name: "id", in: "path", required: true }));
  });
});
