/**
 * Bad input, everywhere: thousands of generated requests against every operation
 * the OpenAPI document lists (so a new endpoint is covered as soon as it is documented), with junk
 * and near-valid query strings, path parameters, bodies, content types, methods, cookies and nonces.
 *
 * Every answer must be below 500; every 4xx must be in the error format `{ code, message,
 * data: { status } }`; and a refused request must write nothing: row-level triggers on every table
 * record each write, checked after each request (refused sign-ins and sign-ups may add to
 * `login_attempts` and `rate_limit_hits`: the rate limiters count them), and a fingerprint of every row
 * is compared around the batch of requests that are all refused. Requests that succeed (2xx) on a
 * state-changing method may write.
 *
 * The shop's limits have properties of their own: a slot hold without a cart is never kept, a weight
 * is a whole number of the product's steps from one step up (or a 400 naming weight), and another
 * shop's product never goes into a store's cart (409 not_sold_here).
 *
 * Page forms have theirs: any return path, body, content type or Origin posted to a page action
 * (store selection, the cart, the banners, sign-in, the admin's sign-in) is answered below 500, is
 * sent back only to a path of this site, and logs nothing at error level.
 *
 * Run size: FUZZ_SCALE (default 1) multiplies the runs; FUZZ_SEED replays a failure.
 */
import { describe, it, expect, beforeAll, afterAll, vi } from "vitest";
import fc from "fast-check";
import { connect } from "node:net";
import { DEMO, jsonFetch, login, startTestServer, type LoggedIn, type TestServer } from "../test/harness";
import { changedTables, fingerprinter, installWriteAudit, type Fingerprint } from "../test/db-fingerprint";
import { closeRawAgents, headerSafe, rawPath, rawSend, type RawResponse } from "../test/raw-http";
import { fromSchema, hugeString, junkJson, junkString, mutated } from "../test/fuzz-arbitraries";
import { bodySlots, bodyWith, HOSTILE_SHAPES, hostileJson } from "../test/fuzz-hostile-json";
import { serveApp } from "../test/serve-app";
import { createApp } from "../app";
import { API_BODY_LIMIT } from "../http/body-limits";
import { byWeight, newShopper } from "../test/cart-support";
import { builtPages, type BuiltPages } from "../test/built-pages";
import { localPath } from "../../core/web/return-path";
import { appRendering } from "#server/test/app-rendering";

const SCALE = Number(process.env.FUZZ_SCALE ?? 1) || 1;
const runs = (n: number) => Math.max(5, Math.round(n * SCALE));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Methods node's HTTP parser accepts (an unknown one is refused by node itself, before the app). */
const ODD_METHODS = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "MKCOL",
  "LOCK",
  "PURGE",
  "SEARCH",
  "REPORT",
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = any;

interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/admin/v1/documents/{id} */
  template: string;
  pathParams: string[];
  query: { name: string; required: boolean; schema: Schema }[];
  body: Schema | null;
}

type Auth = "anonymous" | "editor" | "editor-no-nonce" | "editor-wrong-nonce" | "shopper" | "forged-cookie";

interface Case {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  auth: Auth;
}

// ---- the server, once per file; the OpenAPI document is read at collection so every operation gets a test ----

const t: TestServer = await startTestServer();
const openapi = (await jsonFetch(t.url, "/api/openapi.json")).body as { paths: Record<string, Record<string, Schema>> };
const operations: Operation[] = Object.entries(openapi.paths).flatMap(([template, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    template,
    pathParams: [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
    query: ((op.parameters ?? []) as Schema[])
      .filter((p) => p.in === "query")
      .map((p) => ({ name: p.name, required: !!p.required, schema: p.schema ?? {} })),
    body: op.requestBody?.content?.["application/json"]?.schema ?? null,
  })),
);

let editor: LoggedIn;
let shopper: LoggedIn;
/** Owns every operation: the deep and wide sweep must reach each body's validation, past the role check. */
let admin: LoggedIn;
let fuzzDocumentId = 0;
let audit: { take(): Promise<string[]> };
let fingerprint: () => Promise<Fingerprint>;
let requestsSent = 0;

beforeAll(async () => {
  [editor, shopper, admin] = await Promise.all([
    login(t.url, DEMO.editor.email, DEMO.editor.password),
    login(t.url, DEMO.shopper.email, DEMO.shopper.password),
    login(t.url, DEMO.admin.email, DEMO.admin.password),
  ]);
  const created = await jsonFetch(t.url, "/api/admin/v1/documents", {
    body: { type: "page", title: "Fuzz target", slug: "fuzz-target" },
    ...editor,
  });
  expect(created.status).toBe(201);
  fuzzDocumentId = created.body.id;
  audit = await installWriteAudit(t.database);
  fingerprint = await fingerprinter(t.database);
});

afterAll(async () => {
  closeRawAgents();
  await t?.close();
});

/** The cookie token of a login, to see whether the session still exists. */
const tokenOf = (s: LoggedIn) => decodeURIComponent(/aisle_session=([^;]+)/.exec(s.cookie)?.[1] ?? "");

