/**
 * A kit's menus stored as the site's menus (decision 0086) and shown by the page builder's nav menu
 * that names them, over real HTTP and the real pages; a menu the site does not keep shows the store's
 * main navigation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { menusFromKit } from "#core/kits/kit-menus";
import { jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { builtPages, type BuiltPages } from "../../test/built-pages";
import { siteMenus } from "../../db/schema";
import { importKitMenus } from "./import-menus";
import { crumbellaFiles } from "../../test/zip-writer";

let site: BuiltPages;
let t: TestServer;
let editor: LoggedIn;
beforeAll(async () => {
  site = await builtPages();
  t = await startTestServer({ app: { ...site, pageCache: false } });
  editor = await loginAs(t.url, "editor");
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const menuPage = async (slug: string, menu: string, widgetType = "nav-menu") => {
  const body = {
    title: `Menu ${slug}`,
    type: "page",
    content: [{ id: `m${slug.length}a1`, elType: "widget", widgetType, settings: { menu, menu_name: "Kit menu" }, elements: [] }],
  };
  const r = await jsonFetch(t.url, `/api/admin/v1/documents/import?slug=${slug}`, {
    method: "POST",
    body: JSON.stringify(body),
    ...editor,
  });
  expect(r.status, r.text).toBe(201);
  const res = await fetch(t.url + (r.body as { url: string }).url, { headers: { cookie: "store_id=1001" } });
  expect(res.status).toBe(200);
  return res.text();
};

const nav = (html: string) => /<nav[^>]*aria-label="Kit menu"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";

describe("a kit's menus", () => {
  it("are stored with their trees, and a second import replaces them in place", async () => {
    const { menus } = menusFromKit(crumbellaFiles());
    const ids = await importKitMenus(t.database.db, menus, t.services.version);
    expect(ids["main-menu"]).toBeGreaterThan(0);
    expect(ids["8"]).toBe(ids["main-menu"]);
    const [row] = await t.database.db.select().from(siteMenus).where(eq(siteMenus.id, ids["main-menu"]!));
    expect(row!.title).toBe("Main Menu");
    expect(row!.tree.map((n) => [n.id, n.title, n.url])).toEqual([
      [1, "Introduction", "/#introduction"],
      [2, "About Us", "/#about"],
      [3, "Why Choose Us", "/#chooseus"],
    ]);
    const again = await importKitMenus(t.database.db, [{ ...menus[0]!, items: menus[0]!.items.slice(0, 1) }], t.services.version);
    expect(again["main-menu"]).toBe(ids["main-menu"]);
    const rows = await t.database.db.select().from(siteMenus);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tree).toHaveLength(1);
    await importKitMenus(t.database.db, menus, t.services.version);
  });

  it("show in a nav menu that names them by slug or title; another name shows the store's main navigation", async () => {
    for (const [slug, setting] of [
      ["kit-menu-slug", "main-menu"],
      ["kit-menu-title", "Main Menu"],
    ]) {
      const menu = nav(await menuPage(slug!, setting!));
      expect(menu, setting).toContain('href="/#about"');
      expect(menu, setting).toContain(">Why Choose Us<");
    }
    const other = nav(await menuPage("kit-menu-other", "footer-links"));
    expect(other).not.toContain("Why Choose Us");
    expect(other).toContain("elementor-item");
  });

  it("show in a mega menu that names them, its entries as the bar's items", async () => {
    const page = await menuPage("kit-mega-menu", "main-menu", "mega-menu");
    const menu = nav(page);
    expect(menu).toContain("e-n-menu");
    expect(menu).toMatch(
      /<a class="elementor-item e-n-menu-title-container" href="\/#about"><span class="e-n-menu-title-text">About Us<\/span><\/a>/,
    );
    expect(menu).not.toContain("Item #1");
  });
});
