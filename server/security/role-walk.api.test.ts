/**
 * The whole admin API, walked by role: every operation the OpenAPI document
 * lists that needs a role is found there (so an endpoint added later is walked as soon as it is
 * documented), its owners are declared below per path prefix, and
 * - anonymous, a shopper, an editor without the forms role and a forms admin without the editor role
 *   each get 401 or 403 from every operation they do not own, with a valid body and real ids, and
 *   nothing changes (a fingerprint of every row before and after);
 * - every state-changing call made with a session that owns it, but without the nonce or with another
 *   session's, is 403, and nothing changes;
 * - the owner with its nonce is not refused by any read (the walk is not vacuous).
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import fc from "fast-check";
import { DEMO, jsonFetch, login, startTestServer, type LoggedIn, type TestServer } from "../test/harness";
import { changedTables, fingerprinter, type Fingerprint } from "../test/db-fingerprint";
import { closeRawAgents, rawSend } from "../test/raw-http";
import { fromSchema } from "../test/fuzz-arbitraries";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = any;
type Role = "administrator" | "editor" | "forms_admin";
type Persona = "anonymous" | "shopper" | "editor" | "forms";

/**
 * Who owns what, by path prefix (the longest prefix that matches wins). The administrator owns
 * everything; anything under /api/admin/ that no longer prefix names is the administrator's alone.
 */
const OWNERS: readonly [prefix: string, roles: readonly Role[]][] = [
  ["/api/admin/", ["administrator"]],
  ["/api/admin/v1/documents", ["administrator", "editor"]],
  ["/api/admin/v1/content-items", ["administrator", "editor"]],
  ["/api/admin/v1/navigation", ["administrator", "editor"]],
  ["/api/admin/v1/posts", ["administrator", "editor"]],
  ["/api/admin/v1/taxonomies", ["administrator", "editor"]],
  ["/api/admin/v1/settings", ["administrator"]],
  ["/api/admin/v1/bin", ["administrator", "editor"]],
  ["/api/admin/v1/templates", ["administrator", "editor"]],
  ["/api/admin/v1/media", ["administrator", "editor"]],
  ["/api/admin/v1/forms", ["administrator", "forms_admin"]],
  ["/api/forms/", ["administrator", "forms_admin"]],
  // Every staff screen records its events; reading them stays the administrator's (docs/events.md).
  ["POST /api/admin/v1/events", ["administrator", "editor", "forms_admin"]],
];
const STAFF: readonly Role[] = ["administrator", "editor", "forms_admin"];

const ROLES_OF: Record<Persona, readonly string[]> = { anonymous: [], shopper: ["shopper"], editor: ["editor"], forms: ["forms_admin"] };
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

interface Operation {
  method: string;
  template: string;
  auth: string;
  body: Schema | null;
}

/** A prefix may name a method first ("POST /api/..."): it then owns that method's operations only. */
const ownersOf = (template: string, method: string): readonly Role[] | null => {
  const match = OWNERS.filter(([prefix]) => (prefix.includes(" ") ? `${method} ${template}` : template).startsWith(prefix)).sort(
    (a, b) => b[0].length - a[0].length,
  )[0];
  return match ? match[1] : null;
};

const t: TestServer = await startTestServer();
const openapi = (await jsonFetch(t.url, "/api/openapi.json")).body as { paths: Record<string, Record<string, Schema>> };
const operations: Operation[] = Object.entries(openapi.paths).flatMap(([template, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    template,
    auth: String(op["x-aisle-auth"] ?? "none"),
    body: op.requestBody?.content?.["application/json"]?.schema ?? null,
  })),
);
/** Operations that need a staff role: declared so, or under /api/admin/. */
const adminOps = operations.filter(
  (o) => ["administrator", "editor", "forms_admin", "staff"].includes(o.auth) || o.template.startsWith("/api/admin/"),
);

let sessions: Record<Exclude<Persona, "anonymous"> | "admin", LoggedIn>;
let fingerprint: () => Promise<Fingerprint>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const [admin, shopper, editor, forms] = await Promise.all([
    login(t.url, DEMO.admin.email, DEMO.admin.password),
    login(t.url, DEMO.shopper.email, DEMO.shopper.password),
    login(t.url, DEMO.editor.email, DEMO.editor.password),
    login(t.url, DEMO.forms.email, DEMO.forms.password),
  ]);
  sessions = { admin, shopper, editor, forms };
  // Real targets, so a handler that looked its target up before the role check would show as a 404 or 200.
  const doc = await jsonFetch(t.url, "/api/admin/v1/documents", { body: { type: "page", title: "Walked", slug: "walked" }, ...admin });
  expect(doc.status, doc.text).toBe(201);
  const updated = await jsonFetch(t.url, `/api/admin/v1/documents/${doc.body.id}`, {
    method: "PUT",
    body: { title: "Walked again" },
    ...admin,
  });
  expect(updated.status, updated.text).toBe(200);
  const revisions = await jsonFetch(t.url, `/api/admin/v1/documents/${doc.body.id}/revisions`, admin);
  ids.documents = String(doc.body.id);
  ids.revisions = String(revisions.body?.revisions?.[0]?.id ?? revisions.body?.items?.[0]?.id ?? 1);
  ids.stores = "1001";
  ids["store-groups"] = "1";
  ids["user-groups"] = "101";
  ids.users = String(shopper.user.id);
  fingerprint = await fingerprinter(t.database);
});