/** A generated logout or login may have ended the sessions the fuzzer uses: log in again. */
async function ensureSessions() {
  if (!(await t.services.auth.sessionFromToken(tokenOf(editor)))) editor = await login(t.url, DEMO.editor.email, DEMO.editor.password);
  if (!(await t.services.auth.sessionFromToken(tokenOf(shopper)))) shopper = await login(t.url, DEMO.shopper.email, DEMO.shopper.password);
}

function authHeaders(auth: Auth, junk: string): Record<string, string> {
  switch (auth) {
    case "anonymous":
      return {};
    case "editor":
      return { cookie: editor.cookie, "x-aisle-nonce": editor.nonce };
    case "editor-no-nonce":
      return { cookie: editor.cookie };
    case "editor-wrong-nonce":
      return { cookie: editor.cookie, "x-aisle-nonce": headerSafe(junk) || "x" };
    case "shopper":
      return { cookie: shopper.cookie, "x-aisle-nonce": shopper.nonce };
    case "forged-cookie":
      return { cookie: `aisle_session=${headerSafe(junk)}; store_id=${headerSafe(junk)}` };
  }
}

/** Whether the response is acceptable; a description of what is wrong otherwise. */
function judge(c: Case, r: RawResponse): string | null {
  if (r.status >= 500 || r.status < 200) return `status ${r.status}`;
  // @hono/node-server refuses a backslash in the path before the app sees the request (a bare 400;
  // the production server renders it in the error format, see tests/e2e/security-headers.spec.ts).
  if (r.status === 400 && /^[^?]*\\/.test(c.path) && r.text === "") return null;
  if (r.status >= 400 && c.method !== "HEAD") {
    const ct = String(r.headers["content-type"] ?? "");
    if (!ct.startsWith("application/json")) return `${r.status} with content-type ${ct || "(none)"}`;
    const b = r.json as { code?: unknown; message?: unknown; data?: { status?: unknown } } | undefined;
    if (!b || typeof b.code !== "string" || !b.code) return `${r.status} without a code: ${r.text.slice(0, 200)}`;
    if (typeof b.message !== "string" || !b.message) return `${r.status} without a message: ${r.text.slice(0, 200)}`;
    if (b.data?.status !== r.status) return `${r.status} with data.status ${JSON.stringify(b.data?.status)}`;
  }
  return null;
}

/** Past it, probes send nothing (the property's share of the time budget is spent); after a failure, shrinking gets SHRINK_MS of its own. */
let probeDeadline = Infinity;
let shrinking = false;
/** Requests the running property has sent. */
let sentByProperty = 0;
const SHRINK_MS = 10_000;

/** Sends one generated request and checks the answer and the database. Throws with a readable report. */
async function probe(c: Case): Promise<RawResponse | null> {
  if (Date.now() > probeDeadline) {
    // The share is spent: end the property's runs (passed with what it sent, or failed with the smallest
    // case shrinking found) rather than generate the rest of its values (megabytes of junk) to send nothing.
    if (sentByProperty > 0) throw new fc.PreconditionFailure(true);
    return null;
  }
  requestsSent++;
  sentByProperty++;
  const r = await rawSend(t.url, { method: c.method, path: c.path, headers: c.headers, body: c.body });
  const problems: string[] = [];
  const bad = judge(c, r);
  if (bad) problems.push(bad);
  const mayWrite = r.status >= 200 && r.status < 300 && !SAFE_METHODS.has(c.method);
  if (mayWrite) await ensureSessions();
  const written = await audit.take();
  if (
    !mayWrite &&
    !((c.method === "GET" || c.method === "HEAD") && c.path.startsWith("/api/shop/v1/slots") && written.every((n) => n === "time_slots"))
  ) {
    // (Reading a store's slots makes the days' rows from the slot plan the first time: the one write a read may make.)
    // The rate limiters record refused attempts: the one write a refused request may make. A sign-up
    // for an email that has an account is a login with it (decision 0008), and counts against both limits.
    const limited = r.status === 401 || r.status === 429;
    const allowed =
      limited && c.path.startsWith("/api/auth/v1/login")
        ? ["login_attempts"]
        : limited && c.path.startsWith("/api/auth/v1/register")
          ? ["login_attempts", "rate_limit_hits"]
          : [];
    const changed = written.filter((n) => !allowed.includes(n));
    if (changed.length) problems.push(`answered ${r.status} but wrote to ${changed.join(", ")}`);
  }
  if (problems.length) {
    // Shrinking re-runs probes: give it a bounded time of its own, then report the smallest case found.
    if (!shrinking) {
      shrinking = true;
      probeDeadline = Date.now() + SHRINK_MS;
    }
    const body = c.body === undefined ? "" : ` body(${c.body.length})=${JSON.stringify(c.body.slice(0, 300))}`;
    throw new Error(
      `${c.method} ${c.path.slice(0, 300)} [${c.auth}] ${JSON.stringify(c.headers["content-type"] ?? null)}${body}\n  -> ${problems.join("; ")}\n  response: ${r.text.slice(0, 300)}`,
    );
  }
  return r;
}

