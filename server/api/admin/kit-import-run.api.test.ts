import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { expectError, jsonFetch, loginAs, type LoggedIn, type TestServer, startTestServer } from "../../test/harness";
import {
  KIT_IMPORTS as IMPORTS,
  runKitImport,
  startEmptySite,
  undoKitImport,
  uploadKit,
  type KitResult as Result,
} from "../../test/kit-import-calls";
import { documents, events, kitImportRows, posts, postTerms, siteMenus, taxonomyTerms } from "../../db/schema";
import { CRUMBELLA_DIR, folderEntries, zipOf, type ZipInput } from "../../test/zip-writer";
import { encodeBase64Json } from "#core/text/base64-json";
import { menuTreeFor } from "#core/menus/menu-binding";
import { startImageHost } from "../../test/image-host";
import { createKitImportService } from "../../services/kits/kit-imports";

const upload = uploadKit;
const importKit = (t: TestServer, who: LoggedIn, entries: ZipInput[], body: object = {}) => runKitImport(t, who, zipOf(entries), body);
const undo = undoKitImport;
const settingsOf = async (t: TestServer, who: LoggedIn) => (await jsonFetch(t.url, "/api/admin/v1/settings", who)).body;
const docsOf = (t: TestServer, ids: number[]) => t.database.db.select().from(documents).where(inArray(documents.id, ids));
const crumbella = () => folderEntries(CRUMBELLA_DIR);
const withFile = (entries: ZipInput[], name: string, data: string) => [...entries.filter((e) => e.name !== name), { name, data }];