afterAll(async () => {
  closeRawAgents();
  await t?.close();
});

/** The template with each parameter replaced by a real id of the collection it follows. */
function pathOf(template: string): string {
  return template
    .replace(
      /\/([a-z-]+)\/\{([^}]+)\}/g,
      (_m, collection: string, name: string) => `/${collection}/${ids[collection] ?? ids[name.replace(/Id$/, "s")] ?? "1"}`,
    )
    .replace(/\{[^}]+\}/g, "1");
}

/** A body the schema accepts (the same one each run), so a refusal is the role's, not the input's. */
const bodyOf = (op: Operation) => (op.body ? JSON.stringify(fc.sample(fromSchema(op.body), { numRuns: 1, seed: 15 })[0]) : undefined);

function headersFor(persona: Persona | "admin", withNonce = true): Record<string, string> {
  if (persona === "anonymous") return {};
  const s = sessions[persona];
  return withNonce ? { cookie: s.cookie, "x-aisle-nonce": s.nonce } : { cookie: s.cookie };
}

async function send(op: Operation, headers: Record<string, string>) {
  const body = bodyOf(op);
  const r = await rawSend(t.url, {
    method: op.method,
    path: pathOf(op.template),
    headers: { ...headers, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    body,
  });
  return { status: r.status, json: r.json as { code?: string; data?: { status?: number } } | undefined, text: r.text };
}

describe("the admin API, walked by role", () => {
  it("finds the admin operations in the OpenAPI document, each with a declared owner that agrees with its documented role", () => {
    expect(adminOps.length).toBeGreaterThanOrEqual(9);
    const problems = adminOps.flatMap((op) => {
      const owners = ownersOf(op.template, op.method);
      const name = `${op.method} ${op.template}`;
      if (!owners) return [`${name}: no owner declared for its path`];
      if (op.auth === "staff")
        return STAFF.every((r) => owners.includes(r)) ? [] : [`${name}: documented for all staff, owned by ${owners.join(", ")}`];
      if (!["administrator", "editor", "forms_admin"].includes(op.auth)) return [`${name}: documented as "${op.auth}", not a staff role`];
      if (!owners.includes(op.auth as Role)) return [`${name}: documented for ${op.auth}, owned by ${owners.join(", ")}`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  for (const persona of ["anonymous", "shopper", "editor", "forms"] as const) {
    it(`${persona}: 401 or 403 from every operation the role does not own, and nothing changes`, async () => {
      const before = await fingerprint();
      const walked: string[] = [];
      const holes: string[] = [];
      for (const op of adminOps) {
        const owners = ownersOf(op.template, op.method) ?? ["administrator"];
        if (owners.some((r) => ROLES_OF[persona].includes(r))) continue;
        walked.push(`${op.method} ${op.template}`);
        const r = await send(op, headersFor(persona));
        const expected = persona === "anonymous" ? [401] : [403];
        if (!expected.includes(r.status) || r.json?.data?.status !== r.status)
          holes.push(`${op.method} ${pathOf(op.template)}: ${r.status} ${r.text.slice(0, 160)}`);
      }
      expect(holes).toEqual([]);
      expect(walked.length).toBeGreaterThan(0);
      expect(changedTables(before, await fingerprint())).toEqual([]);
    }, 60_000);
  }

  it("every state-changing call by the administrator without the nonce, or with another session's, is 403, and nothing changes", async () => {
    const before = await fingerprint();
    const holes: string[] = [];
    const writes = operations.filter((o) => !SAFE.has(o.method));
    expect(writes.length).toBeGreaterThan(5);
    for (const op of writes) {
      for (const headers of [headersFor("admin", false), { cookie: sessions.admin.cookie, "x-aisle-nonce": sessions.shopper.nonce }]) {
        const r = await send(op, headers);
        if (r.status !== 403 || r.json?.code !== "invalid_nonce")
          holes.push(`${op.method} ${op.template}: ${r.status} ${r.text.slice(0, 120)}`);
      }
    }
    expect(holes).toEqual([]);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("the administrator, with the nonce, is refused by no read of the admin API", async () => {
    const refused: string[] = [];
    for (const op of adminOps.filter((o) => o.method === "GET")) {
      const r = await send(op, headersFor("admin"));
      if (r.status === 401 || r.status === 403 || r.status >= 500) refused.push(`${op.method} ${pathOf(op.template)}: ${r.status}`);
    }
    expect(refused).toEqual([]);
  });
});
