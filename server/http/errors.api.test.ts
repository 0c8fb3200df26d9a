import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { request } from "node:http";
import { DEMO, expectError, jsonFetch, login, startTestServer, type JsonResult, type LoggedIn, type TestServer } from "../test/harness";
import { API_BODY_LIMIT } from "./body-limits";

let t: TestServer;
let editor: LoggedIn;
beforeAll(async () => {
  t = await startTestServer();
  editor = await login(t.url, DEMO.editor.email, DEMO.editor.password);
});
afterAll(async () => {
  await t?.close();
});

/** A request on its own connection (no keep-alive), for bodies the server refuses before reading them. */
function rawRequest(
  path: string,
  opts: { method: string; headers?: Record<string, string | number>; body?: Buffer | string; chunked?: boolean },
): Promise<JsonResult> {
  const u = new URL(t.url + path);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: opts.method,
        headers: { connection: "close", ...opts.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let body: unknown = null;
          try {
            body = JSON.parse(text);
          } catch {
            body = null;
          }
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") headers.set(k, v);
          resolve({ status: res.statusCode ?? 0, headers, body, text, res: new Response(null) });
        });
        res.on("error", reject);
      },
    );
    // The server may answer and close before it has read the whole body: that is fine here.
    req.on("error", (err: NodeJS.ErrnoException) => (err.code === "EPIPE" || err.code === "ECONNRESET" ? undefined : reject(err)));
    if (opts.body !== undefined && opts.chunked) {
      const body = Buffer.isBuffer(opts.body) ? opts.body : Buffer.from(opts.body);
      const step = 64 * 1024;
      for (let i = 0; i < body.length; i += step) req.write(body.subarray(i, i + step));
      req.end();
    } else req.end(opts.body);
  });
}

describe("the error format", () => {
  it("an unknown /api path is 404 in the error format", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/no-such-thing");
    expectError(r, 404, "not_found");
    expect(r.body).toEqual({ code: "not_found", message: expect.any(String), data: { status: 404 } });
  });

  it("an unknown method on a known path is 404 in the error format", async () => {
    expectError(await jsonFetch(t.url, "/api/shop/v1/stores", { method: "DELETE" }), 404);
    expectError(await jsonFetch(t.url, "/api/auth/v1/login"), 404);
  });

  it("an unknown api version or namespace is 404", async () => {
    expectError(await jsonFetch(t.url, "/api/shop/v9/stores"), 404, "not_found");
    expectError(await jsonFetch(t.url, "/api/"), 404, "not_found");
    expectError(await jsonFetch(t.url, "/api"), 404, "not_found");
  });

  it("400 invalid_param names the parameter in the message and in data.params", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/navigation?store_id=abc");
    expectError(r, 400, "invalid_param");
    expect(r.body.message).toContain("store_id");
    expect(r.body.data.params).toEqual({ store_id: expect.any(String) });
  });
});

describe("oversized bodies", () => {
  it("a body over 1 MiB is 413 in the error format", async () => {
    const body = JSON.stringify({ email: "a@b.test", password: "x".repeat(API_BODY_LIMIT + 10) });
    const r = await rawRequest("/api/auth/v1/login", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      body,
    });
    expectError(r, 413, "payload_too_large");
  });

  it("a chunked body over 1 MiB (no Content-Length) is 413 too", async () => {
    const body = Buffer.alloc(API_BODY_LIMIT + 64 * 1024, "a");
    const r = await rawRequest("/api/admin/v1/documents", {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked", cookie: editor.cookie, "x-aisle-nonce": editor.nonce },
      body,
      chunked: true,
    });
    expectError(r, 413, "payload_too_large");
  });

  it("a body just under the limit is read (and judged on its content)", async () => {
    const body = JSON.stringify({ email: "a@b.test", password: "x".repeat(API_BODY_LIMIT - 100) });
    expect(Buffer.byteLength(body)).toBeLessThan(API_BODY_LIMIT);
    const r = await jsonFetch(t.url, "/api/auth/v1/login", { body });
    expectError(r, 400, "invalid_param");
  });

  it("a keep-alive client can go on after a 413 (the response closes the connection)", async () => {
    const body = JSON.stringify({ email: "a@b.test", password: "x".repeat(API_BODY_LIMIT + 300 * 1024) });
    for (let i = 0; i < 3; i++) {
      const r = await jsonFetch(t.url, "/api/auth/v1/login", { body });
      expectError(r, 413, "payload_too_large");
      expect(r.headers.get("connection")).toBe("close");
      expect((await jsonFetch(t.url, "/healthz")).status).toBe(200);
    }
  });
});

