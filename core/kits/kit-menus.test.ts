import { describe, expect, it } from "vitest";
import { menusFromKit, type KitMenuItem } from "./kit-menus";
import { KitError } from "./kit-error";
import { MENU_LIMITS } from "#core/limits/limits";
import { crumbellaFiles } from "../../server/test/zip-writer";

const meta = (key: string, value: string) =>
  `<wp:postmeta><wp:meta_key><![CDATA[${key}]]></wp:meta_key><wp:meta_value><![CDATA[${value}]]></wp:meta_value></wp:postmeta>`;

function wxrItem(id: number, title: string, parent: number, order: number, url: string, menu = "footer", type = "custom"): string {
  return `<item><title>${title}</title><wp:post_id>${id}</wp:post_id><wp:menu_order>${order}</wp:menu_order>
<wp:post_type><![CDATA[nav_menu_item]]></wp:post_type><category domain="nav_menu" nicename="${menu}"><![CDATA[Footer Links]]></category>
${meta("_menu_item_type", type)}${meta("_menu_item_menu_item_parent", String(parent))}${meta("_menu_item_object_id", String(id))}${meta("_menu_item_url", url)}</item>`;
}

const wxr = (...items: string[]) => `<?xml version="1.0"?><rss><channel>${items.join("\n")}</channel></rss>`;

describe("menusFromKit", () => {
  it("turns the Crumbella kit's main menu into a menu of its three entries, in their order, linking the home page's sections", () => {
    const { menus, warnings } = menusFromKit(crumbellaFiles());
    expect(menus).toEqual([
      {
        oldId: "8",
        slug: "main-menu",
        title: "Main Menu",
        items: [
          { title: "Introduction", url: "/#introduction", children: [] },
          { title: "About Us", url: "/#about", children: [] },
          { title: "Why Choose Us", url: "/#chooseus", children: [] },
        ],
      },
    ]);
    // The kit's links name page 8, which it does not bring: each entry says so.
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain('"Introduction" links the WordPress page 8');
  });

  it("links an imported page by its new address when the import gives it", () => {
    const { menus, warnings } = menusFromKit(crumbellaFiles(), { pages: new Map([["8", "/p/home"]]) });
    expect(menus[0]!.items.map((i) => i.url)).toEqual(["/p/home#introduction", "/p/home#about", "/p/home#chooseus"]);
    expect(warnings).toEqual([]);
  });

  it("reads a menu named only in taxonomies/nav_menu.json, with no entries", () => {
    const { menus } = menusFromKit(
      new Map([["taxonomies/nav_menu.json", JSON.stringify([{ term_id: 4, name: "Footer Links", slug: "footer" }])]]),
    );
    expect(menus).toEqual([{ oldId: "4", slug: "footer", title: "Footer Links", items: [] }]);
  });

  it("nests entries by their parent, keeps three levels, and makes script and other-site addresses safe", () => {
    const xml = wxr(
      wxrItem(1, "Shop", 0, 2, "https://old.example/shop/"),
      wxrItem(2, "Cakes", 1, 1, "javascript:alert(1)"),
      wxrItem(3, "Birthday", 2, 1, "/cakes/birthday"),
      wxrItem(4, "Tiny", 3, 1, "/cakes/tiny"),
      wxrItem(5, "Home &amp; more", 0, 1, "/"),
    );
    const files = new Map([
      ["manifest.json", JSON.stringify({ site: "https://old.example" })],
      ["wp-content/nav_menu_item/nav_menu_item.xml", xml],
    ]);
    const { menus, warnings } = menusFromKit(files);
    const shape = (items: KitMenuItem[]): unknown => items.map((i) => [i.title, i.url, shape(i.children)]);
    expect(menus).toHaveLength(1);
    expect(menus[0]!.slug).toBe("footer");
    expect(shape(menus[0]!.items)).toEqual([
      ["Home & more", "/", []],
      [
        "Shop",
        "/shop/",
        [
          [
            "Cakes",
            "#",
            [
              ["Birthday", "/cakes/birthday", []],
              ["Tiny", "/cakes/tiny", []],
            ],
          ],
        ],
      ],
    ]);
    expect(warnings.join("\n")).toMatch(/"Cakes" had an address a menu cannot link/);
    expect(warnings.join("\n")).toMatch(/deeper than 3 levels/);
  });

  it("keeps at most the menus' number of entries", () => {
    const many = Array.from({ length: MENU_LIMITS.maxItems + 5 }, (_, i) => wxrItem(i + 1, `Entry ${i}`, 0, i, `/e/${i}`));
    const { menus, warnings } = menusFromKit(new Map([["wp-content/nav_menu_item/a.xml", wxr(...many)]]));
    expect(menus[0]!.items).toHaveLength(MENU_LIMITS.maxItems);
    expect(warnings.join("\n")).toMatch(/more than 300 entries/);
  });

  it("refuses a WXR file that declares entities", () => {
    const files = new Map([["wp-content/nav_menu_item/a.xml", `<!DOCTYPE x [<!ENTITY e "x">]>${wxr()}`]]);
    expect(() => menusFromKit(files)).toThrow(KitError);
  });
});
