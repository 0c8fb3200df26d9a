import type { KitContents } from "./kit-contents";
import { SITE_SETTINGS_FLAGS } from "./manifest";
import { KIT_SECTIONS, sectionEnabled, type KitSection } from "./sections";

/** One line of the import review: a section or a part of one, what the kit holds of it, and whether it is ticked. */
export interface ReviewItem {
  key: string;
  title: string;
  count: number;
  enabled: boolean;
  items?: { id: string; title: string }[];
  /** Plugins only: Aisle does without this plugin, so its widgets are not rendered. */
  missing?: boolean;
}

export interface ReviewSection extends ReviewItem {
  description: string;
  children: ReviewItem[];
}

/** The plugins Aisle reads a kit's content from (their widgets render here); any other the review names as missing. */
export const AISLE_PLUGINS: ReadonlySet<string> = new Set([
  "elementor/elementor",
  "elementor-pro/elementor-pro",
  "pro-elements/pro-elements",
]);

const section = (key: string) => KIT_SECTIONS.find((s) => s.key === key)!;

function reviewSection(s: KitSection, children: ReviewItem[], count = children.reduce((n, c) => n + c.count, 0)): ReviewSection {
  return {
    key: s.key,
    title: s.title,
    description: s.description,
    count,
    enabled: count > 0 && (s.initialState.enabled || children.some((c) => c.enabled)),
    children,
  };
}

/**
 * What an uploaded kit holds, section by section, each ticked or not by the review rule
 * (core/kits/sections.ts). A part the kit does not hold is listed with a count of 0 and not ticked.
 */
export function kitReview(kit: KitContents): ReviewSection[] {
  const m = kit.manifest;
  const templates = Object.entries(m.templates);
  const docTypes = new Set(templates.map(([, t]) => t.doc_type));

  const settings = section("settings");
  const settingsItems = SITE_SETTINGS_FLAGS.map((flag) => {
    const s = settings.children!.find((c) => c.key === flag)!;
    const held = m["site-settings"][flag] && kit.files.has("site-settings.json");
    return { key: flag, title: s.title, count: held ? 1 : 0, enabled: held };
  });

  const tpl = section("templates");
  const templateItems = tpl.children!.map((s) => {
    const mine = templates.filter(([, t]) => s.docTypes?.includes(t.doc_type));
    return {
      key: s.key,
      title: s.title,
      count: mine.length,
      enabled: mine.length > 0 && sectionEnabled(tpl, s, docTypes),
      items: mine.map(([id, t]) => ({ id, title: t.title })),
    };
  });

  const content = section("content");
  const contentItems: ReviewItem[] = Object.entries(m.content).map(([postType, byId]) => {
    const items = Object.entries(byId).map(([id, c]) => ({ id, title: c.title }));
    return { key: postType, title: postType, count: items.length, enabled: items.length > 0, items };
  });
  for (const [postType, byId] of Object.entries(m["wp-content"])) {
    if (postType === "nav_menu_item") continue;
    const items = Object.entries(byId).map(([id, c]) => ({ id, title: c.title }));
    contentItems.push({
      key: `wp-${postType}`,
      title: `${postType} (WordPress content)`,
      count: items.length,
      enabled: items.length > 0,
      items,
    });
  }

  const menus = section("menus-terms");
  const menuEntries = Object.entries(m["wp-content"].nav_menu_item ?? {});
  const menuItems: ReviewItem[] = [
    { key: "nav_menu_item", title: "Menu entries", count: menuEntries.length, enabled: menuEntries.length > 0 },
    ...Object.entries(kit.terms)
      .filter(([taxonomy]) => taxonomy !== "nav_menu" || menuEntries.length > 0)
      .map(([taxonomy, n]) => ({ key: taxonomy, title: taxonomy, count: n, enabled: n > 0 })),
  ];

  const plugins = section("plugins");
  const pluginItems = m.plugins.map((p) => ({
    key: p.plugin,
    title: p.name,
    count: 1,
    enabled: false,
    missing: !AISLE_PLUGINS.has(p.plugin),
  }));

  return [
    reviewSection(settings, settingsItems),
    reviewSection(tpl, templateItems),
    reviewSection(content, contentItems),
    reviewSection(menus, menuItems),
    reviewSection(plugins, pluginItems),
  ];
}

/** The plugins the kit was made with that Aisle does without (their widgets are not rendered here). */
export const missingPlugins = (kit: KitContents) => kit.manifest.plugins.filter((p) => !AISLE_PLUGINS.has(p.plugin)).map((p) => p.name);
