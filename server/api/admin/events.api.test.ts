import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { expectError, jsonFetch, loginAs, rowCount, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { events } from "../../db/schema";

const EVENTS = "/api/admin/v1/events";

let t: TestServer;
let editor: LoggedIn;
let admin: LoggedIn;
let shopper: LoggedIn;
beforeAll(async () => {
  t = await startTestServer();
  [editor, admin, shopper] = await Promise.all([loginAs(t.url, "editor"), loginAs(t.url, "admin"), loginAs(t.url, "shopper")]);
});
afterAll(async () => {
  await t?.close();
});

const stored = () => rowCount(t, events);
const send = (body: unknown, who: Partial<LoggedIn> = admin) => jsonFetch(t.url, EVENTS, { method: "POST", body, ...who });

describe("recording an event", () => {
  it("stores a named event with its fields, who sent it and when", async () => {
    const started = Date.now();
    const r = await send(
      { name: "export_kit_customization", fields: { kit_name: "Harvest", section: "templates", success: true } },
      editor,
    );
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({
      name: "export_kit_customization",
      actor: { email: "editor@aisle.test", id: expect.any(Number) },
      fields: { kit_name: "Harvest", section: "templates", success: true },
    });
    expect(Date.parse(r.body.at)).toBeGreaterThanOrEqual(started - 5_000);
  });

  it("refuses an unknown name, an unknown field, a wrong type, and changes nothing", async () => {
    const before = await stored();
    expectError(await send({ name: "page_view", fields: {} }), 400);
    expectError(await send({ name: "kit_import_status", fields: { visitor_ip: "1.2.3.4" } }), 400);
    expectError(await send({ name: "kit_import_status", fields: { success: "yes" } }), 400);
    expectError(await send({ name: "kit_import_status", extra: 1 }), 400);
    expectError(await send({ name: "kit_import_status", fields: { error: "x".repeat(1001) } }), 400);
    expect(await stored()).toBe(before);
  });

  it("is for staff with the nonce: a shopper gets 403, no nonce 403, anonymous 401", async () => {
    const before = await stored();
    const body = { name: "ie_admin_action", fields: { step: "review" } };
    expectError(await send(body, shopper), 403, "forbidden");
    expectError(await send(body, { cookie: admin.cookie }), 403, "invalid_nonce");
    expectError(await send(body, {}), 401, "unauthorized");
    expect(await stored()).toBe(before);
  });
});

describe("listing and exporting events", () => {
  it("lists newest first, filtered by name, actor and days", async () => {
    await send({ name: "kit_cloud_library_apply", fields: { kit_cloud_id: "7", kit_apply_url: "/admin/kits/7/apply" } });
    await send({ name: "kit_cloud_library_delete", fields: { kit_cloud_id: "7" } }, editor);
    const today = new Date().toISOString().slice(0, 10);
    const byName = await jsonFetch(t.url, `${EVENTS}?name=kit_cloud_library_apply&from=${today}&to=${today}`, admin);
    expect(byName.status).toBe(200);
    expect(byName.body.total).toBe(1);
    expect(byName.body.events[0]).toMatchObject({
      name: "kit_cloud_library_apply",
      actor: { email: "admin@aisle.test" },
      fields: { kit_cloud_id: "7" },
    });
    const byActor = await jsonFetch(t.url, `${EVENTS}?actor=EDITOR@`, admin);
    expect(byActor.body.events.map((e: { actor: { email: string } }) => e.actor.email)).toEqual(
      byActor.body.events.map(() => "editor@aisle.test"),
    );
    expect(byActor.body.events[0].name).toBe("kit_cloud_library_delete");
    const past = await jsonFetch(t.url, `${EVENTS}?from=2000-01-01&to=2000-01-02`, admin);
    expect(past.body).toMatchObject({ total: 0, events: [] });
    expectError(await jsonFetch(t.url, `${EVENTS}?name=nope`, admin), 400);
    expectError(await jsonFetch(t.url, `${EVENTS}?from=2026-02-30`, admin), 400);
  });

  it("exports the filtered events as CSV, formulas guarded", async () => {
    await send({ name: "kit_import_status", fields: { success: false, error: "=HYPERLINK(1)", kit_name: "Crumbella, demo" } });
    const res = await fetch(`${t.url}${EVENTS}/export?name=kit_import_status`, {
      headers: { cookie: admin.cookie, "x-aisle-nonce": admin.nonce },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain("events.csv");
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "at,name,actor,layout,site_part,error,document_name,document_type,kit_name,page_source,status,step,category,search_term,section,kit_cloud_id,kit_apply_url,success",
    );
    expect(lines.length).toBe(2);
    expect(lines[1]).toContain(`kit_import_status,admin@aisle.test,,,'=HYPERLINK(1),,,"Crumbella, demo",`);
    expect(lines[1]!.endsWith(",false")).toBe(true);
  });

  it("is the administrator's to read", async () => {
    expectError(await jsonFetch(t.url, EVENTS, editor), 403, "forbidden");
    expectError(await jsonFetch(t.url, `${EVENTS}/export`, editor), 403, "forbidden");
    expectError(await jsonFetch(t.url, EVENTS), 401, "unauthorized");
  });
});

describe("keeping events", () => {
  it("prunes the events older than the keeping period", async () => {
    await t.database.db
      .insert(events)
      .values({ name: "ie_admin_action", actorEmail: "old@aisle.test", at: new Date(Date.now() - 91 * 86_400_000) });
    const before = await stored();
    expect(await t.services.events.prune()).toBe(1);
    expect(await stored()).toBe(before - 1);
    expect(t.services.events.keepDays).toBe(90);
  });
});