describe("never a 500 for bad input", () => {
  const hostile = [
    "",
    " ",
    "0",
    "-1",
    "1e3",
    "0x10",
    "1.0",
    "１２３", // full-width digits
    "99999999999999999999",
    "2147483648",
    "NaN",
    "Infinity",
    "null",
    "true",
    "[]",
    "{}",
    "1,2,,3",
    ",",
    "a".repeat(3000),
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "%00",
    "\u0000",
    "ünïcödé",
    "😀",
    "../../etc/passwd",
  ];

  const endpoints: Array<{ path: string; params: string[]; fixed?: string }> = [
    {
      path: "/api/shop/v1/content/site-banner",
      params: ["slug", "store_id", "store_group_ids", "user_group_ids", "nonce"],
      fixed: "slug=site-banner",
    },
    { path: "/api/shop/v1/content/slider", params: ["slug", "slider_id", "webp", "store_id"], fixed: "slug=home-slider" },
    { path: "/api/shop/v1/content/cta", params: ["slug", "user_group_ids"], fixed: "slug=home-cta" },
    { path: "/api/shop/v1/content/personalized-content", params: ["slug", "store_group_ids"], fixed: "slug=home-personalized" },
    { path: "/api/shop/v1/content/homepage", params: ["store_id", "nonce"] },
    { path: "/api/shop/v1/stores", params: ["q", "lat", "lng", "selectable"] },
    { path: "/api/shop/v1/navigation", params: ["store_id", "path"], fixed: "store_id=1001" },
  ];

  it("hostile query values get 200 or a 4xx in the error format", async () => {
    const failures: string[] = [];
    for (const ep of endpoints) {
      for (const param of ep.params) {
        for (const value of hostile) {
          const qs = new URLSearchParams(ep.fixed ?? "");
          qs.set(param, value);
          const r = await jsonFetch(t.url, `${ep.path}?${qs}`);
          const ok =
            r.status === 200 ||
            (r.status >= 400 && r.status < 500 && r.body?.data?.status === r.status && typeof r.body?.code === "string");
          if (!ok) failures.push(`${ep.path} ${param}=${JSON.stringify(value.slice(0, 40))}: ${r.status} ${r.text.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("malformed percent-encoding in the query is not a 500", async () => {
    for (const qs of ["slug=%E0%A4%A", "slug=%", "store_id=%ZZ&slug=x", "slug=site-banner&%=1"]) {
      const r = await jsonFetch(t.url, `/api/shop/v1/content/site-banner?${qs}`);
      expect(r.status, qs).toBeLessThan(500);
      if (r.status >= 400) expectError(r, r.status);
    }
  });

  it("malformed percent-encoding in the path is not a 500", async () => {
    for (const path of ["/api/admin/v1/documents/%ZZ", "/api/admin/v1/documents/%E0%A4%A", "/api/shop/v1/%", "/api/%C0%AE%C0%AE/stores"]) {
      const r = await jsonFetch(t.url, path, editor);
      expect(r.status, path).toBeGreaterThanOrEqual(400);
      expect(r.status, path).toBeLessThan(500);
      expectError(r, r.status);
    }
  });

  it("repeated parameters are not a 500", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/content/site-banner?slug=site-banner&slug=home-cta&store_id=1001&store_id=abc");
    expect(r.status).toBeLessThan(500);
  });

  it("hostile JSON bodies get a 4xx in the error format", async () => {
    const bodies = [
      "",
      "null",
      "true",
      "0",
      '"text"',
      "[]",
      "{",
      "{}",
      '{"__proto__":{"admin":true}}',
      '{"email":{"$gt":""},"password":"x"}',
      "\u0000",
      "[".repeat(10000),
    ];
    // An update names only what changes: an object with no known field is a valid no-op there.
    const targets: Array<{ path: string; method: string; auth?: LoggedIn; emptyObjectOk?: boolean }> = [
      { path: "/api/auth/v1/login", method: "POST" },
      { path: "/api/auth/v1/register", method: "POST" },
      { path: "/api/shop/v1/stores/current", method: "PUT" },
      { path: "/api/admin/v1/documents", method: "POST", auth: editor },
      { path: "/api/admin/v1/documents/1", method: "PUT", auth: editor, emptyObjectOk: true },
    ];
    const failures: string[] = [];
    for (const target of targets) {
      for (const body of bodies) {
        const r = await jsonFetch(t.url, target.path, {
          method: target.method,
          body,
          cookie: target.auth?.cookie,
          nonce: target.auth?.nonce,
        });
        const isObject =
          body.startsWith("{") &&
          (() => {
            try {
              return typeof JSON.parse(body) === "object";
            } catch {
              return false;
            }
          })();
        const ok =
          (r.status >= 400 && r.status < 500 && r.body?.data?.status === r.status && typeof r.body?.code === "string") ||
          (target.emptyObjectOk === true && isObject && r.status === 200);
        if (!ok) failures.push(`${target.method} ${target.path} ${JSON.stringify(body.slice(0, 30))}: ${r.status} ${r.text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("an unreasonably long session cookie is simply no session", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/stores/current", { cookie: `aisle_session=${"x".repeat(4000)}` });
    expect(r.status).toBe(200);
  });

  it("a forged session cookie with a nonce is anonymous, not an error", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/content/site-banner?slug=site-banner", {
      cookie: "aisle_session=forged",
      nonce: "forged",
    });
    expect(r.status).toBe(200);
  });
});
