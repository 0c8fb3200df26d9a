import type { NavNodeInput } from "../menus/navigation";
import { wxrFile, type WxrItem, type WxrTerm } from "./wxr-writer";

/**
 * The WordPress side of a kit export (docs/kits.md): the site's menus as `nav_menu` terms and
 * `nav_menu_item` posts (`wp-content/nav_menu_item/nav_menu_item.xml`, `taxonomies/nav_menu.json`),
 * its categories (`taxonomies/category.json`) and its published articles as WordPress posts
 * (`wp-content/post/post.xml`), with the manifest's `wp-content` and `taxonomies` as Elementor writes
 * them. Menu entries that link an exported page or article link it by its id in the kit.
 */

export interface ExportMenu {
  /** The menu's id: its `nav_menu` term id in the kit (menu widgets may name it). */
  id: number;
  slug: string;
  title: string;
  tree: readonly NavNodeInput[];
}

export interface ExportCategory {
  id: number;
  slug: string;
  name: string;
  parentId: number | null;
}

export interface ExportArticle {
  id: number;
  slug: string;
  title: string;
  /** Sanitized HTML. */
  body: string;
  excerpt: string;
  /** ISO 8601. */
  publishedAt: string;
  /** Slugs of its categories. */
  categories: readonly string[];
}

export interface WpExportInput {
  site: string;
  siteName: string;
  author: string;
  /** Whether menus and terms, and articles, are exported. */
  menusTerms: boolean;
  posts: boolean;
  menus: readonly ExportMenu[];
  categories: readonly ExportCategory[];
  articles: readonly ExportArticle[];
  /** Exported pages by their address (`/about`), to their id in the kit. */
  pageIds: ReadonlyMap<string, number>;
  /** Where the kit's own ids for WordPress posts start: past every document id the kit holds. */
  firstId: number;
  /** Articles' addresses (`/articles/<slug>`) by slug, so menu entries linking them link the kit's post. */
  articleUrl: (slug: string) => string;
}

export interface WpExport {
  files: Map<string, string>;
  wpContent: Record<string, Record<string, { id: number; title: string }>>;
  taxonomies: Record<string, { name: string; label: string }[]>;
}

const CATEGORY = { name: "category", label: "Categories" };
const NAV_MENU = { name: "nav_menu", label: "Navigation Menus" };

/** An address on the site as WordPress keeps a custom link: absolute at the kit's site. */
function absolute(url: string, site: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? `${site.replace(/\/+$/, "")}${url}` : url;
}

export function wpExportFiles(input: WpExportInput): WpExport {
  const files = new Map<string, string>();
  const wpContent: WpExport["wpContent"] = {};
  const taxonomies: WpExport["taxonomies"] = {};
  const channel = { title: input.siteName, site: input.site, author: input.author };
  let next = input.firstId;
  const categoryName = new Map(input.categories.map((c) => [c.slug, c.name]));

  const linked = new Map<string, { id: number; object: string }>();
  for (const [url, id] of input.pageIds) linked.set(url, { id, object: "page" });

  if (input.posts && input.articles.length) {
    const items: WxrItem[] = input.articles.map((a) => {
      const id = next++;
      linked.set(input.articleUrl(a.slug), { id, object: "post" });
      return {
        id,
        title: a.title,
        content: a.body,
        excerpt: a.excerpt,
        date: a.publishedAt,
        name: a.slug,
        status: "publish",
        type: "post",
        menuOrder: 0,
        terms: a.categories.map((slug) => ({ domain: "category", slug, name: categoryName.get(slug) ?? slug })),
        meta: [],
      };
    });
    files.set("wp-content/post/post.xml", wxrFile(channel, [], items));
    wpContent.post = Object.fromEntries(items.map((i) => [String(i.id), { id: i.id, title: i.title }]));
    taxonomies.post = [CATEGORY];
  }

  if (input.menusTerms && input.categories.length) {
    const known = new Set(input.categories.map((c) => c.id));
    files.set(
      "taxonomies/category.json",
      JSON.stringify(
        input.categories.map((c) => ({
          term_id: c.id,
          name: c.name,
          slug: c.slug,
          taxonomy: "category",
          description: "",
          parent: c.parentId && known.has(c.parentId) ? c.parentId : 0,
        })),
      ),
    );
    taxonomies.post = [CATEGORY];
  }

  if (input.menusTerms && input.menus.length) {
    const terms: WxrTerm[] = input.menus.map((m) => ({ id: m.id, taxonomy: "nav_menu", slug: m.slug, name: m.title }));
    const items: WxrItem[] = [];
    for (const menu of input.menus) {
      let order = 1;
      const walk = (nodes: readonly NavNodeInput[], parent: number) => {
        for (const node of nodes) {
          const id = next++;
          const target = linked.get(node.url);
          const meta: [string, string][] = [
            ["_menu_item_type", target ? "post_type" : "custom"],
            ["_menu_item_menu_item_parent", String(parent)],
            ["_menu_item_object_id", String(target ? target.id : id)],
            ["_menu_item_object", target ? target.object : "custom"],
            ["_menu_item_target", ""],
            ["_menu_item_classes", 'a:1:{i:0;s:0:"";}'],
            ["_menu_item_xfn", ""],
            ["_menu_item_url", target ? "" : absolute(node.url, input.site)],
          ];
          items.push({
            id,
            title: node.title,
            content: "",
            excerpt: "",
            date: null,
            name: String(id),
            status: "publish",
            type: "nav_menu_item",
            menuOrder: order++,
            terms: [{ domain: "nav_menu", slug: menu.slug, name: menu.title }],
            meta,
          });
          walk(node.children, id);
        }
      };
      walk(menu.tree, 0);
    }
    files.set("wp-content/nav_menu_item/nav_menu_item.xml", wxrFile(channel, terms, items));
    files.set(
      "taxonomies/nav_menu.json",
      JSON.stringify(
        input.menus.map((m) => ({ term_id: m.id, name: m.title, slug: m.slug, taxonomy: "nav_menu", description: "", parent: 0 })),
      ),
    );
    wpContent.nav_menu_item = Object.fromEntries(items.map((i) => [String(i.id), { id: i.id, title: i.title }]));
    taxonomies.nav_menu_item = [NAV_MENU];
  }
  return { files, wpContent, taxonomies };
}
