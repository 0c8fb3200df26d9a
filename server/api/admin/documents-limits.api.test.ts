/**
 * Limits on what a document may hold (core/limits/limits.ts, decision 0006), through the admin API on a real
 * database: hostile settings never reach it, and what a real editor sends always does.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { count } from "drizzle-orm";
import { DEMO, expectError, jsonFetch, login, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter, type Fingerprint } from "../../test/db-fingerprint";
import { documents } from "../../db/schema";
import { JSON_LIMITS, MAX_ELEMENT_DEPTH } from "#core/limits/limits";
import { realisticDocument } from "../../test/realistic-document";
import { isApiError } from "../../http/errors";

const BASE = "/api/admin/v1/documents";

let t: TestServer;
let editor: LoggedIn;
let fingerprint: () => Promise<Fingerprint>;
beforeAll(async () => {
  t = await startTestServer();
  editor = await login(t.url, DEMO.editor.email, DEMO.editor.password);
  fingerprint = await fingerprinter(t.database);
});
afterAll(async () => {
  await t?.close();
});

const documentCount = async () => (await t.database.db.select({ n: count() }).from(documents))[0]!.n;
const create = (body: unknown) => jsonFetch(t.url, BASE, { method: "POST", body, ...editor });
/** `{"a":{"a":...1}}`, `levels` deep, as text (JSON.stringify recurses). */
const nestedText = (levels: number) => '{"a":'.repeat(levels) + "1" + "}".repeat(levels);
const deepParam = (root: string, levels: number) => [root, ...Array(levels).fill("a")].join(".");

/** A chain of element levels; the deepest has `elements: []` or no `elements` at all. */
function chain(levels: number, leaf: "empty" | "absent"): unknown[] {
  let el: Record<string, unknown> = { id: "leaf0000", elType: "widget", widgetType: "heading", settings: { title: "Deepest" } };
  if (leaf === "empty") el.elements = [];
  for (let i = 1; i < levels; i++) el = { id: `c${String(i).padStart(7, "0")}`, elType: "container", settings: {}, elements: [el] };
  return [el];
}

/** Expects a refusal that names `param`, with every row as it was. */
async function expectRefused(send: () => Promise<Awaited<ReturnType<typeof create>>>, status: number, code: string, param: string) {
  const before = await fingerprint();
  const r = await send();
  expectError(r, status, code);
  expect(Object.keys(r.body.data.params ?? {})).toEqual([param]);
  expect(changedTables(before, await fingerprint())).toEqual([]);
}

describe("settings nested 1500 levels deep, the write that used to take the database down", () => {
  it("answers 400 naming the settings, stores nothing, and the site goes on: a login, a contact message and a document write succeed right after", async () => {
    const body = `{"type":"page","title":"d","slug":"deep","settings":${nestedText(1500)}}`;
    await expectRefused(() => create(body), 400, "invalid_param", deepParam("settings", JSON_LIMITS.maxDepth));

    const again = await login(t.url, DEMO.shopper.email, DEMO.shopper.password);
    expect(again.user.email).toBe(DEMO.shopper.email);
    const contact = await jsonFetch(t.url, "/api/forms/v1/contact", {
      body: { store_id: 1001, name: "After", email: "after@example.com", message: "Still here?" },
    });
    expect(contact.status, contact.text).toBe(201);
    const written = await create({
      type: "page",
      title: "After the deep one",
      slug: "after-deep",
      settings: JSON.parse(nestedText(JSON_LIMITS.maxDepth)),
    });
    expect(written.status, written.text).toBe(201);
    expect((await jsonFetch(t.url, `${BASE}/${written.body.id}`, editor)).body.settings).toEqual(
      JSON.parse(nestedText(JSON_LIMITS.maxDepth)),
    );
  });
});