// ---- arbitraries ----

/** Percent-encodes like a browser form would, but keeps a lone surrogate as its raw (invalid) bytes. */
const encodeComponent = (s: string) => rawPath(s).replace(/[&=+#?]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

const authArb: fc.Arbitrary<Auth> = fc.constantFrom(
  "anonymous",
  "editor",
  "editor",
  "editor-no-nonce",
  "editor-wrong-nonce",
  "shopper",
  "forged-cookie",
);

const contentTypeArb = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16le",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----aisle",
  "application/xml",
  "",
  undefined,
);

const extraHeadersArb = fc.record(
  {
    accept: fc.constantFrom("*/*", "text/html", "application/json", "image/webp,*/*;q=0.8", "", "garbage/"),
    "accept-encoding": fc.constantFrom("gzip", "br", "deflate", "gzip, deflate, br, zstd", "identity;q=0", "*", "x"),
    "x-forwarded-for": junkString({ maxLength: 30 }).map(headerSafe),
    "x-forwarded-proto": fc.constantFrom("https", "http", "https, http", "gopher", ""),
    "x-request-id": junkString({ maxLength: 200 }).map(headerSafe),
    "x-aisle-nonce": junkString({ maxLength: 40 }).map(headerSafe),
    "accept-language": junkString({ maxLength: 20 }).map(headerSafe),
  },
  { requiredKeys: [] },
);

const pathParamArb = fc.oneof(
  { weight: 2, arbitrary: fc.constant("FUZZ_DOC") },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 2 ** 31 + 5 }).map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String) },
  { weight: 4, arbitrary: junkString({ maxLength: 30 }).map((s) => encodeComponent(s) || "%20") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "%",
      "%ZZ",
      "%E0%A4%A",
      "..",
      "%2e%2e",
      "%2F",
      "1%00",
      "1;x",
      "1.0",
      "01",
      "1e3",
      "0x1",
      "%F0%9F%98%80",
      "1/2",
      "1?x",
      "",
    ),
  },
);

function queryArb(op: Operation): fc.Arbitrary<string> {
  const valueFor = (schema: Schema) =>
    fc.oneof(
      { weight: 3, arbitrary: fromSchema(schema).map((v) => String(v)) },
      { weight: 3, arbitrary: junkString({ maxLength: 60 }) },
      { weight: 1, arbitrary: hugeString(1500) },
    );
  const known = op.query.map((p) =>
    fc.option(
      valueFor(p.schema).map((v) => [p.name, v] as [string, string]),
      { nil: undefined, freq: p.required ? 6 : 2 },
    ),
  );
  const unknown = fc.array(fc.tuple(junkString({ maxLength: 12 }), junkString({ maxLength: 20 })), { maxLength: 2 });
  const names = op.query.map((p) => p.name);
  const duplicate = names.length
    ? fc.option(fc.tuple(fc.constantFrom(...names), junkString({ maxLength: 20 })), { freq: 3 })
    : fc.constant(null);
  const rawTail = fc.option(fc.constantFrom("&", "&&", "=", "%", "%ZZ=1", "a=%E0%A4%A", ";x=1", "x", "=&=", "a[]=1&a[]=2", "a[b]=1"), {
    freq: 4,
  });
  return fc.tuple(fc.tuple(...known), unknown, duplicate, rawTail, fc.boolean()).map(([k, u, dup, tail, rawValues]) => {
    const pairs: [string, string][] = [...k.filter((x): x is [string, string] => !!x), ...u];
    if (dup) pairs.push(dup);
    const enc = rawValues ? rawPath : encodeComponent;
    const parts = pairs.map(([n, v]) => `${encodeComponent(n)}=${enc(v)}`);
    if (tail) parts.push(tail);
    return parts.join("&");
  });
}

function bodyArb(op: Operation): fc.Arbitrary<string | undefined> {
  const json = (a: fc.Arbitrary<unknown>) => a.map((v) => JSON.stringify(v) ?? "null");
  const junkText = fc.oneof(
    fc.constantFrom(
      "{",
      "}",
      "[",
      '{"a":',
      "nul",
      "\u0000",
      "\ufeff{}",
      "{}garbage",
      '{"a":1,"a":2}',
      "[".repeat(5000),
      '{"a":'.repeat(3000),
      "1".repeat(400),
      "email=a%40b.test&password=x",
    ),
    junkString({ maxLength: 200 }),
    hugeString(700 * 1024).map((s) => JSON.stringify({ title: s, email: s, password: s, slug: s, store_id: s })),
  );
  const arbs: { weight: number; arbitrary: fc.Arbitrary<string | undefined> }[] = [
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: json(junkJson(4)) },
    { weight: 2, arbitrary: junkText },
  ];
  if (op.body) {
    const valid = fromSchema(op.body);
    // A valid body with one field (or the body itself) made deep or wide past a limit.
    const hostile = fc
      .tuple(valid, fc.constantFrom(...bodySlots(op.body)), fc.constantFrom(...HOSTILE_SHAPES).chain(hostileJson))
      .map(([base, slot, text]) => bodyWith(base, slot.path, text));
    arbs.push({ weight: 3, arbitrary: json(mutated(valid)) }, { weight: 2, arbitrary: json(valid) }, { weight: 1, arbitrary: hostile });
  }
  return fc.oneof(...arbs);
}

