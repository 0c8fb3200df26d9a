import { describe, expect, it } from "vitest";
import { themeStyleFromKit } from "../builder/theme-style";
import { DEFAULT_GLOBALS, globalsFromKit } from "../builder/global-variables";
import type { ElementNode } from "../documents/document-types";
import { readKitContents } from "./kit-contents";
import { kitExportFiles, kitFileName, manifestConditions, type KitExportInput } from "./kit-export";
import { kitReview } from "./review";

const heading: ElementNode = { id: "h1", elType: "widget", widgetType: "heading", settings: { title: "Fresh today" }, elements: [] };
const box: ElementNode = { id: "c1", elType: "container", settings: {}, elements: [heading] };

const input = (over: Partial<KitExportInput> = {}): KitExportInput => ({
  name: "harvest-lane",
  title: "Harvest Lane",
  description: "The chain's pages.",
  author: "admin@aisle.test",
  site: "https://shop.example",
  created: "2026-11-29 16:00:00",
  sections: ["settings", "templates", "content", "plugins"],
  siteName: "Harvest Lane Market",
  globals: { colors: [...DEFAULT_GLOBALS.colors, { id: "4f1a2b3", title: "Leaf", color: "#1f6f43" }], fonts: DEFAULT_GLOBALS.fonts },
  pages: [{ id: 7, type: "page", title: "Home", settings: {}, elements: [box] }],
  templates: [
    { id: 9, type: "header", title: "Header", settings: { conditions: ["include/general"], __globals__: {} }, elements: [box] },
    { id: 12, type: "loop-item", title: "Recipe card", settings: {}, elements: [] },
  ],
  ...over,
});

describe("kit export", () => {
  it("writes a manifest 3.0 the kit reader accepts, with every file the manifest names", () => {
    const files = kitExportFiles(input());
    expect([...files.keys()]).toEqual([
      "manifest.json",
      "site-settings.json",
      "templates/9.json",
      "templates/12.json",
      "content/page/7.json",
    ]);
    const kit = readKitContents(files);
    expect(kit.manifest).toMatchObject({
      name: "harvest-lane",
      title: "Harvest Lane",
      version: "3.0",
      created: "2026-11-29 16:00:00",
      templates: {
        "9": {
          title: "Header",
          doc_type: "header",
          location: "header",
          conditions: [{ type: "include", name: "general", sub_name: "", sub_id: "" }],
        },
        "12": { title: "Recipe card", doc_type: "loop-item", location: "" },
      },
      content: { page: { "7": { title: "Home", doc_type: "wp-page" } } },
      plugins: [{ plugin: "elementor/elementor" }, { plugin: "elementor-pro/elementor-pro" }],
    });
    expect(kit.manifest["site-settings"]).toMatchObject({
      globalColors: true,
      globalFonts: true,
      generalSettings: true,
      customCode: false,
    });
    const byKey = Object.fromEntries(kitReview(kit).map((s) => [s.key, s]));
    expect(byKey.templates!.count).toBe(2);
    expect(byKey.content!.count).toBe(1);
  });

  it("writes documents as { content, settings, metadata } with PHP's [] for empty maps, conditions only in the manifest", () => {
    const files = kitExportFiles(input());
    const page = JSON.parse(files.get("content/page/7.json")!);
    expect(page).toEqual({
      content: [
        {
          id: "c1",
          elType: "container",
          settings: [],
          isInner: false,
          elements: [
            { id: "h1", elType: "widget", widgetType: "heading", settings: { title: "Fresh today" }, elements: [], isInner: false },
          ],
        },
      ],
      settings: [],
      metadata: [],
    });
    const header = JSON.parse(files.get("templates/9.json")!);
    expect(header.settings).toEqual({ __globals__: [] });
    const manifest = JSON.parse(files.get("manifest.json")!);
    expect(manifest.taxonomies).toEqual([]);
    expect(manifest["wp-content"]).toEqual([]);
  });

  it("writes the global colours and fonts as Elementor's system and custom lists, read back as the same variables", () => {
    const files = kitExportFiles(input());
    const settings = JSON.parse(files.get("site-settings.json")!).settings;
    expect(settings.system_colors).toHaveLength(4);
    expect(settings.custom_colors).toEqual([{ _id: "4f1a2b3", title: "Leaf", color: "#1f6f43" }]);
    expect(settings.site_name).toBe("Harvest Lane Market");
    expect(globalsFromKit(settings)).toEqual(input().globals);
  });

  it("writes the theme style with its flag, read back as the same theme style", () => {
    const themeStyle = { body: { family: "Paprika", size: "14px" }, h1: { weight: "800", color: "#000000" } };
    const files = kitExportFiles({ ...input(), themeStyle });
    expect(JSON.parse(files.get("manifest.json")!)["site-settings"].themeStyleSettings).toBe(true);
    expect(themeStyleFromKit(JSON.parse(files.get("site-settings.json")!).settings)).toEqual(themeStyle);
    expect(JSON.parse(kitExportFiles(input()).get("manifest.json")!)["site-settings"].themeStyleSettings).toBe(false);
  });

  it("holds only the sections asked for: empty maps as []", () => {
    const files = kitExportFiles(input({ sections: ["content"] }));
    expect([...files.keys()]).toEqual(["manifest.json", "content/page/7.json"]);
    const manifest = JSON.parse(files.get("manifest.json")!);
    expect(manifest.templates).toEqual([]);
    expect(manifest.plugins).toEqual([]);
    expect(Object.values(manifest["site-settings"]).every((v) => v === false)).toBe(true);
    expect(readKitContents(files).manifest.content.page).toBeDefined();
    const none = kitExportFiles(input({ sections: ["templates"], templates: [] }));
    expect(JSON.parse(none.get("manifest.json")!).content).toEqual([]);
  });

  it("writes display conditions as the manifest's objects and file names Elementor accepts", () => {
    expect(manifestConditions(["include/singular/page/12", "exclude/archive"])).toEqual([
      { type: "include", name: "singular", sub_name: "page", sub_id: "12" },
      { type: "exclude", name: "archive", sub_name: "", sub_id: "" },
    ]);
    expect(kitFileName("Harvest Lane — Spring!")).toBe("harvest-lane-spring");
    expect(kitFileName("***")).toBe("aisle-kit");
  });
});