describe("settings limits, in the document and in every element", () => {
  const withWidgetSettings = (slug: string, settingsText: string) =>
    `{"type":"page","title":"t","slug":"${slug}","elements":[{"id":"aaaaaaa","elType":"container","settings":{},"elements":[{"id":"aaaaaab","elType":"widget","widgetType":"heading","settings":${settingsText}}]}]}`;

  it("an element's settings 33 levels deep: 400 naming the place", async () => {
    await expectRefused(
      () => create(withWidgetSettings("deep-widget", nestedText(JSON_LIMITS.maxDepth + 1))),
      400,
      "invalid_param",
      deepParam("elements.0.elements.0.settings", 32),
    );
  });

  it("a widget's settings 32 levels deep, at the deepest of 24 element levels, are stored", async () => {
    const elements = chain(MAX_ELEMENT_DEPTH, "absent");
    let deepest = elements[0] as { elements?: unknown[]; settings: unknown };
    while (deepest.elements) deepest = deepest.elements[0] as typeof deepest;
    deepest.settings = JSON.parse(nestedText(JSON_LIMITS.maxDepth));
    const r = await create({ type: "page", title: "Deepest settings", slug: "deepest-settings", elements });
    expect(r.status, r.text).toBe(201);
  });

  it.each([
    {
      name: "more than 1000 keys in one object",
      settingsText: `{"motion":{${Array.from({ length: 1001 }, (_, i) => `"k${i}":${i}`).join(",")}}}`,
      param: "settings.motion",
    },
    {
      name: "more than 10,000 items in one array",
      settingsText: `{"gallery":[${new Array(10_001).fill(0).join(",")}]}`,
      param: "settings.gallery",
    },
    { name: "a string longer than 512 KiB", settingsText: `{"custom_css":"${"x".repeat(512 * 1024 + 1)}"}`, param: "settings.custom_css" },
    {
      name: "a multi-byte string longer than 512 KiB in UTF-8",
      settingsText: `{"custom_css":"${"é".repeat(262_145)}"}`,
      param: "settings.custom_css",
    },
    { name: "a key longer than 256 bytes", settingsText: `{"${"k".repeat(257)}":1}`, param: "settings" },
    { name: "a NUL character", settingsText: `{"title":"a\\u0000b"}`, param: "settings.title" },
  ])("document settings with $name: 400 naming $param", async ({ settingsText, param }) => {
    await expectRefused(
      () => create(`{"type":"page","title":"t","slug":"wide-settings","settings":${settingsText}}`),
      400,
      "invalid_param",
      param,
    );
  });

  it("an update with settings too deep changes nothing", async () => {
    const created = await create({ type: "page", title: "Stable", slug: "stable-limits", settings: { hide_title: "yes" } });
    const path = `${BASE}/${created.body.id}`;
    await expectRefused(
      () => jsonFetch(t.url, path, { method: "PUT", body: `{"settings":${nestedText(40)}}`, ...editor }),
      400,
      "invalid_param",
      deepParam("settings", 32),
    );
    await expectRefused(
      () => jsonFetch(t.url, path, { method: "PUT", body: withWidgetSettings("stable-limits", nestedText(40)), ...editor }),
      400,
      "invalid_param",
      deepParam("elements.0.elements.0.settings", 32),
    );
    expect((await jsonFetch(t.url, path, editor)).body.settings).toEqual({ hide_title: "yes" });
  });
});

describe("element levels (an empty elements list is not a level)", () => {
  it.each(["empty", "absent"] as const)(
    "24 levels whose deepest element's elements list is %s are stored; 25 are refused",
    async (leaf) => {
      const ok = await create({
        type: "page",
        title: "Twenty-four",
        slug: `twenty-four-${leaf}`,
        elements: chain(MAX_ELEMENT_DEPTH, leaf),
      });
      expect(ok.status, ok.text).toBe(201);
      await expectRefused(
        () => create({ type: "page", title: "Twenty-five", slug: `twenty-five-${leaf}`, elements: chain(MAX_ELEMENT_DEPTH + 1, leaf) }),
        400,
        "invalid_param",
        "elements",
      );
    },
  );
});

describe("the service checks what it stores, whoever calls it", () => {
  it("settings too deep, given to the service directly: 400, nothing stored", async () => {
    const before = await documentCount();
    const err = await t.services.documents
      .create({
        type: "page",
        title: "Direct",
        slug: "direct-deep",
        status: "publish",
        settings: JSON.parse(nestedText(100)),
        elements: [],
      })
      .catch((e: unknown) => e);
    expect(isApiError(err) && err.status === 400 && err.code === "invalid_param").toBe(true);
    expect(await documentCount()).toBe(before);
  });

  it("settings and elements together over 1 MiB (each string under its own limit): 413 payload_too_large, nothing stored", async () => {
    const before = await documentCount();
    const elements = [0, 1, 2].map((i) => ({
      id: `bbbbbb${i}`,
      elType: "widget" as const,
      widgetType: "html",
      settings: { html: "<p>x</p>".repeat(50_000) },
      elements: [],
    }));
    const err = await t.services.documents
      .create({ type: "page", title: "Big", slug: "too-big", status: "publish", settings: {}, elements })
      .catch((e: unknown) => e);
    expect(isApiError(err) && err.status === 413 && err.code === "payload_too_large").toBe(true);
    expect(await documentCount()).toBe(before);
  });
});

describe("what a real editor sends is never refused", () => {
  it("a page of ~500 elements, a 100 KB text-editor block and realistic settings is stored whole", async () => {
    const doc = realisticDocument({ slug: "real-editor-page" });
    const body = JSON.stringify(doc);
    expect(body.length).toBeGreaterThan(300_000);
    const r = await create(body);
    expect(r.status, r.text.slice(0, 500)).toBe(201);
    const read = await jsonFetch(t.url, `${BASE}/${r.body.id}`, editor);
    expect(read.body.settings).toEqual(doc.settings);
    expect(JSON.stringify(read.body.elements).length).toBeGreaterThan(0.95 * JSON.stringify(doc.elements).length);
    expect(read.body.elements).toHaveLength(doc.elements.length);
  });
});
