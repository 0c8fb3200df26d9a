/**
 * Taxonomy terms and site settings in the admin API: terms by editors and
 * administrators (a term posts carry is deleted only when confirmed), settings by the administrator
 * only, every field checked (400, nothing changed), every change audited, visitors' pages following.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { expectError, jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter, type Fingerprint } from "../../test/db-fingerprint";
import { DEFAULT_BREAKPOINTS } from "#core/builder/breakpoints";

const TERMS = "/api/admin/v1/taxonomies/recipe_category/terms";
const SETTINGS = "/api/admin/v1/settings";
const LOG = "/api/admin/v1/audit-log";

let t: TestServer;
let editor: LoggedIn;
let admin: LoggedIn;
let fingerprint: () => Promise<Fingerprint>;
beforeAll(async () => {
  t = await startTestServer();
  [editor, admin] = await Promise.all([loginAs(t.url, "editor"), loginAs(t.url, "admin")]);
  fingerprint = await fingerprinter(t.database);
});
afterAll(async () => {
  await t?.close();
});

const lastEntry = async () => (await jsonFetch(t.url, `${LOG}?per_page=1`, admin)).body.entries[0];

describe("taxonomy terms", () => {
  it("lists with post counts, creates (slug from the name), renames, and refuses a clash or an unknown taxonomy", async () => {
    const list = await jsonFetch(t.url, TERMS, editor);
    expect(list.status).toBe(200);
    expect(list.body.items.find((i: { slug: string }) => i.slug === "pasta")).toMatchObject({
      name: "Pasta",
      parent: "dinner",
      posts: expect.any(Number),
    });

    const created = await jsonFetch(t.url, TERMS, { method: "POST", body: { name: "Brunch Bakes", parent: "breakfast" }, ...editor });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ slug: "brunch-bakes", name: "Brunch Bakes", parent: "breakfast", posts: 0 });
    expect(await lastEntry()).toMatchObject({ action: "term.create", target: { type: "taxonomy_term", id: String(created.body.id) } });

    const renamed = await jsonFetch(t.url, `${TERMS}/${created.body.id}`, {
      method: "PUT",
      body: { name: "Brunch Bakes & Buns", slug: "brunch" },
      ...editor,
    });
    expect(renamed.body).toMatchObject({ slug: "brunch", name: "Brunch Bakes & Buns" });
    expect(await lastEntry()).toMatchObject({ action: "term.rename", before: { slug: "brunch-bakes" }, after: { slug: "brunch" } });

    const before = await fingerprint();
    expectError(
      await jsonFetch(t.url, TERMS, { method: "POST", body: { name: "Pasta again", slug: "pasta" }, ...editor }),
      400,
      "invalid_param",
    );
    expectError(
      await jsonFetch(t.url, `${TERMS}/${created.body.id}`, { method: "PUT", body: { name: "x", slug: "soups" }, ...editor }),
      400,
      "invalid_param",
    );
    expectError(await jsonFetch(t.url, "/api/admin/v1/taxonomies/colour/terms", editor), 400, "invalid_param");
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("a term posts carry is refused without confirmation, and taken off those posts with it", async () => {
    const pasta = (await jsonFetch(t.url, TERMS, editor)).body.items.find((i: { slug: string }) => i.slug === "pasta");
    expect(pasta.posts).toBeGreaterThan(0);
    const before = await fingerprint();
    const refused = await jsonFetch(t.url, `${TERMS}/${pasta.id}`, { method: "DELETE", ...editor });
    expectError(refused, 409, "term_in_use");
    expect(changedTables(before, await fingerprint())).toEqual([]);

    const done = await jsonFetch(t.url, `${TERMS}/${pasta.id}?confirm=true`, { method: "DELETE", ...editor });
    expect(done.status, done.text).toBe(204);
    const pastaPosts = await jsonFetch(t.url, "/api/content/v1/posts?type=recipe&recipe_category=pasta");
    expect(pastaPosts.body.total).toBe(0);
    expect(await lastEntry()).toMatchObject({
      action: "term.delete",
      before: { slug: "pasta", removedFromPosts: expect.any(Array) },
      after: null,
    });
  });
});

describe("site settings", () => {
  it("only the administrator reads or changes them", async () => {
    expectError(await jsonFetch(t.url, SETTINGS, editor), 403);
    expectError(await jsonFetch(t.url, SETTINGS, { method: "PUT", body: { primaryColor: "#000000" }, ...editor }), 403);
    expect((await jsonFetch(t.url, SETTINGS, admin)).body).toMatchObject({ primaryColor: "#1f6f43", offCanvasSide: "left" });
  });

  it("refuses every bad field with 400 and changes nothing", async () => {
    const before = await fingerprint();
    const bad: Record<string, unknown>[] = [
      { primaryColor: "red" },
      { primaryColor: "#12345" },
      { primaryColor: "#fff; background:url(x)" },
      { iosLink: "http://apps.apple.com/app/x" },
      { androidLink: "javascript:alert(1)" },
      { iosLink: "not a url" },
      { offCanvasSide: "top" },
      { breakpoints: { ...DEFAULT_BREAKPOINTS, tablet: { value: 700, active: true } } },
      { breakpoints: { mobile: { value: 767, active: true } } },
      { siteName: "" },
      { drinkCalculator: "yes" },
      { somethingElse: true },
    ];
    for (const body of bad) {
      const r = await jsonFetch(t.url, SETTINGS, { method: "PUT", body, ...admin });
      expectError(r, 400);
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("a change is stored, audited, and visitors' pages use it at once", async () => {
    const r = await jsonFetch(t.url, SETTINGS, {
      method: "PUT",
      body: {
        primaryColor: "#AA3300",
        offCanvasSide: "right",
        iosLink: "https://apps.apple.com/app/id1",
        androidLink: "",
        breakpoints: { ...DEFAULT_BREAKPOINTS, laptop: { value: 1366, active: true } },
        drinkCalculator: false,
      },
      ...admin,
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      primaryColor: "#AA3300",
      offCanvasSide: "right",
      iosLink: "https://apps.apple.com/app/id1",
      drinkCalculator: false,
      breakpoints: { laptop: { active: true } },
    });
    expect(await t.services.settings.get()).toMatchObject({ primaryColor: "#AA3300", offCanvasSide: "right" });
    expect(await lastEntry()).toMatchObject({
      action: "settings.update",
      target: { type: "site_settings", id: "1" },
      before: { primaryColor: "#1f6f43" },
      after: { primaryColor: "#AA3300" },
    });
    const empty = await jsonFetch(t.url, SETTINGS, { method: "PUT", body: { primaryColor: "", iosLink: "" }, ...admin });
    expect(empty.body).toMatchObject({ primaryColor: "", iosLink: "" });
  });
});
