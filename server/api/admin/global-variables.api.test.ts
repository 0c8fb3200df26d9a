/**
 * The site kit's global colours and fonts through the settings API (docs/design/documents.md#global-colours-and-fonts):
 * the administrator changes them with the nonce (audited), nobody else can, and a list past its limits
 * changes nothing. Pages following them: core/builder/global-variables.test.ts and tests/e2e/global-variables.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter, type Fingerprint } from "../../test/db-fingerprint";
import { DEFAULT_BREAKPOINTS } from "#core/builder/breakpoints";
import { DEFAULT_GLOBALS } from "#core/builder/global-variables";

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

const colors = [
  { id: "primary", title: "Primary", color: "#AA3300" },
  { id: "c0ffee1", title: "Crust", color: "#d57c48" },
];
const fonts = [{ id: "primary", title: "Primary", family: "Poppins", weight: "600" }];

describe("global colours and fonts", () => {
  it("start as a new Elementor kit's system colours and fonts", async () => {
    const r = await jsonFetch(t.url, SETTINGS, admin);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ global_colors: DEFAULT_GLOBALS.colors, global_fonts: DEFAULT_GLOBALS.fonts });
  });

  it("are changed by the administrator with the nonce, audited, and kept when the breakpoints change", async () => {
    const r = await jsonFetch(t.url, SETTINGS, { method: "PUT", body: { global_colors: colors, global_fonts: fonts }, ...admin });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ global_colors: colors, global_fonts: fonts });
    const [entry] = (await jsonFetch(t.url, `${LOG}?per_page=1`, admin)).body.entries;
    expect(entry).toMatchObject({ action: "settings.update", after: { global_colors: colors } });
    expect(entry.before.global_colors).toEqual(DEFAULT_GLOBALS.colors);

    const bp = await jsonFetch(t.url, SETTINGS, {
      method: "PUT",
      body: { breakpoints: { ...DEFAULT_BREAKPOINTS, laptop: { value: 1366, active: true } } },
      ...admin,
    });
    expect(bp.status, bp.text).toBe(200);
    expect(bp.body).toMatchObject({ global_colors: colors, global_fonts: fonts, breakpoints: { laptop: { active: true } } });
    expect(await t.services.settings.get()).toMatchObject({ global_colors: colors });
  });

  it("refuse anyone but the administrator, a missing or wrong nonce, and lists past their limits: nothing changes", async () => {
    const before = await fingerprint();
    const body = { global_colors: [{ id: "primary", title: "Primary", color: "#000000" }] };
    expectError(await jsonFetch(t.url, SETTINGS, { method: "PUT", body, ...editor }), 403, "forbidden");
    expect((await jsonFetch(t.url, SETTINGS, { method: "PUT", body, cookie: admin.cookie })).status).toBe(403);
    expectError(await jsonFetch(t.url, SETTINGS, { method: "PUT", body, cookie: admin.cookie, nonce: "wrong" }), 403, "invalid_nonce");
    const many = Array.from({ length: 61 }, (_, i) => ({ id: `c${i}`, title: `Colour ${i}`, color: "#000000" }));
    for (const bad of [
      { global_colors: many },
      { global_colors: [colors[0], colors[0]] },
      { global_colors: [{ id: "x", title: "X", color: "red;}</style><script>" }] },
      { global_colors: [{ id: "Bad Id", title: "X", color: "#000" }] },
      { global_fonts: [{ id: "x", title: "X", family: 'Poppins";}' }] },
    ]) {
      expectError(await jsonFetch(t.url, SETTINGS, { method: "PUT", body: bad, ...admin }), 400, "invalid_param");
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });
});