function caseArb(op: Operation): fc.Arbitrary<Case> {
  const methodArb = fc.oneof({ weight: 9, arbitrary: fc.constant(op.method) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_METHODS) });
  return fc
    .record({
      method: methodArb,
      params: fc.tuple(...op.pathParams.map(() => pathParamArb)),
      query: queryArb(op),
      body: bodyArb(op),
      contentType: contentTypeArb,
      auth: authArb,
      junk: junkString({ maxLength: 30 }),
      extra: extraHeadersArb,
    })
    .map(({ method, params, query, body, contentType, auth, junk, extra }) => {
      let i = 0;
      const path = op.template.replace(/\{[^}]+\}/g, () => {
        const v = params[i++]!;
        return v === "FUZZ_DOC" ? String(fuzzDocumentId) : v;
      });
      const headers: Record<string, string> = { ...extra, ...authHeaders(auth, junk) };
      if (contentType !== undefined && body !== undefined) headers["content-type"] = contentType;
      return { method, path: query ? `${path}?${query}` : path, headers, body, auth };
    });
}

/** The number of runs for an operation: logins and registrations hash passwords (slow on purpose), so fewer. */
function runsFor(op: Operation): number {
  if (/\/auth\/v1\/(login|register)$/.test(op.template)) return runs(70);
  return runs(220);
}

/**
 * The file's time budget (FUZZ_BUDGET_MS, default 60 s, times FUZZ_SCALE) is shared by the properties,
 * so the file takes about that long however many operations the API documents: the first probe past a
 * property's share ends its runs (the values left are not even generated), and it passes with the
 * requests it made (the count is printed at the end: about 8,000 per database on the test machines; a
 * larger FUZZ_BUDGET_MS lets more runs finish). The check is in `probe` itself, between requests, so no
 * request is ever left running into the next test (fast-check's own time limit would abandon one mid-flight).
 */
const BUDGET_MS = (Number(process.env.FUZZ_BUDGET_MS ?? 60_000) || 60_000) * SCALE;
/**
 * The shop's own limits (slot holds without a cart, weights, products of another shop) are fuzzed on
 * top of every operation, each with SHOP_SHARES shares of the budget (a cart write is slower than most
 * requests); the budget itself is unchanged, the other properties' shares just a little smaller.
 */
const SHOP_PROPERTIES = 3;
const SHOP_SHARES = 4;
const propertyCount = operations.length + 1 + SHOP_PROPERTIES * SHOP_SHARES;
/** The least a property gets, enough for a few requests even when the API documents hundreds of operations. */
const MIN_SHARE_MS = 250;

async function fuzz<T>(arb: fc.Arbitrary<T>, send: (value: T) => Promise<unknown>, numRuns: number, shares = 1): Promise<void> {
  const share = Math.max(MIN_SHARE_MS, Math.floor(BUDGET_MS / propertyCount)) * shares;
  probeDeadline = Date.now() + share;
  shrinking = false;
  sentByProperty = 0;
  try {
    // fast-check's own limit is only a backstop for generating and shrinking: by then no probe sends.
    await fc.assert(
      fc.asyncProperty(arb, async (v) => void (await send(v))),
      { numRuns, seed: SEED, interruptAfterTimeLimit: share + SHRINK_MS + 15_000 },
    );
  } finally {
    probeDeadline = Infinity;
  }
}

describe("fuzzing every documented operation", () => {
  it("the OpenAPI document lists operations to fuzz", () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
    expect(operations.some((o) => o.body)).toBe(true);
    expect(operations.some((o) => o.pathParams.length)).toBe(true);
  });

  it.each(operations.map((o) => [`${o.method} ${o.template}`, o] as const))(
    "%s: never a 500, always the error format, nothing changed when refused",
    async (_name, op) => {
      await fuzz(caseArb(op), probe, runsFor(op));
    },
    120_000,
  );
});