describe("a whole kit on an empty site (AISLE_SEED=none)", () => {
  let t: TestServer;
  let admin: LoggedIn;
  beforeAll(async () => {
    ({ site: t, owner: admin } = await startEmptySite());
  });
  afterAll(async () => {
    await t?.close();
  });

  it("imports settings, templates with their conditions, terms and the page in Elementor's order; a second import duplicates no variable; Undo puts all back", async () => {
    const before = await settingsOf(t, admin);
    const first = await importKit(t, admin, crumbella());
    expect(
      first.results.every((r) => r.ok),
      JSON.stringify(first.results),
    ).toBe(true);
    expect(first.results.map((r) => r.kind)).toEqual([
      "settings",
      ...Array(7).fill("template"),
      "term",
      "page",
      "page",
      "post",
      "post",
      "post",
      "menu",
    ]);
    const made = first.results.filter((r) => r.document_id).map((r) => r.document_id!);
    const docs = new Map((await docsOf(t, made)).map((d) => [d.title, d]));
    expect(docs.get("Header")).toMatchObject({ type: "header", status: "publish", settings: { conditions: ["include/general"] } });
    expect(docs.get("Footer")).toMatchObject({ type: "footer", settings: { conditions: ["include/general"] } });
    expect(docs.get("Single Blog")).toMatchObject({ type: "single-post", settings: { conditions: ["include/singular"] } });
    expect(docs.get("404 Page")).toMatchObject({ type: "error-404", settings: { conditions: ["include/singular/not_found404"] } });
    expect(docs.get("Post Loop")?.type).toBe("loop-item");
    expect(docs.get("Side Menu")?.type).toBe("popup");
    expect(docs.get("Home")?.type).toBe("page");
    const after = await settingsOf(t, admin);
    expect(after.global_colors.find((c: { id: string }) => c.id === "primary")).toMatchObject({ color: "#000000" });
    expect(after.global_colors.find((c: { id: string }) => c.id === "secondary")).toMatchObject({ color: "#FFFFFF" });
    expect(after.theme_style.h1).toEqual({ family: "Poppins", weight: "800", size: "80px", line_height: "72px", color: "#000000" });
    expect(after.theme_style.body).toMatchObject({ family: "Paprika", size: "14px" });
    expect(await t.database.db.select().from(taxonomyTerms).where(eq(taxonomyTerms.slug, "uncategorized"))).toHaveLength(1);

    const second = await importKit(t, admin, crumbella());
    const again = await settingsOf(t, admin);
    expect(again.global_colors).toEqual(after.global_colors);
    expect(again.global_fonts).toEqual(after.global_fonts);
    expect(again.theme_style).toEqual(after.theme_style);
    expect(second.results.filter((r) => r.kind === "term")).toEqual([]);

    await undo(t, admin, second.id);
    await undo(t, admin, first.id);
    const restored = await settingsOf(t, admin);
    expect(restored.global_colors).toEqual(before.global_colors);
    expect(restored.breakpoints).toEqual(before.breakpoints);
    expect(restored.theme_style).toEqual(before.theme_style);
    expect(await docsOf(t, [...made, ...second.results.filter((r) => r.document_id).map((r) => r.document_id!)])).toEqual([]);
    expect(await t.database.db.select().from(taxonomyTerms).where(eq(taxonomyTerms.slug, "uncategorized"))).toEqual([]);
  });

  it("imports the kit's WordPress posts as articles in their category, sanitized; a second import skips their slugs; Undo removes them", async () => {
    const xml = "wp-content/post/post.xml";
    const hostile = String(crumbella().find((e) => e.name === xml)!.data).replace(
      "<p>Welcome to WordPress.",
      '<script>alert(1)</script><p onclick="steal()">Welcome to WordPress.',
    );
    const first = await importKit(t, admin, withFile(crumbella(), xml, hostile));
    const wp = first.review.sections
      .find((s: { key: string }) => s.key === "content")
      .children.find((c: { key: string }) => c.key === "wp-post");
    expect(wp).toMatchObject({ count: 3, enabled: true });
    const slugs = ["hello-world", "how-we-craft-the-perfect-cookie-every-time", "the-sweet-story-behind-our-signature-cookies"];
    expect(first.results.filter((r) => r.kind === "post")).toEqual(
      slugs.map((slug, i) => ({
        kind: "post",
        id: ["1", "49", "51"][i],
        title: expect.any(String),
        ok: true,
        url: `/articles/${slug}`,
        warnings: [],
      })),
    );
    const articlesOf = () => t.database.db.select().from(posts).where(inArray(posts.slug, slugs)).orderBy(posts.id);
    const rows = await articlesOf();
    expect(rows.map((r) => [r.type, r.slug, r.status, r.publishedAt.toISOString(), r.image])).toEqual([
      ["article", slugs[0], "publish", "2025-11-25T11:36:57.000Z", null],
      ["article", slugs[1], "publish", "2025-11-25T11:45:29.000Z", null],
      ["article", slugs[2], "publish", "2025-11-25T11:45:29.000Z", null],
    ]);
    expect(rows[0]!.title).toBe("Hello world!");
    expect(rows[0]!.body).toContain("Welcome to WordPress.");
    expect(rows[0]!.body).not.toMatch(/<script|onclick|alert/);
    expect(rows[1]!.excerpt).toMatch(/^Lorem ipsum dolor sit amet/);
    const [category] = await t.database.db.select().from(taxonomyTerms).where(eq(taxonomyTerms.slug, "uncategorized"));
    const links = await t.database.db.select().from(postTerms).where(eq(postTerms.termId, category!.id));
    expect(links.map((l) => l.postId).sort()).toEqual(rows.map((r) => r.id).sort());
    const tagged = await t.database.db.select().from(kitImportRows).where(eq(kitImportRows.kitImportId, first.id));
    expect(tagged.filter((r) => r.targetType === "post").map((r) => r.targetId)).toEqual(rows.map((r) => r.id));

    const second = await importKit(t, admin, crumbella());
    const skipped = second.results.filter((r) => r.kind === "post");
    expect(skipped.map((r) => r.warnings)).toEqual(
      slugs.map((slug) => [
        `An article at /articles/${slug} is already on the site: it was left as it is, and this post not imported again.`,
      ]),
    );
    expect(await articlesOf()).toHaveLength(3);

    await undo(t, admin, second.id);
    expect(await articlesOf()).toHaveLength(3);
    await undo(t, admin, first.id);
    expect(await articlesOf()).toEqual([]);
  });

  it("brings the kit's logo into the media library as the site's logo, once; Undo gives the site its own back", async () => {
    const host = await startImageHost();
    const kept = t.services.kitImports;
    const s = t.services;
    // As in the tests of an import's images: loopback allowed for the local image host only.
    t.services.kitImports = Object.assign(
      createKitImportService(t.database.db, s.events, {
        db: t.database.db,
        documents: s.documents,
        documentImport: s.documentImport,
        settings: s.settings,
        terms: s.adminTerms,
        posts: s.adminPosts,
        images: { service: s.media, fetch: { allowLoopback: true } },
        version: s.version,
      }),
      { maxBytes: kept.maxBytes },
    );
    try {
      const entries = crumbella();
      const file = JSON.parse(String(entries.find((e) => e.name === "site-settings.json")!.data));
      file.settings.site_logo = { url: `${host.origin}/wp-content/uploads/2024/06/peach-crate.jpg`, id: 77 };
      const withLogo = withFile(entries, "site-settings.json", JSON.stringify(file));
      const body = { include: ["settings/generalSettings"] };
      const first = await importKit(t, admin, withLogo, body);
      expect(first.results).toEqual([{ kind: "settings", id: "site-settings", title: "Site settings", ok: true, warnings: [] }]);
      const logo = (await settingsOf(t, admin)).site_logo;
      expect(logo).toMatchObject({ url: expect.stringMatching(/^\/media\//), width: 1200, height: 800 });
      const second = await importKit(t, admin, withLogo, body);
      expect((await settingsOf(t, admin)).site_logo).toEqual(logo);
      await undo(t, admin, second.id);
      await undo(t, admin, first.id);
      expect((await settingsOf(t, admin)).site_logo).toBeNull();
    } finally {
      t.services.kitImports = kept;
      await host.close();
    }
  });

  it("points loop grids, popup links and conditions at the documents the kit's ids became", async () => {
    const entries = crumbella();
    const page = JSON.parse(String(entries.find((e) => e.name === "content/page/31.json")!.data));
    const popupLink = `#elementor-action:action=popup:open&settings=${encodeBase64Json({ id: "24", toggle: false })}`;
    page.content.push({
      id: "k1t0001",
      elType: "container",
      settings: {},
      elements: [
        { id: "k1t0002", elType: "widget", widgetType: "loop-grid", settings: { template_id: "21" }, elements: [] },
        { id: "k1t0003", elType: "widget", widgetType: "button", settings: { text: "Menu", link: { url: popupLink } }, elements: [] },
      ],
    });
    const manifest = JSON.parse(String(entries.find((e) => e.name === "manifest.json")!.data));
    manifest.templates["29"].conditions = [{ type: "include", name: "singular", sub_name: "page", sub_id: "31" }];
    const run = await importKit(
      t,
      admin,
      withFile(withFile(entries, "content/page/31.json", JSON.stringify(page)), "manifest.json", JSON.stringify(manifest)),
    );
    const byId = new Map(run.results.map((r) => [r.id, r.document_id]));
    const [home] = await docsOf(t, [byId.get("31")!]);
    const text = JSON.stringify(home!.elements);
    expect(text).toContain(`"template_id":"${byId.get("21")}"`);
    expect(text).toContain(encodeBase64Json({ id: String(byId.get("24")), toggle: false }));
    const [header] = await docsOf(t, [byId.get("29")!]);
    expect(header!.settings["conditions"]).toEqual([`include/singular/page/${byId.get("31")}`]);
    await undo(t, admin, run.id);
  });

  it("imports the kit's menus, points the header's nav menu at the new menu by the kit's old id, and Undo removes them", async () => {
    const entries = crumbella();
    const header = JSON.parse(String(entries.find((e) => e.name === "templates/29.json")!.data));
    header.content.push({
      id: "k1t0m01",
      elType: "widget",
      widgetType: "nav-menu",
      settings: { menu: "8", menu_name: "Kit menu" },
      elements: [],
    });
    // "About Us" links the kit's Home page (31); the others a WordPress page the kit does not bring.
    const xml = "wp-content/nav_menu_item/nav_menu_item.xml";
    const menuXml = String(entries.find((e) => e.name === xml)!.data).replace("/?page_id=8#about", "/?page_id=31#about");
    const run = await importKit(t, admin, withFile(withFile(entries, "templates/29.json", JSON.stringify(header)), xml, menuXml));
    const home = run.results.find((r) => r.kind === "page" && r.id === "31") as Result & { url: string };
    const menuResults = run.results.filter((r) => r.kind === "menu");
    expect(menuResults).toEqual([
      {
        kind: "menu",
        id: "8",
        title: "Main Menu",
        ok: true,
        warnings: [
          'The menu entry "Introduction" links the WordPress page 8, which the kit does not bring; it links the home page.',
          'The menu entry "Why Choose Us" links the WordPress page 8, which the kit does not bring; it links the home page.',
        ],
      },
    ]);
    const [menu] = await t.database.db.select().from(siteMenus).where(eq(siteMenus.slug, "main-menu"));
    expect(menu!.tree.map((n) => [n.title, n.url])).toEqual([
      ["Introduction", "/#introduction"],
      ["About Us", `${home.url}#about`],
      ["Why Choose Us", "/#chooseus"],
    ]);
    expect(home.url).toMatch(/^\/[a-z0-9-]+/);
    const rows = await t.database.db.select().from(kitImportRows).where(eq(kitImportRows.kitImportId, run.id));
    expect(rows.filter((r) => r.targetType === "menu").map((r) => r.targetId)).toEqual([menu!.id]);

    const [doc] = await docsOf(t, [run.results.find((r) => r.id === "29")!.document_id!]);
    const nav = JSON.stringify(doc!.elements).match(/"menu":"([^"]*)"/g);
    expect(nav).toEqual([`"menu":"${menu!.id}"`]);
    const kept = await t.services.navigation.keptMenus(null);
    const shown = menuTreeFor({ shop: [], recipe: [], account: [] }, String(menu!.id), kept);
    expect(shown.map((n) => n.title)).toEqual(["Introduction", "About Us", "Why Choose Us"]);

    await undo(t, admin, run.id);
    expect(await t.database.db.select().from(siteMenus).where(eq(siteMenus.slug, "main-menu"))).toEqual([]);
    expect(menuTreeFor({ shop: [], recipe: [], account: [] }, String(menu!.id), await t.services.navigation.keptMenus(null))).toEqual([]);
  });

  it("a broken template fails alone, the rest import, and kit_import_status records the message", async () => {
    const run = await importKit(t, admin, withFile(crumbella(), "templates/29.json", "{ not json"));
    const broken = run.results.find((r) => r.id === "29")!;
    expect(broken).toMatchObject({
      kind: "template",
      ok: false,
      error: expect.stringContaining('The template "Header" (templates/29.json) was not imported'),
    });
    expect(run.results.filter((r) => !r.ok)).toHaveLength(1);
    expect(run.results.find((r) => r.id === "31")).toMatchObject({ ok: true });
    const [status] = await t.database.db
      .select()
      .from(events)
      .where(eq(events.name, "kit_import_status"))
      .orderBy(events.id)
      .then((r) => r.slice(-1));
    expect(status!.fields).toMatchObject({ success: false, error: broken.error });
    await undo(t, admin, run.id);
  });
});

describe("a kit on the demo site: conflicts with the site's header and footer", () => {
  let t: TestServer;
  let admin: LoggedIn;
  let header: number;
  let footer: number;
  beforeAll(async () => {
    t = await startTestServer();
    admin = await loginAs(t.url, "admin");
    const make = async (type: string, title: string) => {
      const r = await jsonFetch(t.url, "/api/admin/v1/documents", {
        method: "POST",
        body: { type, title, slug: `site-${type}`, status: "publish", settings: { conditions: ["include/general"] }, elements: [] },
        ...admin,
      });
      expect(r.status, r.text).toBe(201);
      return r.body.id as number;
    };
    header = await make("header", "Site header");
    footer = await make("footer", "Site footer");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the conflicts; the kit's wins by default, Keep mine saves the kit's without conditions; Undo gives the site's back its condition", async () => {
    const review = await upload(t, admin, zipOf(crumbella()));
    expect(review.body.conflicts).toEqual([
      { id: "27", title: "Footer", type: "footer", conditions: ["include/general"], existing: [{ id: footer, title: "Site footer" }] },
      { id: "29", title: "Header", type: "header", conditions: ["include/general"], existing: [{ id: header, title: "Site header" }] },
    ]);
    const run = await jsonFetch(t.url, `${IMPORTS}/${review.body.id}/run`, {
      method: "POST",
      body: { conflicts: { "29": "mine" } },
      ...admin,
    });
    expect(run.status, run.text).toBe(200);
    const results = run.body.results as Result[];
    const kitHeader = results.find((r) => r.id === "29")!;
    const kitFooter = results.find((r) => r.id === "27")!;
    const rows = new Map(
      (await docsOf(t, [header, footer, kitHeader.document_id!, kitFooter.document_id!])).map((d) => [d.id, d.settings["conditions"]]),
    );
    expect(rows.get(header)).toEqual(["include/general"]);
    expect(rows.get(kitHeader.document_id!)).toEqual([]);
    expect(rows.get(footer)).toEqual([]);
    expect(rows.get(kitFooter.document_id!)).toEqual(["include/general"]);

    await undo(t, admin, review.body.id);
    const back = new Map((await docsOf(t, [header, footer])).map((d) => [d.id, d.settings["conditions"]]));
    expect(back.get(footer)).toEqual(["include/general"]);
    expect(back.get(header)).toEqual(["include/general"]);
  });

  it("takes only the parts named, and refuses an unknown field", async () => {
    const review = await upload(t, admin, zipOf(crumbella()));
    expectError(
      await jsonFetch(t.url, `${IMPORTS}/${review.body.id}/run`, { method: "POST", body: { sections: [] }, ...admin }),
      400,
      "invalid_param",
    );
    const run = await jsonFetch(t.url, `${IMPORTS}/${review.body.id}/run`, {
      method: "POST",
      body: { include: ["content/page"] },
      ...admin,
    });
    expect((run.body.results as Result[]).map((r) => r.kind)).toEqual(["page"]);
    await undo(t, admin, review.body.id);
  });
});
