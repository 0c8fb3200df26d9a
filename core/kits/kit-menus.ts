import { MENU_LIMITS } from "#core/limits/limits";
import { decodeReferences, htmlToText } from "#core/text/html-text";
import { safeUrl } from "#core/text/safe-url";
import { menuSlug } from "#core/menus/menu-binding";
import { assertSafeXml } from "./xml-safety";

/** One entry of a kit's menu, as the menus keep it (ids are given when it is stored). */
export interface KitMenuItem {
  title: string;
  url: string;
  children: KitMenuItem[];
}

/** A WordPress menu of a kit: its term (old id and slug), title and tree. */
export interface KitMenu {
  /** The WordPress term id, when the kit names it; the import's id map is keyed by it and by the slug. */
  oldId: string | null;
  slug: string;
  title: string;
  items: KitMenuItem[];
}

export interface KitMenusOptions {
  /** Addresses of the kit's pages and posts once imported, by their old id (`/?page_id=8` becomes the page's address). */
  pages?: ReadonlyMap<string, string>;
}

interface Term {
  id: string | null;
  slug: string;
  title: string;
}

interface WxrMenuItem {
  id: string;
  title: string;
  order: number;
  menuSlug: string;
  menuTitle: string;
  meta: Record<string, string>;
}

const cdata = (s: string) => s.replace(/^<!\[CDATA\[([\s\S]*?)\]\]>$/, "$1").trim();
const tagText = (xml: string, name: string) => {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return m ? decodeReferences(cdata(m[1]!.trim())) : "";
};

function wxrTerms(xml: string): Term[] {
  const terms: Term[] = [];
  for (const m of xml.matchAll(/<wp:term>([\s\S]*?)<\/wp:term>/g)) {
    if (tagText(m[1]!, "wp:term_taxonomy") !== "nav_menu") continue;
    terms.push({ id: tagText(m[1]!, "wp:term_id") || null, slug: tagText(m[1]!, "wp:term_slug"), title: tagText(m[1]!, "wp:term_name") });
  }
  return terms;
}

function wxrMenuItems(xml: string): WxrMenuItem[] {
  const items: WxrMenuItem[] = [];
  for (const m of xml.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
    const body = m[1]!;
    if (tagText(body, "wp:post_type") !== "nav_menu_item") continue;
    const meta: Record<string, string> = {};
    for (const pm of body.matchAll(/<wp:postmeta>([\s\S]*?)<\/wp:postmeta>/g))
      meta[tagText(pm[1]!, "wp:meta_key")] = tagText(pm[1]!, "wp:meta_value");
    const category = /<category domain="nav_menu" nicename="([^"]*)">([\s\S]*?)<\/category>/.exec(body);
    items.push({
      id: tagText(body, "wp:post_id"),
      title: htmlToText(tagText(body, "title")),
      order: Number(tagText(body, "wp:menu_order")) || 0,
      menuSlug: category ? decodeReferences(category[1]!) : "",
      menuTitle: category ? decodeReferences(cdata(category[2]!.trim())) : "",
      meta,
    });
  }
  return items;
}

function jsonTerms(text: string): Term[] {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((t: unknown) => {
    if (!t || typeof t !== "object") return [];
    const r = t as Record<string, unknown>;
    if (r.taxonomy !== undefined && r.taxonomy !== "nav_menu") return [];
    const slug = typeof r.slug === "string" ? r.slug : typeof r.name === "string" ? menuSlug(r.name) : "";
    if (!slug) return [];
    const id = typeof r.term_id === "number" || typeof r.term_id === "string" ? String(r.term_id) : null;
    return [{ id, slug, title: typeof r.name === "string" ? r.name : slug }];
  });
}

/** The kit's own titles of its WordPress pages and posts (manifest `wp-content`), for entries that link one without a title. */
function manifestTitles(files: ReadonlyMap<string, string>): { titles: Map<string, string>; site: string | null; front: string | null } {
  const titles = new Map<string, string>();
  let site: string | null = null;
  let front: string | null = null;
  try {
    const manifest = JSON.parse(files.get("manifest.json") ?? "{}") as Record<string, unknown>;
    if (typeof manifest.site === "string") site = manifest.site;
    for (const group of [manifest["wp-content"], manifest.content] as unknown[]) {
      if (!group || typeof group !== "object") continue;
      for (const byId of Object.values(group as Record<string, unknown>)) {
        if (!byId || typeof byId !== "object" || Array.isArray(byId)) continue;
        for (const [id, entry] of Object.entries(byId as Record<string, unknown>)) {
          const e = (entry ?? {}) as Record<string, unknown>;
          if (typeof e.title === "string") titles.set(id, e.title);
          if (e.show_on_front === true) front = id;
        }
      }
    }
  } catch {
    // A manifest that does not parse is the kit reader's error; here it only means no titles.
  }
  return { titles, site, front };
}

