/**
 * A post dated in the future is scheduled: not in any list, not at its address, not counted under its
 * terms, until its date comes; then it is there (lists cached before are not kept past it, and the
 * page cache lasts no longer than the date). The admin shows it as Scheduled.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../test/harness";
import { builtPages, type BuiltPages } from "../test/built-pages";
import { createPostService } from "./posts";
import { scheduleBoundaries } from "../page-cache/schedule-boundaries";

let site: BuiltPages;
let t: TestServer;
let editor: LoggedIn;
beforeAll(async () => {
  site = await builtPages();
  t = await startTestServer({ app: { ...site } });
  editor = await loginAs(t.url, "editor");
});
afterAll(async () => {
  await t?.close();
});

const RUN = Date.now().toString(36);
const DAY = 24 * 60 * 60 * 1000;

async function article(slug: string, publishedAt: string) {
  const r = await jsonFetch(t.url, "/api/admin/v1/posts", {
    method: "POST",
    body: { type: "article", title: `Article ${slug}`, slug, status: "publish", publishedAt, terms: {} },
    ...editor,
  });
  expect(r.status, r.text).toBe(201);
  return r.body as { id: number; url: string };
}
const listed = async () =>
  ((await jsonFetch(t.url, "/api/content/v1/posts?type=article&per_page=50")).body.items as { url: string }[]).map((i) =>
    i.url.split("/").pop(),
  );

describe("a post dated in the future", () => {
  it("is not listed nor reachable by visitors, and the admin shows it as Scheduled", async () => {
    const later = `scheduled-${RUN}`;
    const earlier = `dated-${RUN}`;
    const at = new Date(Date.now() + 400 * DAY).toISOString();
    const scheduled = await article(later, at);
    const published = await article(earlier, new Date(Date.now() - DAY).toISOString());
    const slugs = await listed();
    expect(slugs).toContain(earlier);
    expect(slugs).not.toContain(later);
    expect(await t.services.posts.get("article", later)).toBeNull();
    const page = await fetch(t.url + scheduled.url);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(`Article ${later}`);
    expect((await fetch(t.url + published.url)).status).toBe(200);

    const cookie = { headers: { cookie: editor.cookie } };
    const form = await (await fetch(`${t.url}/admin/posts/${scheduled.id}`, cookie)).text();
    expect(form).toContain("Scheduled: visitors see it from");
    expect(form).toMatch(
      new RegExp(`id="field-publishedAt"[^>]*value="${at.slice(0, 16)}"|value="${at.slice(0, 16)}"[^>]*id="field-publishedAt"`),
    );
    const list = await (await fetch(`${t.url}/admin/posts?q=${later}`, cookie)).text();
    expect(list).toContain("<td>Scheduled</td>");
  });

  it("appears when its time comes, past lists read before it", async () => {
    const slug = `due-${RUN}`;
    const due = Date.now() + 30 * DAY;
    await article(slug, new Date(due).toISOString());
    let clock = due - 1000;
    const posts = createPostService(t.database.db, t.services.version, () => new Date(clock));
    const slugsNow = async () => (await posts.list({ type: "article", perPage: 50 })).items.map((i) => i.slug);
    expect(await slugsNow()).not.toContain(slug);
    expect(await posts.get("article", slug)).toBeNull();
    clock = due;
    expect(await slugsNow()).toContain(slug);
    expect(await posts.get("article", slug)).not.toBeNull();
  });

  it("is a date at which cached pages end", async () => {
    const due = Date.now() + 10 * DAY + 12345;
    await article(`boundary-${RUN}`, new Date(due).toISOString());
    const next = scheduleBoundaries(t.database.db, () => t.services.version.current());
    expect(await next(due - 1)).toBe(due);
  });
});
