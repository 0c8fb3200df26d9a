/**
 * The stores CSV: export, then import good, bad and huge files. A bad file imports
 * nothing and names each bad row; a file past the limits is refused before it is read into memory.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { expectError, jsonFetch, loginAs, rowCount, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { fingerprinter, changedTables, type Fingerprint } from "../../test/db-fingerprint";
import { auditLog, stores } from "../../db/schema";
import { STORE_CSV_COLUMNS } from "#core/stores/store-csv";
import { STORE_IMPORT_LIMITS } from "#core/limits/limits";

const BASE = "/api/admin/v1/stores";
let t: TestServer;
let admin: LoggedIn;
let fingerprint: () => Promise<Fingerprint>;

beforeAll(async () => {
  t = await startTestServer();
  admin = await loginAs(t.url, "admin");
  fingerprint = await fingerprinter(t.database);
});
afterAll(async () => {
  await t?.close();
});

const HEADER = STORE_CSV_COLUMNS.join(",");
/** A row of a new store, every column filled. */
const newRow = (id: number, extra: Partial<Record<(typeof STORE_CSV_COLUMNS)[number], string>> = {}) => {
  const v: Record<string, string> = {
    id: String(id),
    name: `Test Store ${id}`,
    slug: `test-store-${id}`,
    store_number: `T${id}`,
    address_1: "1 Main St",
    address_2: "",
    city: "Akron",
    state: "OH",
    postal_code: "44301",
    phone: "330-555-0100",
    hours: "7am-10pm",
    latitude: "41.08",
    longitude: "-81.52",
    is_selectable: "true",
    store_group_ids: "1",
    store_segment_ids: "",
    related_catering_store_id: "",
    related_wine_store_id: "",
    related_shopping_id: "",
    ...extra,
  };
  return STORE_CSV_COLUMNS.map((c) => v[c]).join(",");
};

/** The NDJSON lines of an import's answer. */
const lines = (text: string) =>
  text
    .trim()
    .split("\n")
    .map(
      (l) =>
        JSON.parse(l) as {
          type: string;
          done?: number;
          total?: number;
          created?: number;
          updated?: number;
        },
    );

