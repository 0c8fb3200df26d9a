import { describe, expect, it } from "vitest";
import { readKitContents } from "./kit-contents";
import { kitManifest } from "./manifest";
import { kitReview, missingPlugins } from "./review";
import { KitError } from "./kit-error";
import { crumbellaFiles } from "../../server/test/zip-writer";

const refused = (files: Map<string, string>) => {
  try {
    readKitContents(files);
  } catch (err) {
    expect(err).toBeInstanceOf(KitError);
    return err as KitError;
  }
  throw new Error("the kit was read");
};

describe("the Crumbella kit's manifest (3.0)", () => {
  const kit = readKitContents(crumbellaFiles());
  const m = kit.manifest;

  it("reads the kit's identity, theme, flags and plugins", () => {
    expect(m).toMatchObject({
      name: "crumbella-free-template-demo-file",
      title: "Crumbella Free Template Demo File",
      author: "admin",
      version: "3.0",
      elementor_version: "3.33.2",
      created: "2025-11-25 11:53:34",
      thumbnail: false,
      theme: { name: "Crumbella Wordpress Theme", slug: "crumbella" },
    });
    expect(m["site-settings"]).toEqual({
      theme: true,
      globalColors: true,
      globalFonts: true,
      themeStyleSettings: true,
      generalSettings: true,
      experiments: true,
      customCode: true,
      customIcons: true,
      customFonts: true,
    });
    expect(m.experiments).toContain("container");
    expect(m.plugins.map((p) => p.plugin)).toEqual(["elementor/elementor", "pro-elements/pro-elements"]);
  });

  it("reads templates by old id, content by post type (PHP's [] as empty), wp-content and taxonomies", () => {
    expect(Object.keys(m.templates).sort()).toEqual(["13", "15", "18", "21", "24", "27", "29"]);
    expect(m.templates["29"]).toMatchObject({
      title: "Header",
      doc_type: "header",
      location: "header",
      conditions: [{ type: "include", name: "general" }],
    });
    expect(m.templates["18"]!.conditions).toEqual([]);
    expect(m.content.post).toEqual({});
    expect(m.content.page!["31"]).toMatchObject({ title: "Home", doc_type: "wp-page", show_on_front: true, terms: [] });
    expect(Object.keys(m["wp-content"].nav_menu_item!)).toEqual(["53", "54", "55"]);
    expect(m.taxonomies.post).toEqual([{ name: "category", label: "Categories" }]);
    expect(kit.wxr.filter((i) => i.postType === "post").map((i) => i.id)).toEqual(["1", "49", "51"]);
    expect(kit.terms).toEqual({ category: 1, nav_menu: expect.any(Number) });
  });

  it("reviews it by section, template groups ticked by the manifest's doc types", () => {
    const review = kitReview(kit);
    expect(review.map((s) => [s.key, s.count, s.enabled])).toEqual([
      ["settings", 9, true],
      ["templates", 7, true],
      ["content", 5, true],
      ["menus-terms", expect.any(Number), true],
      ["plugins", 2, false],
    ]);
    const templates = Object.fromEntries(review[1]!.children.map((c) => [c.key, [c.count, c.enabled]]));
    expect(templates).toEqual({
      "headers-footers": [2, true],
      single: [2, true],
      archive: [0, false],
      popups: [1, true],
      "loop-items": [2, true],
      sections: [0, false],
    });
    expect(review[2]!.children.find((c) => c.key === "page")).toMatchObject({ count: 1, items: [{ id: "31", title: "Home" }] });
    expect(review[4]!.children.every((p) => p.missing === false)).toBe(true);
    expect(missingPlugins(kit)).toEqual([]);
  });
});

describe("the older manifest forms", () => {
  it("reads 1.0/2.0's site-settings list as flags, and taxonomies by bare name", () => {
    const m = kitManifest.parse({
      name: "old",
      version: "1.0",
      "site-settings": ["globalColors", "globalFonts"],
      templates: [],
      content: [],
      "wp-content": [],
      taxonomies: { post: ["category"] },
      plugins: [{ name: "Some Forms", plugin: "some-forms/some-forms" }],
    });
    expect(m["site-settings"]).toMatchObject({ globalColors: true, globalFonts: true, theme: false });
    expect(m.templates).toEqual({});
    expect(m.taxonomies.post).toEqual([{ name: "category" }]);
  });
});

describe("refusing what is not a kit", () => {
  it("refuses a zip without a manifest, a manifest that is not JSON, or not the format", () => {
    expect(refused(new Map()).message).toMatch(/no manifest\.json/);
    expect(refused(new Map([["manifest.json", "{"]])).message).toMatch(/not valid JSON/);
    expect(refused(new Map([["manifest.json", JSON.stringify({ name: "x", templates: { 1: { title: "T" } } })]])).message).toMatch(
      /templates\.1\.doc_type/,
    );
  });

  it("refuses XML with a DOCTYPE or entities (XXE), internal or external", () => {
    const manifest = JSON.stringify({ name: "x" });
    const xxe = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><item><title>&xxe;</title></item></channel></rss>`;
    const err = refused(
      new Map([
        ["manifest.json", manifest],
        ["wp-content/page/page.xml", xxe],
      ]),
    );
    expect(err.code).toBe("kit_unsafe_xml");
    expect(err.message).toMatch(/wp-content\/page\/page\.xml/);
    const lol = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><lolz>&lol2;</lolz>`;
    expect(
      refused(
        new Map([
          ["manifest.json", manifest],
          ["x.xml", lol],
        ]),
      ).code,
    ).toBe("kit_unsafe_xml");
  });
});