describe("deep and wide JSON in every field of every body", () => {
  const withBody = operations.filter((o) => o.body);
  /**
   * Every request of the sweep is refused: the write audit checks each one, and the fingerprint of all
   * rows is compared once around the whole sweep (at the end, in "still healthy"), not around each
   * operation's requests (two reads of every row of every table per operation).
   */
  let before: Fingerprint;
  beforeAll(async () => {
    before = await fingerprint();
  });

  it.each(withBody.map((o) => [`${o.method} ${o.template}`, o] as const))(
    "%s: each field (found from the OpenAPI schema) gets every deep and wide shape: 400 or 413 in the error format, nothing written",
    async (_name, op) => {
      const seed = SEED ?? 8;
      const base = fc.sample(fromSchema(op.body), { numRuns: 1, seed })[0];
      const slots = bodySlots(op.body);
      expect(slots.filter((s) => s.json).length).toBeGreaterThan(0);
      const path = op.template.replace(/\{[^}]+\}/g, String(fuzzDocumentId));
      let n = 0;
      for (const slot of slots) {
        // Fields that may hold JSON get every shape; the others (strings, numbers) one deep and one wide.
        const shapes = slot.json ? HOSTILE_SHAPES : (["deep-object", "wide-object"] as const);
        for (const shape of shapes) {
          const body = bodyWith(base, slot.path, fc.sample(hostileJson(shape), { numRuns: 1, seed: seed + n++ })[0]!);
          const r = await probe({
            method: op.method,
            path,
            headers: { cookie: admin.cookie, "x-aisle-nonce": admin.nonce, "content-type": "application/json" },
            body,
            auth: "editor",
          });
          expect([400, 413], `${shape} at ${slot.path.join(".") || "(body)"}: ${r?.text.slice(0, 200)}`).toContain(r?.status);
        }
      }
    },
    120_000,
  );

  it("the database is still healthy afterwards: no row changed over the whole sweep, and a document write succeeds", async () => {
    expect(changedTables(before, await fingerprint())).toEqual([]);
    const r = await jsonFetch(t.url, "/api/admin/v1/documents", {
      body: { type: "page", title: "After the sweep", slug: "after-sweep", settings: { a: { b: [1, 2, 3] } } },
      ...editor,
    });
    expect(r.status, r.text).toBe(201);
    await audit.take();
  });
});

describe("every stored text field has a length", () => {
  /** Where a request schema lets a string through with no maxLength (and no enum or const to bound it). */
  function unboundedStrings(schema: Schema, root: Schema, at: string, seen = new Set<string>()): string[] {
    if (!schema || typeof schema !== "object") return [];
    if (schema.$ref) {
      if (seen.has(schema.$ref)) return [];
      const name = /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1];
      return unboundedStrings(schema.$ref === "#" ? root : root.$defs?.[name!], root, at, new Set([...seen, schema.$ref]));
    }
    const out: string[] = [];
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes("string") && schema.maxLength === undefined && !schema.enum && schema.const === undefined) out.push(at);
    for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      out.push(...unboundedStrings(alt, root, at, seen));
    for (const [k, v] of Object.entries(schema.properties ?? {})) out.push(...unboundedStrings(v, root, `${at}.${k}`, seen));
    if (schema.items) out.push(...unboundedStrings(schema.items, root, `${at}[]`, seen));
    if (schema.propertyNames) out.push(...unboundedStrings(schema.propertyNames, root, `${at}{key}`, seen));
    if (schema.additionalProperties && typeof schema.additionalProperties === "object")
      out.push(...unboundedStrings(schema.additionalProperties, root, `${at}{*}`, seen));
    return out;
  }

  it("each string in every operation's body and query has a maxLength in the OpenAPI document; free JSON fields say their limits", () => {
    const unbounded = operations.flatMap((op) => [
      ...(op.body ? unboundedStrings(op.body, op.body, `${op.method} ${op.template} body`) : []),
      ...op.query.flatMap((q) => unboundedStrings(q.schema, q.schema, `${op.method} ${op.template} ?${q.name}`)),
    ]);
    expect(unbounded).toEqual([]);
    const documents = operations.find((o) => o.method === "POST" && o.template === "/api/admin/v1/documents")!;
    expect(documents.body.properties.settings.description).toMatch(
      /at most 32 levels deep, 1000 keys per object, 10000 items per array, 512 KiB per string/,
    );
  });
});

