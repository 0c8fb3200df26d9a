/**
 * Prepares a PGlite data directory for tests/e2e/xss.spec.ts: the demo data (seeded here unless the
 * directory already holds it), then cross-site scripting payloads in every CMS field and store field.
 *
 *   tsx server/test/xss-fixture.ts <DATA_DIR>
 *
 * Written the way the application writes them: site settings through the settings service, the page
 * through the documents service (which sanitizes html when it saves), content items with their html
 * sanitized as a save would; store rows and navigation trees straight into their tables (there is no
 * admin for them: they are text, escaped where shown). A second store gets content and a page written
 * around the save path, unsanitized, to show the Content-Security-Policy stops what slips through.
 * A recipe and an article go through the posts service, every field a payload as long as its limit allows.
 */
import { mkdirSync } from "node:fs";
import { count } from "drizzle-orm";
import { resolve } from "node:path";
import { pino } from "pino";
import { openDatabase } from "../db/client";
import { seedDemo } from "../db/seed/demo";
import { contentItems, documents, navigationTrees, stores } from "../db/schema";
import { createServices } from "../services/container";
import { sanitizeHtml } from "../services/sanitize";
import { CONTENT_SLOTS } from "../db/seed/content";
import type { ElementNode } from "../../core/documents/document-types";
import {
  XSS_ARTICLE_SLUG,
  XSS_COLOR,
  XSS_PAGE_SLUG,
  XSS_PARTS,
  XSS_RAW_PAGE_SLUG,
  XSS_RAW_STORE,
  XSS_RECIPE_SLUG,
  XSS_SHORT,
  XSS_STORE,
  XSS_TEXT,
  XSS_URLS,
} from "./xss-payloads";
import { FIELD_LIMITS } from "../../core/limits/limits";

const dataDir = process.argv[2];
if (!dataDir) {
  console.error("usage: tsx server/test/xss-fixture.ts <DATA_DIR>");
  process.exit(2);
}

const url = (i: number) => XSS_URLS[i % XSS_URLS.length]!;

/** Every widget the renderer knows, every setting a payload, plus one it does not know. */
function payloadElements(): ElementNode[] {
  const widgets: ElementNode[] = [];
  let n = 0;
  const id = () => `x${String(++n).padStart(6, "0")}`;
  for (let i = 0; i < XSS_URLS.length; i++) {
    widgets.push(
      {
        id: id(),
        elType: "widget",
        widgetType: "heading",
        settings: { title: XSS_TEXT, header_size: "h2", link: { url: url(i) } },
        elements: [],
      },
      {
        id: id(),
        elType: "widget",
        widgetType: "button",
        settings: { text: XSS_TEXT, link: { url: url(i), is_external: "on" } },
        elements: [],
      },
      {
        id: id(),
        elType: "widget",
        widgetType: "image",
        settings: { image: { url: url(i), alt: XSS_TEXT }, caption: XSS_TEXT, link: { url: url(i + 1) } },
        elements: [],
      },
    );
  }
  widgets.push(
    { id: id(), elType: "widget", widgetType: "text-editor", settings: { editor: XSS_TEXT, align: XSS_SHORT }, elements: [] },
    { id: id(), elType: "widget", widgetType: "heading", settings: { title: XSS_TEXT, header_size: XSS_SHORT }, elements: [] },
    { id: id(), elType: "widget", widgetType: "no-such-widget", settings: { html: XSS_TEXT, text: XSS_TEXT, url: url(0) }, elements: [] },
  );
  return [{ id: id(), elType: "container", settings: { css_classes: XSS_SHORT, _element_id: XSS_SHORT }, elements: widgets }];
}

function storeRow(id: number, slug: string, name: string) {
  return {
    id,
    slug,
    name,
    address1: XSS_TEXT,
    address2: XSS_SHORT,
    city: XSS_SHORT,
    state: XSS_SHORT,
    postalCode: XSS_SHORT,
    hours: XSS_TEXT,
    phone: XSS_SHORT,
    storeNumber: XSS_SHORT,
    latitude: 39.9612,
    longitude: -82.9988,
    isSelectable: true,
    storeGroupIds: [],
    storeSegmentIds: [],
    otherAttributes: {},
  };
}

function navTree(): { id: number; title: string; url: string; children: { id: number; title: string; url: string; children: [] }[] }[] {
  return XSS_URLS.map((u, i) => ({
    id: 100 + i,
    title: XSS_TEXT,
    url: u,
    children: [{ id: 200 + i, title: XSS_SHORT, url: url(i + 1), children: [] }],
  }));
}

