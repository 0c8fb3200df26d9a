import { describe, expect, it } from "vitest";
import { DEFAULT_GLOBALS } from "../builder/global-variables";
import { readKitContents } from "./kit-contents";
import { kitExportFiles, type KitExportInput } from "./kit-export";
import { menusFromKit } from "./kit-menus";
import { kitPostsFromWxr } from "./kit-posts";
import { kitManifest } from "./manifest";
import { kitReview } from "./review";
import { cdata, escapeXml } from "./wxr-writer";

const tricky = `Fish & Chips <"Friday"> 'deals' ]]> end`;

const input = (over: Partial<KitExportInput> = {}): KitExportInput => ({
  name: "harvest-lane",
  title: "Harvest Lane",
  description: "",
  author: "admin@aisle.test",
  site: "https://shop.example",
  created: "2026-11-29 16:00:00",
  sections: ["settings", "templates", "content", "menus-terms", "plugins"],
  siteName: "Harvest & Lane",
  globals: DEFAULT_GLOBALS,
  pages: [
    { id: 7, type: "page", title: "Home", settings: {}, elements: [], url: "/home" },
    { id: 8, type: "page", title: "About", settings: {}, elements: [], url: "/about" },
  ],
  templates: [{ id: 12, type: "header", title: "Header", settings: {}, elements: [] }],
  menus: [
    {
      id: 3,
      slug: "main-menu",
      title: tricky,
      tree: [
        { id: 1, title: "About us", url: "/about#team", children: [] },
        { id: 2, title: tricky, url: "/about", children: [{ id: 3, title: "Recipes", url: "/articles/soup", children: [] }] },
        { id: 4, title: "Offers", url: "/weekly-ad", children: [] },
      ],
    },
  ],
  categories: [
    { id: 5, slug: "seasonal", name: "Seasonal & fresh", parentId: null },
    { id: 6, slug: "soups", name: "Soups", parentId: 5 },
  ],
  articles: [
    {
      id: 40,
      slug: "soup",
      title: tricky,
      body: "<p>Warm <strong>soup</strong> &amp; bread</p>",
      excerpt: "Warm soup",
      publishedAt: "2026-10-01T08:30:00.000Z",
      categories: ["soups"],
    },
  ],
  ...over,
});

describe("exporting menus, terms and posts", () => {
  it("writes a manifest that core/kits/manifest.ts validates, with taxonomies and wp-content as Elementor writes them", () => {
    const files = kitExportFiles(input());
    const raw = JSON.parse(files.get("manifest.json")!);
    expect(kitManifest.safeParse(raw).success).toBe(true);
    expect(raw.taxonomies).toEqual({
      post: [{ name: "category", label: "Categories" }],
      nav_menu_item: [{ name: "nav_menu", label: "Navigation Menus" }],
    });
    expect(raw["wp-content"].post).toEqual({ "13": { id: 13, title: tricky } });
    expect(Object.keys(raw["wp-content"].nav_menu_item)).toEqual(["14", "15", "16", "17"]);
    expect(JSON.parse(files.get("taxonomies/category.json")!)).toEqual([
      { term_id: 5, name: "Seasonal & fresh", slug: "seasonal", taxonomy: "category", description: "", parent: 0 },
      { term_id: 6, name: "Soups", slug: "soups", taxonomy: "category", description: "", parent: 5 },
    ]);
    expect(JSON.parse(files.get("taxonomies/nav_menu.json")!)).toEqual([
      { term_id: 3, name: tricky, slug: "main-menu", taxonomy: "nav_menu", description: "", parent: 0 },
    ]);
  });

  it("writes `[]` for taxonomies and wp-content when the site has none, and nothing without the sections", () => {
    const none = JSON.parse(kitExportFiles(input({ menus: [], categories: [], articles: [] })).get("manifest.json")!);
    expect(none.taxonomies).toEqual([]);
    expect(none["wp-content"]).toEqual([]);
    const files = kitExportFiles(input({ sections: ["settings"] }));
    expect([...files.keys()].filter((p) => /^(wp-content|taxonomies)\//.test(p))).toEqual([]);
  });

  it("is read back by the kit reader: the review's parts, the menus linking the pages by id, the posts with their fields", () => {
    const files = kitExportFiles(input());
    const kit = readKitContents(files);
    const review = kitReview(kit);
    const menus = review.find((s) => s.key === "menus-terms")!;
    expect(menus.children.map((c) => [c.key, c.count, c.enabled])).toEqual([
      ["nav_menu_item", 4, true],
      ["category", 2, true],
      ["nav_menu", 1, true],
    ]);
    expect(review.find((s) => s.key === "content")!.children.find((c) => c.key === "wp-post")).toMatchObject({ count: 1, enabled: true });

    const pages = new Map([
      ["7", "/home-2"],
      ["8", "/about-2"],
      ["13", "/articles/soup"],
    ]);
    const { menus: read, warnings } = menusFromKit(files, { pages });
    expect(warnings).toEqual([]);
    expect(read).toEqual([
      {
        oldId: "3",
        slug: "main-menu",
        title: tricky,
        items: [
          { title: "About us", url: "/about#team", children: [] },
          { title: tricky.slice(0, 80), url: "/about-2", children: [{ title: "Recipes", url: "/articles/soup", children: [] }] },
          { title: "Offers", url: "/weekly-ad", children: [] },
        ],
      },
    ]);

    const xml = files.get("wp-content/post/post.xml")!;
    expect(xml).toContain('<category domain="category" nicename="soups"><![CDATA[Soups]]></category>');
    expect(kitPostsFromWxr([xml])).toEqual([
      expect.objectContaining({
        oldId: "13",
        title: tricky,
        slug: "soup",
        body: "<p>Warm <strong>soup</strong> &amp; bread</p>",
        excerpt: "Warm soup",
        status: "publish",
        publishedAt: "2026-10-01T08:30:00Z",
        categories: ["soups"],
      }),
    ]);
  });

  it("escapes every value: no title, name or body ends an element early", () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe("a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;");
    expect(cdata("x")).toBe("<![CDATA[x]]>");
    expect(cdata("a]]>b")).toBe("a]]&gt;b");
    const xml = kitExportFiles(input()).get("wp-content/nav_menu_item/nav_menu_item.xml")!;
    expect(xml).toContain(
      "<title>Fish &amp;amp; Chips &amp;lt;&amp;quot;Friday&amp;quot;&amp;gt; &apos;deals&apos; ]]&amp;gt; end</title>",
    );
    expect(xml).not.toMatch(/<title>[^<]*<[^/]/);
    expect(xml.match(/<item>/g)).toHaveLength(4);
  });
});