describe("fuzzing what is not documented", () => {
  const pathArb = fc
    .tuple(
      fc.constantFrom(
        "/api",
        "/api/",
        "/api/shop/v1",
        "/api/shop/v2/stores",
        "/api/admin/v1/documents",
        "/api/auth/v1",
        "/API/shop/v1/stores",
        "/api//shop/v1/stores",
        "/api/shop/v1/stores/",
      ),
      fc.array(junkString({ maxLength: 16 }).map(rawPath), { maxLength: 3 }),
      fc.boolean(),
    )
    .map(([base, segments, slash]) => `${base}${segments.map((s) => `/${s}`).join("")}${slash ? "/" : ""}`);

  it("unknown /api paths, any method: 404 (or another 4xx) in the error format, nothing changed", async () => {
    const before = await fingerprint();
    const arb = fc.record({
      method: fc.constantFrom(...ODD_METHODS),
      path: pathArb,
      body: fc.option(junkString({ maxLength: 50 }), { nil: undefined }),
      auth: authArb,
      junk: junkString({ maxLength: 20 }),
    });
    await fuzz(
      arb,
      ({ method, path, body, auth, junk }) =>
        probe({
          method,
          path,
          body,
          auth,
          headers: { ...authHeaders(auth, junk), ...(body !== undefined ? { "content-type": "application/json" } : {}) },
        }),
      runs(250),
    );
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("sent thousands of generated requests", () => {
    console.info(`fuzz: ${requestsSent} generated requests over ${operations.length} documented operations and unknown paths`);
    expect(requestsSent).toBeGreaterThan(1000 * Math.min(SCALE, 1));
  });
});

describe("the shop's limits", () => {
  const GROCERY_STORES = [1001, 1003, 1010];
  const CATERING = 2001;
  const WINE = 3001;
  const anyInt = (max: number) => fc.integer({ min: 1, max });
  let noCart: LoggedIn;
  let slotIds: number[] = [];
  beforeAll(async () => {
    // A signed-in shopper who never put anything in a cart, and the slots there are to hold.
    noCart = await newShopper(t);
    const dates = (await jsonFetch(t.url, "/api/shop/v1/slots?store_id=1001&method=pickup")).body.dates as string[];
    slotIds = (
      (await jsonFetch(t.url, `/api/shop/v1/slots?store_id=1001&method=pickup&date=${dates[2]}`)).body.items as Array<{ id: number }>
    ).map((s) => s.id);
    await audit.take();
  });

  it("a slot hold without a cart (anonymous, a forged cart cookie, or a shopper who has none) is never kept and writes nothing", async () => {
    const arb = fc.record({
      slot: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...slotIds).map(String) }, { weight: 1, arbitrary: pathParamArb }),
      store: fc.option(fc.constantFrom(...GROCERY_STORES, CATERING, WINE), { nil: undefined }),
      who: fc.constantFrom("anonymous", "forged-cart", "no-cart"),
      token: fc.string({
        unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
        minLength: 32,
        maxLength: 32,
      }),
    });
    await fuzz(
      arb,
      async ({ slot, store, who, token }) => {
        const cookie = who === "no-cart" ? noCart.cookie : `store_id=1001${who === "forged-cart" ? `; aisle_cart=${token}` : ""}`;
        const headers: Record<string, string> = { cookie, ...(who === "no-cart" ? { "x-aisle-nonce": noCart.nonce } : {}) };
        const path = `/api/shop/v1/slots/${slot === "FUZZ_DOC" ? slotIds[0] : slot}/hold${store ? `?store_id=${store}` : ""}`;
        const r = await probe({ method: "POST", path, headers, auth: who === "no-cart" ? "shopper" : "anonymous" });
        if (!r) return;
        expect(r.status, `${path}: ${r.text}`).not.toBe(200);
        if (r.status === 409) expect((r.json as { code: string }).code).toBe("cart_empty");
      },
      runs(150),
      SHOP_SHARES,
    );
  });

  it("a weight is a whole number of the product's steps from one step to the limit, or a 400 naming weight", async () => {
    const weighed = byWeight(1001);
    const step = weighed.weightStep!;
    const weightArb = fc.oneof(
      fc.constantFrom(1e-9, 5e-324, -0, 0, step / 2, step * 0.999999, step, step * 1.0000001, 50, 50 + step, 1e308),
      fc.integer({ min: -4, max: 220 }).map((n) => n * step),
      fc.double({ min: -1, max: 2 * step, noNaN: true }),
      fc.double({ noNaN: true }),
    );
    await fuzz(
      weightArb,
      async (weight) => {
        const r = await probe({
          method: "PUT",
          path: `/api/shop/v1/cart/lines/${weighed.id}`,
          headers: { ...authHeaders("shopper", ""), "content-type": "application/json" },
          body: JSON.stringify({ weight, store_id: 1001 }),
          auth: "shopper",
        });
        if (!r) return;
        const body = r.json as {
          code?: string;
          data?: { params?: Record<string, string> };
          lines?: Array<{ product_id: number; weight: number | null; line_cents: number }>;
        };
        if (r.status === 200) {
          const line = body.lines!.find((l) => l.product_id === weighed.id)!;
          expect(line.weight, `${weight} lb kept as ${line.weight}`).toBeGreaterThanOrEqual(step);
          expect(Math.abs(line.weight! / step - Math.round(line.weight! / step))).toBeLessThan(1e-6);
          expect(line.line_cents).toBeGreaterThan(0);
        } else {
          expect(r.status, `${weight} lb: ${r.text}`).toBe(400);
          expect(body.code).toBe("invalid_param");
          expect(body.data?.params).toHaveProperty("weight");
        }
      },
      runs(150),
      SHOP_SHARES,
    );
  });

  it("another shop's product is never put in a store's cart: 409 not_sold_here, and an anonymous visitor gets no cart", async () => {
    const grocery = byWeight(1001).id;
    const arb = fc.oneof(
      fc.record({
        store: fc.constantFrom(...GROCERY_STORES),
        product: fc.oneof(
          anyInt(143).map((n) => 50_000 + n),
          anyInt(90).map((n) => 60_000 + n),
        ),
      }),
      fc.record({
        store: fc.constant(CATERING),
        product: fc.oneof(
          fc.constant(grocery),
          anyInt(90).map((n) => 60_000 + n),
        ),
      }),
      fc.record({
        store: fc.constant(WINE),
        product: fc.oneof(
          fc.constant(grocery),
          anyInt(143).map((n) => 50_000 + n),
        ),
      }),
    );
    await fuzz(
      fc.tuple(arb, fc.constantFrom<Auth>("anonymous", "shopper"), fc.option(anyInt(99), { nil: undefined })),
      async ([{ store, product }, auth, quantity]) => {
        const r = await probe({
          method: "PUT",
          path: `/api/shop/v1/cart/lines/${product}`,
          headers: { ...authHeaders(auth, ""), "content-type": "application/json" },
          body: JSON.stringify({ store_id: store, ...(quantity ? { quantity } : {}) }),
          auth,
        });
        if (!r) return;
        expect(r.status, `${product} at ${store}: ${r.text}`).toBe(409);
        expect((r.json as { code: string }).code).toBe("not_sold_here");
        expect(r.headers["set-cookie"] ?? []).toEqual([]);
      },
      runs(150),
      SHOP_SHARES,
    );
  });
});

