import { describe, expect, it } from "vitest";
import { encodeBase64Json, decodeBase64Json } from "../text/base64-json";
import { remapConditions, remapKitReferences, remapPopupLinks } from "./kit-references";

const ids = new Map([
  ["24", 901],
  ["21", 902],
  ["31", 903],
]);
const link = (settings: object) => `#elementor-action:action=popup:open&settings=${encodeBase64Json(settings)}`;
const settingsOf = (url: string) => decodeBase64Json(decodeURIComponent(url.split("settings=")[1]!))!.value;

describe("a kit's references to its own documents", () => {
  it("points popup action links at the new popup, plain, URL-encoded and HTML-escaped", () => {
    expect(settingsOf(remapPopupLinks(link({ id: "24", toggle: false }), ids))).toEqual({ id: "901", toggle: false });
    const encoded = `#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D${encodeURIComponent(encodeBase64Json({ id: 24 }))}`;
    expect(settingsOf(decodeURIComponent(remapPopupLinks(encoded, ids)))).toEqual({ id: "901" });
    const escaped = link({ id: "24" }).replace("&", "&amp;");
    expect(remapPopupLinks(`<a href="${escaped}">Menu</a>`, ids)).toContain("&amp;settings=");
    expect(remapPopupLinks(link({ id: "99" }), ids)).toBe(link({ id: "99" }));
  });

  it("points loop grids at the new loop item and leaves other numbers alone", () => {
    const elements = [
      { id: "a", elType: "widget", widgetType: "loop-grid", settings: { template_id: "21", posts_per_page: 21 } },
      { id: "b", elType: "widget", widgetType: "button", settings: { link: { url: link({ id: "24" }) } } },
    ];
    const out = remapKitReferences(elements, ids);
    expect(out.count).toBe(2);
    expect(out.value[0]!.settings).toEqual({ template_id: "902", posts_per_page: 21 });
    expect(settingsOf((out.value[1]!.settings as { link: { url: string } }).link.url)).toEqual({ id: "901" });
    expect(elements[0]!.settings.template_id).toBe("21");
  });

  it("points conditions naming a kit page at the new document", () => {
    expect(
      remapConditions(
        ["include/singular/page/31", "include/general", { type: "exclude", name: "singular", sub_name: "page", sub_id: 7 }],
        ids,
      ),
    ).toEqual(["include/singular/page/903", "include/general", "exclude/singular/page/7"]);
  });
});

describe("a kit's references to its menus", () => {
  it("points a nav menu's or mega menu's menu named by the old term id at the new menu, never at a document of the same id", () => {
    const elements = [
      { widgetType: "nav-menu", settings: { menu: "8" } },
      { widgetType: "mega-menu", settings: { menu: 8 } },
      { widgetType: "nav-menu", settings: { menu: "main-menu" } },
      { widgetType: "loop-grid", settings: { template_id: "8" } },
    ];
    const out = remapKitReferences(elements, new Map([["8", 40]]), new Map([["8", 3]]));
    expect(out.value.map((e) => e.settings)).toEqual([{ menu: "3" }, { menu: "3" }, { menu: "main-menu" }, { template_id: "40" }]);
    expect(out.count).toBe(3);
    expect(remapKitReferences(elements, new Map([["8", 40]])).value[0]!.settings).toEqual({ menu: "8" });
  });
});