const PAGE_REF = /^(?:https?:\/\/[^/?#]*)?\/?(?:index\.php)?\?(?:page_id|p)=(\d+)(#.*)?$/;

/**
 * Turns a kit's WordPress menus into menus the site keeps (decision 0086): the `nav_menu` terms of
 * the WXR files and `taxonomies/nav_menu.json`, each with its `nav_menu_item` entries ordered by
 * `menu_order` and nested by `_menu_item_menu_item_parent`. Links to the old site become paths; a
 * link to a WordPress page the kit does not bring becomes the home page (keeping its fragment), named
 * in the warnings; anything that could run script becomes "#". The menus' limits hold (three levels,
 * 300 entries, titles of 80 and addresses of 500 characters): what goes deeper joins the third level.
 */
export function menusFromKit(files: ReadonlyMap<string, string>, options: KitMenusOptions = {}): { menus: KitMenu[]; warnings: string[] } {
  const warnings: string[] = [];
  const terms: Term[] = [];
  const items: WxrMenuItem[] = [];
  for (const [path, text] of files) {
    if (/^wp-content\/.*\.xml$/i.test(path)) {
      assertSafeXml(path, text);
      terms.push(...wxrTerms(text));
      items.push(...wxrMenuItems(text));
    } else if (/^taxonomies\/nav_menu\.json$/i.test(path)) terms.push(...jsonTerms(text));
  }
  const { titles, site, front } = manifestTitles(files);
  const siteOrigin = site ? safeOrigin(site) : null;

  const menus = new Map<string, KitMenu>();
  const menuFor = (slug: string, title: string, id: string | null) => {
    const key = menuSlug(slug || title);
    if (!key) return null;
    let menu = menus.get(key);
    if (!menu) menus.set(key, (menu = { oldId: id, slug: key, title: (title || key).slice(0, 200), items: [] }));
    if (!menu.oldId && id) menu.oldId = id;
    return menu;
  };
  for (const t of terms) menuFor(t.slug, t.title, t.id);

  const addressOf = (item: WxrMenuItem): string => {
    const type = item.meta._menu_item_type;
    const objectId = item.meta._menu_item_object_id ?? "";
    let url = type === "custom" || !type ? (item.meta._menu_item_url ?? "") : "";
    if (type === "post_type") url = options.pages?.get(objectId) ?? `/?page_id=${objectId}`;
    if (type === "taxonomy") {
      warnings.push(
        `The menu entry "${item.title || item.id}" links a WordPress ${item.meta._menu_item_object ?? "term"}; it links the home page.`,
      );
      return "/";
    }
    if (siteOrigin && url.startsWith(siteOrigin)) url = url.slice(siteOrigin.length) || "/";
    const ref = PAGE_REF.exec(url);
    if (ref) {
      const known = options.pages?.get(ref[1]!) ?? (ref[1] === front ? "/" : undefined);
      if (known === undefined)
        warnings.push(
          `The menu entry "${item.title || item.id}" links the WordPress page ${ref[1]}, which the kit does not bring; it links the home page.`,
        );
      url = (known ?? "/") + (ref[2] ?? "");
    }
    const safe = safeUrl(url.trim() || "#");
    if (safe !== url.trim() && url.trim())
      warnings.push(`The menu entry "${item.title || item.id}" had an address a menu cannot link; it links nothing.`);
    return safe.slice(0, MENU_LIMITS.urlMaxLength);
  };

  const byParent = new Map<string, WxrMenuItem[]>();
  const known = new Set(items.map((i) => i.id));
  for (const item of items) {
    const parent = known.has(item.meta._menu_item_menu_item_parent ?? "0") ? item.meta._menu_item_menu_item_parent! : "0";
    byParent.set(parent, [...(byParent.get(parent) ?? []), item]);
  }
  const seen = new Set<string>();
  const tree = (parentId: string): Array<{ item: WxrMenuItem; entry: KitMenuItem }> =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.order - b.order)
      .filter((item) => !seen.has(item.id) && seen.add(item.id))
      .map((item) => {
        const title = (item.title || titles.get(item.meta._menu_item_object_id ?? "") || "Untitled").slice(0, MENU_LIMITS.titleMaxLength);
        return { item, entry: { title, url: addressOf(item), children: tree(item.id).map((c) => c.entry) } };
      });
  let deep = false;
  let count = 0;
  /** The menus' limits: entries below the last level join it after their ancestor; past the count, none. */
  const clamp = (nodes: KitMenuItem[], depth: number): KitMenuItem[] =>
    nodes.flatMap((node) => {
      if (++count > MENU_LIMITS.maxItems) return [];
      if (depth < MENU_LIMITS.maxDepth) return [{ ...node, children: clamp(node.children, depth + 1) }];
      if (node.children.length) deep = true;
      return [{ ...node, children: [] }, ...clamp(node.children, depth)];
    });
  for (const { item, entry } of tree("0")) {
    const menu = menuFor(item.menuSlug, item.menuTitle, null);
    if (menu) menu.items.push(entry);
    else warnings.push(`The menu entry "${entry.title}" names no menu; it was left out.`);
  }
  for (const menu of menus.values()) {
    count = 0;
    menu.items = clamp(menu.items, 1);
    if (count > MENU_LIMITS.maxItems)
      warnings.push(`The menu "${menu.title}" holds more than ${MENU_LIMITS.maxItems} entries; the rest were left out.`);
  }
  if (deep) warnings.push(`A kit menu goes deeper than ${MENU_LIMITS.maxDepth} levels; deeper entries join the last level.`);
  return { menus: [...menus.values()], warnings };
}

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