describe("refused writes leave every row as it was", () => {
  it("every state-changing operation, with a session but no valid nonce: 403, and the fingerprint of all rows is unchanged", async () => {
    const before = await fingerprint();
    for (const op of operations.filter((o) => !SAFE_METHODS.has(o.method))) {
      const path = op.template.replace(/\{[^}]+\}/g, String(fuzzDocumentId));
      const body = op.body ? JSON.stringify(fc.sample(fromSchema(op.body), { numRuns: 1, seed: 42 })[0]) : undefined;
      const variants: Record<string, string>[] = [
        { cookie: editor.cookie },
        { cookie: editor.cookie, "x-aisle-nonce": shopper.nonce },
        { cookie: shopper.cookie, "x-aisle-nonce": "forged" },
      ];
      for (const headers of variants) {
        const r = await rawSend(t.url, { method: op.method, path, headers: { ...headers, "content-type": "application/json" }, body });
        expect(r.status, `${op.method} ${path}`).toBe(403);
        expect(judge({ method: op.method, path, headers, body, auth: "editor-wrong-nonce" }, r)).toBeNull();
      }
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
    await audit.take();
  });
});

describe("limits at the HTTP layer", () => {
  it("every documented operation that takes a body answers 413 in the error format above 1 MiB, and writes nothing", async () => {
    const before = await fingerprint();
    const withBody = operations.filter((o) => o.body);
    expect(withBody.length).toBeGreaterThan(0);
    for (const op of withBody) {
      const path = op.template.replace(/\{[^}]+\}/g, String(fuzzDocumentId));
      const body = JSON.stringify({ padding: "x".repeat(API_BODY_LIMIT) });
      const r = await rawSend(
        t.url,
        {
          method: op.method,
          path,
          headers: { "content-type": "application/json", cookie: editor.cookie, "x-aisle-nonce": editor.nonce },
          body,
        },
        { keepAlive: false },
      );
      expect(r.status, `${op.method} ${path}`).toBe(413);
      expect(r.json).toEqual({ code: "payload_too_large", message: expect.any(String), data: { status: 413 } });
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
    await audit.take();
  });

  const headersTooLarge = { code: "headers_too_large", message: expect.any(String), data: { status: 431 } };

  it("a URL longer than node's header limit is refused before the app (431) in the error format, not a 500", async () => {
    const r = await rawSend(t.url, { method: "GET", path: `/api/shop/v1/stores?q=${"a".repeat(20_000)}` }, { keepAlive: false });
    expect(r.status).toBe(431);
    expect(r.headers["content-type"]).toBe("application/json");
    expect(r.json).toEqual(headersTooLarge);
  });

  it("a header larger than node's limit is refused (431) in the error format and the server goes on", async () => {
    const r = await rawSend(
      t.url,
      { method: "GET", path: "/api/shop/v1/stores", headers: { cookie: `x=${"a".repeat(20_000)}` } },
      { keepAlive: false },
    );
    expect(r.status).toBe(431);
    expect(r.json).toEqual(headersTooLarge);
    expect((await jsonFetch(t.url, "/healthz")).status).toBe(200);
  });

  it("an error the adapter answers (a backslash in the path) leaves the next 431's headers as they were", async () => {
    const bad = await rawSend(t.url, { method: "GET", path: "/api\\shop" }, { keepAlive: false });
    expect(bad.status).toBe(400);
    const r = await rawSend(t.url, { method: "GET", path: `/api/shop/v1/stores?q=${"a".repeat(20_000)}` }, { keepAlive: false });
    expect(r.status).toBe(431);
    expect(r.json).toEqual(headersTooLarge);
  });

  it("a request node cannot parse (a header line without a colon) is a 400 in the error format", async () => {
    const { port } = new URL(t.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () =>
        socket.end("GET /api/shop/v1/stores HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n"),
      );
      let text = "";
      socket.on("data", (d: Buffer) => (text += d.toString("utf8")));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toMatch(/\r\nContent-Type: application\/json\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
      code: "bad_request",
      message: expect.any(String),
      data: { status: 400 },
    });
  });

  it("many headers and many query parameters are not a 500", async () => {
    const headers: Record<string, string> = {};
    for (let i = 0; i < 90; i++) headers[`x-junk-${i}`] = "v".repeat(50);
    const r = await rawSend(t.url, { method: "GET", path: "/api/shop/v1/stores", headers }, { keepAlive: false });
    expect(r.status).toBeLessThan(500);
    const many = Array.from({ length: 1500 }, (_, i) => `p${i}=${i}`).join("&");
    const q = await rawSend(t.url, { method: "GET", path: `/api/shop/v1/content/site-banner?slug=site-banner&${many}` });
    expect(q.status).toBe(200);
  });

  it("a page request (form post) over the body limit is 413 too, and one under it reaches the page", async () => {
    const served = await serveApp(
      createApp({
        services: t.services,
        rendering: appRendering,
        pageCache: false,
        pages: async (request) => new Response(`read ${(await request.text()).length} bytes`, { status: 200 }),
      }),
    );
    try {
      const big = await rawSend(
        served.url,
        {
          method: "POST",
          path: "/store/select",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: `store_id=${"1".repeat(API_BODY_LIMIT + 10)}`,
        },
        { keepAlive: false },
      );
      expect(big.status).toBe(413);
      const chunked = await rawSend(
        served.url,
        {
          method: "POST",
          path: "/contact",
          headers: { "content-type": "text/plain", "transfer-encoding": "chunked" },
          body: "a".repeat(API_BODY_LIMIT + 10),
        },
        { keepAlive: false },
      );
      expect(chunked.status).toBe(413);
      const small = await rawSend(
        served.url,
        { method: "POST", path: "/store/select", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "store_id=1003" },
        { keepAlive: false },
      );
      expect(small.status).toBe(200);
      expect(small.text).toBe("read 13 bytes");
    } finally {
      await served.close();
    }
  });
});

