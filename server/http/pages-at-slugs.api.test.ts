/**
 * What answers at `/<slug>`: a published document of type `page`. A popup, a header or footer, a
 * section, a loop item or a single/archive template is a part of other pages, with its own schedule
 * and conditions: a visitor asking for it by its slug gets 404 and none of its content (a popup's
 * promo code stays unseen until its conditions show it); an editor may preview it in edit mode.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, startTestServer, type LoggedIn, type TestServer } from "../test/harness";
import { builtPages, type BuiltPages } from "../test/built-pages";
import type { DocumentType } from "../../core/documents/document-types";

let site: BuiltPages;
let t: TestServer;
let editor: LoggedIn;
let shopper: LoggedIn;
beforeAll(async () => {
  site = await builtPages();
  t = await startTestServer({ app: { ...site } });
  editor = await loginAs(t.url, "editor");
  shopper = await loginAs(t.url, "shopper");
});
afterAll(async () => {
  await t?.close();
});

const RUN = Date.now().toString(36);
const PARTS: DocumentType[] = ["popup", "header", "footer", "section", "loop-item", "single", "archive"];

let n = 0;
async function publish(type: DocumentType) {
  n += 1;
  const text = `Promo code SPRING-${type.toUpperCase()}-${RUN}`;
  const heading = {
    id: `h${RUN.slice(-4)}${n.toString(36).padStart(2, "0")}`,
    elType: "widget" as const,
    widgetType: "heading",
    settings: { title: text },
    elements: [],
  };
  const slug = `${type}-at-slug-${RUN}-${n}`;
  await t.services.documents.create({ type, title: `${type} ${RUN}`, slug, status: "publish", settings: {}, elements: [heading] });
  return { slug, text };
}

const get = async (path: string, cookie?: string) => {
  const res = await fetch(t.url + path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return { status: res.status, html: await res.text() };
};

describe("documents at their slugs", () => {
  it("a published page answers visitors", async () => {
    const { slug, text } = await publish("page");
    const page = await get(`/${slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(text);
  });

  it.each(PARTS)("a published %s is not a page: 404 without its content for visitors and shoppers", async (type) => {
    const { slug, text } = await publish(type);
    for (const cookie of [undefined, shopper.cookie]) {
      for (const path of [`/${slug}`, `/${slug}?aisle-edit=1`]) {
        const answer = await get(path, cookie);
        expect(answer.status, `${path} ${cookie ? "shopper" : "visitor"}`).toBe(404);
        expect(answer.html).not.toContain(text);
      }
    }
  });

  it.each(PARTS)("an editor previews a published %s in edit mode", async (type) => {
    const { slug, text } = await publish(type);
    const preview = await get(`/${slug}?aisle-edit=1`, editor.cookie);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain(text);
    expect((await get(`/${slug}`, editor.cookie)).status).toBe(404);
  });
});