/** As many payloads as fit in `max` characters. */
const fitting = (max: number) => XSS_PARTS.reduce((out, part) => (`${out} ${part}`.length <= max ? `${out} ${part}` : out), "").trim();

/** A recipe and an article (the newest of each, so the lists show them first) with payloads everywhere. */
async function payloadPosts(services: Awaited<ReturnType<typeof createServices>>) {
  const common = {
    title: XSS_SHORT,
    excerpt: fitting(FIELD_LIMITS.excerpt),
    body: XSS_TEXT,
    imageAlt: XSS_SHORT,
    author: XSS_SHORT,
    // A minute before the fixture runs: newer than every demo post, and not scheduled (a later date would be).
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
  };
  await services.posts.create({
    ...common,
    type: "recipe",
    slug: XSS_RECIPE_SLUG,
    image: "/images/posts/recipes/classic-guacamole.svg",
    terms: { recipe_category: ["dinner"], diet: ["vegan"] },
    recipe: {
      prepMinutes: 5,
      cookMinutes: 5,
      servings: 2,
      recipeYield: XSS_SHORT,
      ingredients: [
        {
          quantity: fitting(FIELD_LIMITS.ingredientQuantity) || "<b>",
          unit: fitting(FIELD_LIMITS.ingredientUnit),
          name: XSS_SHORT,
          note: fitting(FIELD_LIMITS.ingredientNote),
        },
      ],
      steps: [fitting(FIELD_LIMITS.recipeStep), XSS_SHORT],
    },
  });
  await services.posts.create({ ...common, type: "article", slug: XSS_ARTICLE_SLUG, terms: { category: ["seasonal"] } });
}

async function main() {
  mkdirSync(dataDir!, { recursive: true });
  const database = await openDatabase({ dataDir: resolve(dataDir!, "pglite") });
  try {
    // A copy of the run's seeded data already holds the demo data (decision 0106); an empty directory is seeded here.
    const [seeded] = await database.db.select({ n: count() }).from(stores);
    if (!seeded?.n) await seedDemo(database.db);
    const services = await createServices(database, { sessionSecret: "xss-fixture", logger: pino({ level: "silent" }) });

    await services.settings.update({ siteName: XSS_SHORT, primaryColor: XSS_COLOR, iosLink: url(0), androidLink: url(3) });

    await database.db
      .insert(stores)
      .values([storeRow(XSS_STORE.id, XSS_STORE.slug, XSS_TEXT), storeRow(XSS_RAW_STORE.id, XSS_RAW_STORE.slug, XSS_RAW_STORE.name)]);
    for (const menu of ["shop", "recipe", "account"] as const) {
      await database.db.insert(navigationTrees).values({ storeId: XSS_STORE.id, menu, tree: navTree() });
    }

    // The page, saved the application's way, and the home page of the payload store.
    const page = await services.documents.create({
      type: "page",
      title: XSS_TEXT,
      slug: XSS_PAGE_SLUG,
      status: "publish",
      settings: { custom_css: XSS_TEXT, hide_title: XSS_SHORT },
      elements: payloadElements(),
    });

    // The same page written around the save path: nothing sanitized it.
    const [raw] = await database.db
      .insert(documents)
      .values({ type: "page", title: XSS_TEXT, slug: XSS_RAW_PAGE_SLUG, status: "publish", settings: {}, elements: payloadElements() })
      .returning({ id: documents.id });

    const slots = [CONTENT_SLOTS.siteBanner, CONTENT_SLOTS.slider, CONTENT_SLOTS.cta, CONTENT_SLOTS.personalized];
    await database.db.insert(contentItems).values([
      ...slots.map((s) => ({
        kind: s.kind,
        slug: s.slug,
        title: XSS_TEXT,
        storeIds: [XSS_STORE.id],
        priority: 1000,
        html: sanitizeHtml(XSS_TEXT),
      })),
      { kind: "homepage", slug: "homepage", title: XSS_TEXT, storeIds: [XSS_STORE.id], priority: 1000, documentId: page.id },
      ...slots.map((s) => ({
        kind: s.kind,
        slug: s.slug,
        title: XSS_TEXT,
        storeIds: [XSS_RAW_STORE.id],
        priority: 1000,
        html: XSS_TEXT,
      })),
      { kind: "homepage", slug: "homepage", title: XSS_TEXT, storeIds: [XSS_RAW_STORE.id], priority: 1000, documentId: raw!.id },
    ]);
    await payloadPosts(services);
    await services.version.bump();
    await services.version.close();
    await services.sessions.close();
    await services.cartCounts.close();
    await services.favoritesKept.close();
  } finally {
    await database.close();
  }
  console.log(JSON.stringify({ ok: true }));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