describe("page forms' limits", () => {
  let site: BuiltPages;
  let pages: Awaited<ReturnType<typeof serveApp>>;
  beforeAll(async () => {
    site = await builtPages();
    pages = await serveApp(createApp({ ...site, services: t.services, pageCache: false }));
  });
  afterAll(async () => {
    await pages?.close();
  });

  const ACTIONS: Array<{ path: string; fields: Record<string, string> }> = [
    { path: "/store/select", fields: { store_id: "1003" } },
    { path: "/cart", fields: { intent: "add", product_id: "1", quantity: "1" } },
    { path: "/site-banner/dismiss", fields: { key: "0123abcd" } },
    { path: "/app-banner/close", fields: {} },
    { path: "/my-account", fields: { intent: "sign-in", email: "nobody@example.com", password: "wrong-password" } },
  ];
  const returnPath = fc.oneof(
    junkString(),
    fc.string({ unit: "grapheme" }),
    fc.webUrl(),
    fc.string({ unit: "binary" }).map((v) => `/${v}`),
    fc.constantFrom("/\u0100", "//evil.example", "/\\evil", "/ok?x=1"),
  );

  it("any return path: below 500, and a redirect only ever to a path of this site", async () => {
    const error = vi.spyOn(t.services.logger, "error");
    try {
      await fuzz(
        fc.record({ action: fc.constantFrom(...ACTIONS), back: returnPath }),
        async ({ action, back }) => {
          const res = await fetch(pages.url + action.path, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", cookie: "store_id=1001", origin: pages.url },
            body: new URLSearchParams({ ...action.fields, back }),
            redirect: "manual",
          });
          await res.arrayBuffer();
          expect(res.status, `${action.path} back=${JSON.stringify(back)}`).toBeLessThan(500);
          const location = res.headers.get("location");
          if (location !== null) expect(localPath(location), location).toBe(location);
        },
        runs(60),
      );
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it("any body, content type or Origin to the admin's sign-in and the store form: below 500, nothing logged as an error", async () => {
    const error = vi.spyOn(t.services.logger, "error");
    try {
      await fuzz(
        fc.record({
          path: fc.constantFrom("/admin/sign-in", "/store/select"),
          type: fc.option(
            fc.oneof(
              fc.constantFrom(
                "text/plain",
                "application/json",
                "multipart/form-data",
                "multipart/form-data; boundary=x",
                "application/x-www-form-urlencoded",
              ),
              junkString().map(headerSafe),
            ),
            { nil: undefined },
          ),
          body: fc.option(
            fc.oneof(
              junkString(),
              junkJson().map((v) => JSON.stringify(v)),
            ),
            { nil: undefined },
          ),
          origin: fc.option(fc.oneof(fc.constant("self"), fc.webUrl(), fc.constant("null"), junkString().map(headerSafe)), {
            nil: undefined,
          }),
        }),
        async ({ path, type, body, origin }) => {
          const headers: Record<string, string> = {};
          if (type) headers["content-type"] = type;
          if (origin) headers["origin"] = origin === "self" ? pages.url : origin;
          const res = await fetch(pages.url + path, { method: "POST", headers, body, redirect: "manual" }).catch((err: unknown) => {
            // A header value fetch itself refuses is not a request.
            if (err instanceof TypeError) return null;
            throw err;
          });
          if (!res) return;
          await res.arrayBuffer();
          expect(res.status, `${path} ${type} ${origin}`).toBeLessThan(500);
        },
        runs(60),
      );
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});