describe("export", () => {
  it("answers every store as a CSV attachment, with the header the import takes", async () => {
    const r = await fetch(`${t.url}${BASE}/export`, {
      headers: { cookie: admin.cookie, "x-aisle-nonce": admin.nonce },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(r.headers.get("content-disposition")).toBe('attachment; filename="stores.csv"');
    const text = await r.text();
    const rows = text.trim().split("\r\n");
    expect(rows[0]).toBe(HEADER);
    expect(rows.length - 1).toBe(await rowCount(t, stores));
    expect(rows.find((l) => l.startsWith("1001,"))).toMatch(/,2001,3001,/);
  });
});

describe("import", () => {
  it("a good file creates and updates stores in one go, streams its progress, and writes one audit entry with its counts", async () => {
    const exported = await (
      await fetch(`${t.url}${BASE}/export`, {
        headers: { cookie: admin.cookie, "x-aisle-nonce": admin.nonce },
      })
    ).text();
    const row1003 = exported.split("\r\n").find((l) => l.startsWith("1003,"))!;
    const renamed = row1003.replace(/^1003,[^,]+,/, "1003,Dayton Renamed,");
    const fresh = Array.from({ length: 250 }, (_, i) =>
      newRow(9000 + i, i === 0 ? { related_catering_store_id: "9001", name: '"Quoted, with comma"' } : {}),
    );
    const csv = [HEADER, renamed, ...fresh].join("\n") + "\n";
    const storesBefore = await rowCount(t, stores);
    const auditBefore = await rowCount(t, auditLog);
    const r = await jsonFetch(t.url, `${BASE}/import`, {
      body: { csv },
      ...admin,
    });
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    const events = lines(r.text);
    const progress = events.filter((e) => e.type === "progress");
    expect(progress[0]).toEqual({ type: "progress", done: 0, total: 251 });
    expect(progress.length).toBeGreaterThanOrEqual(4);
    expect(progress.at(-1)).toEqual({
      type: "progress",
      done: 251,
      total: 251,
    });
    expect(events.at(-1)).toEqual({ type: "done", created: 250, updated: 1, unchanged: 0 });
    expect(await rowCount(t, stores)).toBe(storesBefore + 250);
    expect(await rowCount(t, auditLog)).toBe(auditBefore + 1);
    const log = await jsonFetch(t.url, "/api/admin/v1/audit-log?per_page=1", admin);
    expect(log.body.entries[0]).toMatchObject({
      actor: { email: admin.user.email },
      action: "store.import",
      target: { type: "store", id: "import" },
      before: null,
      after: { rows: 251, created: 250, updated: 1, unchanged: 0 },
    });

    // The same file again changes nothing: one more entry, every row unchanged.
    const again = await jsonFetch(t.url, `${BASE}/import`, { body: { csv }, ...admin });
    expect(lines(again.text).at(-1)).toEqual({ type: "done", created: 0, updated: 0, unchanged: 251 });
    expect(await rowCount(t, auditLog)).toBe(auditBefore + 2);

    const dayton = await jsonFetch(t.url, `${BASE}/1003`, admin);
    expect(dayton.body.name).toBe("Dayton Renamed");
    const first = await jsonFetch(t.url, `${BASE}/9000`, admin);
    expect(first.body).toMatchObject({
      name: "Quoted, with comma",
      related_catering_store_id: 9001,
      latitude: 41.08,
      longitude: -81.52,
      store_group_ids: [1],
      is_selectable: true,
    });
    // The public store list sees the change at once (the content version was bumped).
    const pub = await jsonFetch(t.url, "/api/shop/v1/stores?q=Dayton%20Renamed");
    expect(pub.body.items.map((s: { id: number }) => s.id)).toContain(1003);
  });

  it("a file with bad rows imports nothing and names each row, column and reason", async () => {
    const before = await fingerprint();
    const csv = [
      HEADER,
      newRow(9500),
      newRow(9501, { latitude: "north" }),
      newRow(9502, { store_group_ids: "1;999" }),
      newRow(9503, { slug: "Not A Slug" }),
      newRow(9504, { related_wine_store_id: "77777" }),
      newRow(9505, { slug: "test-store-9500" }),
      newRow(9506, { is_selectable: "maybe", name: "" }),
      "9507,too,few",
    ].join("\n");
    const r = await jsonFetch(t.url, `${BASE}/import`, {
      body: { csv },
      ...admin,
    });
    expectError(r, 400, "invalid_rows");
    expect(r.body.data.rows).toEqual(
      expect.arrayContaining([
        { row: 3, column: "latitude", reason: "must be a decimal number" },
        {
          row: 4,
          column: "store_group_ids",
          reason: "names no store group: 999",
        },
        { row: 5, column: "slug", reason: expect.stringMatching(/slug/) },
        {
          row: 6,
          column: "related_wine_store_id",
          reason: "names no store: 77777",
        },
        { row: 7, column: "slug", reason: "repeats the slug of row 2" },
        { row: 8, column: "is_selectable", reason: "must be true or false" },
        { row: 8, column: "name", reason: "is required" },
        { row: 9, column: "", reason: "has 3 cells, the header has 19" },
      ]),
    );
    expect(r.body.data.rows.some((e: { row: number }) => e.row === 2)).toBe(false);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("a bad header or an unclosed quote is reported on its row, and nothing changes", async () => {
    const before = await fingerprint();
    const unknown = await jsonFetch(t.url, `${BASE}/import`, {
      body: { csv: "id,name,slug,colour\n1,a,a,red\n" },
      ...admin,
    });
    expectError(unknown, 400, "invalid_rows");
    expect(unknown.body.data.rows).toEqual([{ row: 1, column: "colour", reason: "is not a store column" }]);
    const quote = await jsonFetch(t.url, `${BASE}/import`, {
      body: { csv: `${HEADER}\n${newRow(9600)}\n"9601,broken` },
      ...admin,
    });
    expectError(quote, 400, "invalid_rows");
    expect(quote.body.data.rows).toEqual([{ row: 3, column: "", reason: "has a quote that is never closed" }]);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("a huge file (50,000 rows) is refused as it arrives, and one over the row limit before it is parsed; nothing changes", async () => {
    const before = await fingerprint();
    const huge = [HEADER, ...Array.from({ length: 50_000 }, (_, i) => newRow(100_000 + i))].join("\n");
    const r = await jsonFetch(t.url, `${BASE}/import`, {
      body: { csv: huge },
      ...admin,
    });
    expectError(r, 413, "payload_too_large");
    const many = ["id,name,slug", ...Array.from({ length: STORE_IMPORT_LIMITS.maxRows + 1 }, (_, i) => `${i + 1},s,s${i}`)].join("\n");
    expect(many.length).toBeLessThan(STORE_IMPORT_LIMITS.maxBytes);
    const rows = await jsonFetch(t.url, `${BASE}/import`, {
      body: { csv: many },
      ...admin,
    });
    expectError(rows, 413, "too_many_rows");
    expect(changedTables(before, await fingerprint())).toEqual([]);
    expect((await jsonFetch(t.url, "/healthz")).status).toBe(200);
  });

  it("only the administrator imports, and only with the nonce", async () => {
    const editor = await loginAs(t.url, "editor");
    const csv = `${HEADER}\n${newRow(9700)}`;
    expectError(await jsonFetch(t.url, `${BASE}/import`, { body: { csv }, ...editor }), 403, "forbidden");
    expectError(await jsonFetch(t.url, `${BASE}/import`, { body: { csv } }), 401);
    expectError(
      await jsonFetch(t.url, `${BASE}/import`, {
        body: { csv },
        cookie: admin.cookie,
      }),
      403,
      "invalid_nonce",
    );
    expect((await jsonFetch(t.url, `${BASE}/9700`, admin)).status).toBe(404);
  });
});
