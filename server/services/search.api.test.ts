/**
 * Site search over a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): a term
 * the database cannot take (a NUL character, an unpaired surrogate) matches nothing instead of
 * failing the query, and a long term is searched by its first SEARCH_TERM_MAX_LENGTH characters.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import { ABOUT_US_SLUG } from "../db/seed/documents";
import { SEARCH_TERM_MAX_LENGTH } from "../../core/text/search-term";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe("documents.search", () => {
  it("finds a published page by its slug", async () => {
    expect(await t.services.documents.search("about")).toContainEqual(expect.objectContaining({ url: `/${ABOUT_US_SLUG}` }));
  });

  it("answers nothing for a term the database cannot store, without a failed query", async () => {
    for (const term of ["\u0000", "%\u0000", "about\u0000", "\u0000\u0000\u0000", "lone \ud800 half"]) {
      await expect(t.services.documents.search(term), JSON.stringify(term)).resolves.toEqual([]);
    }
  });

  it("searches a long term by its first SEARCH_TERM_MAX_LENGTH characters", async () => {
    const title = `Harvest notes ${"x".repeat(SEARCH_TERM_MAX_LENGTH)}`;
    await t.services.documents.create({ type: "page", title, slug: "harvest-notes", status: "publish", settings: {}, elements: [] });
    const found = await t.services.documents.search(`${title}${"y".repeat(15_000)}`);
    expect(found.map((r) => r.url)).toEqual(["/harvest-notes"]);
  });
});
