import type { ElementNode, Settings } from "../documents/document-types";
import type { GlobalVariables } from "../builder/global-variables";
import { themeStyleToKit, type ThemeStyle } from "../builder/theme-style";
import { readConditions } from "../builder/popup/popup-conditions";
import { ELEMENTOR_DATA_KEY } from "../elementor-import/elements";
import { OBJECT_SETTING_KEYS } from "../elementor-import/php-arrays";
import { postUrl } from "../posts/taxonomies";
import { LOCATION_OF, isThemeTemplateType } from "../templates/theme-template-types";
import { SITE_SETTINGS_FLAGS, type SiteSettingsFlag } from "./manifest";
import { wpExportFiles, type ExportArticle, type ExportCategory, type ExportMenu } from "./kit-export-wp";

/**
 * A kit as Elementor's export writes it (manifest 3.0, docs/kits.md): `manifest.json`,
 * `site-settings.json`, `templates/<id>.json` and `content/page/<id>.json`, each document file
 * `{ content, settings, metadata }` with PHP's `[]` where Elementor writes an empty map, and the
 * WordPress menus, categories and posts (core/kits/kit-export-wp.ts). Pure: the service reads the site
 * and zips what this returns.
 */

/** The sections of core/kits/sections.ts an export can hold. */
export const EXPORT_SECTIONS = ["settings", "templates", "content", "menus-terms", "plugins"] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

/** The version of Elementor whose format the kit follows (the one the Crumbella fixture was written by). */
export const EXPORT_ELEMENTOR_VERSION = "3.33.2";

/** The plugins an Aisle kit is made with, as Elementor names them. */
const PLUGINS = [
  { name: "Elementor", plugin: "elementor/elementor", pluginUri: "https://elementor.com/", version: EXPORT_ELEMENTOR_VERSION },
  {
    name: "Elementor Pro",
    plugin: "elementor-pro/elementor-pro",
    pluginUri: "https://elementor.com/pro/",
    version: EXPORT_ELEMENTOR_VERSION,
  },
];

/** The site-settings flags an export sets: Aisle keeps the global colours and fonts and the site's name. */
const EXPORTED_FLAGS: ReadonlySet<SiteSettingsFlag> = new Set(["globalColors", "globalFonts", "generalSettings"]);

export interface ExportDocument {
  id: number;
  type: string;
  title: string;
  settings: Settings;
  elements: ElementNode[];
  /** Its address on the site (`/about`): menu entries linking it link the page in the kit. */
  url?: string;
}

export interface KitExportInput {
  name: string;
  title: string;
  description: string;
  author: string;
  /** The site's address. */
  site: string;
  /** When, as Elementor writes it: `YYYY-MM-DD HH:MM:SS` (UTC). */
  created: string;
  sections: readonly ExportSection[];
  siteName: string;
  globals: GlobalVariables;
  /** The theme style (body, link and heading typography); written with the `themeStyleSettings` flag when it holds any. */
  themeStyle?: ThemeStyle;
  /** Published pages (content/page). */
  pages: readonly ExportDocument[];
  /** Published website templates, popups, loop items and sections. */
  templates: readonly ExportDocument[];
  /** The site's menus and categories (section `menus-terms`) and published articles (section `content`). */
  menus?: readonly ExportMenu[];
  categories?: readonly ExportCategory[];
  articles?: readonly ExportArticle[];
}

/** `{}` as PHP writes an empty map: `[]`. */
const phpMap = <T extends object>(value: T): T | [] => (Object.keys(value).length === 0 ? [] : value);

/** An element's settings as Elementor writes them: object-valued settings that are empty as `[]`, Aisle's keeping place unfolded. */
function exportSettings(settings: Settings): Settings | [] {
  const out: Settings = {};
  for (const [key, value] of Object.entries(settings)) {
    if (key === ELEMENTOR_DATA_KEY) continue;
    out[key] =
      OBJECT_SETTING_KEYS.has(key) && value && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0
        ? []
        : value;
  }
  return phpMap(out);
}

type ExportedElement = Record<string, unknown>;

function exportElement(el: ElementNode, inner: boolean): ExportedElement {
  const kept = el.settings[ELEMENTOR_DATA_KEY];
  const extra = kept && typeof kept === "object" && !Array.isArray(kept) ? (kept as Record<string, unknown>) : {};
  return {
    ...extra,
    id: el.id,
    elType: el.elType,
    settings: exportSettings(el.settings),
    elements: el.elements.map((child) => exportElement(child, el.elType !== "widget")),
    isInner: el.elType !== "widget" && inner,
    ...(el.widgetType ? { widgetType: el.widgetType } : {}),
  };
}

/** A document's file: its elements, its settings (display conditions go to the manifest), no metadata. */
function documentFile(doc: ExportDocument): string {
  const { conditions: _conditions, ...settings } = doc.settings;
  return JSON.stringify({ content: doc.elements.map((el) => exportElement(el, false)), settings: exportSettings(settings), metadata: [] });
}

/** Display conditions as the manifest writes them: `{ type, name, sub_name, sub_id }`. */
export function manifestConditions(raw: unknown) {
  return readConditions(raw).map((c) => ({ type: c.type, name: c.name, sub_name: c.sub, sub_id: c.id }));
}

/** Where a template goes, as Elementor's manifest names it. */
function locationOf(type: string): string {
  if (type === "popup") return "popup";
  return isThemeTemplateType(type) ? (LOCATION_OF[type] ?? "") : type === "single" || type === "archive" ? type : "";
}

/** `site-settings.json`: the global colours and fonts as Elementor's system and custom colours and typography, and the theme style. */
function siteSettingsFile(input: KitExportInput): string {
  const system = new Set(["primary", "secondary", "text", "accent"]);
  const colors = input.globals.colors.map((c) => ({ _id: c.id, title: c.title, color: c.color }));
  const fonts = input.globals.fonts.map((f) => ({
    _id: f.id,
    title: f.title,
    typography_typography: "custom",
    typography_font_family: f.family,
    ...(f.weight ? { typography_font_weight: f.weight } : {}),
  }));
  const settings = {
    ...themeStyleToKit(input.themeStyle ?? {}),
    site_name: input.siteName,
    system_colors: colors.filter((c) => system.has(c._id)),
    custom_colors: colors.filter((c) => !system.has(c._id)),
    system_typography: fonts.filter((f) => system.has(f._id)),
    custom_typography: fonts.filter((f) => !system.has(f._id)),
  };
  return JSON.stringify({ content: [], settings, metadata: [], theme: [], experiments: [] });
}

/** The kit's files by path, `manifest.json` first. */
export function kitExportFiles(input: KitExportInput): Map<string, string> {
  const has = (s: ExportSection) => input.sections.includes(s);
  const files = new Map<string, string>();
  const templates = has("templates") ? input.templates : [];
  const pages = has("content") ? input.pages : [];
  const wp = wpExportFiles({
    site: input.site,
    siteName: input.siteName,
    author: input.author,
    menusTerms: has("menus-terms"),
    posts: has("content"),
    menus: input.menus ?? [],
    categories: input.categories ?? [],
    articles: input.articles ?? [],
    pageIds: new Map(pages.flatMap((p) => (p.url ? [[p.url, p.id] as const] : []))),
    firstId: Math.max(0, ...input.pages.map((p) => p.id), ...input.templates.map((t) => t.id)) + 1,
    articleUrl: (slug) => postUrl("article", slug),
  });
  const manifest = {
    name: input.name,
    title: input.title,
    description: input.description,
    author: input.author,
    version: "3.0",
    elementor_version: EXPORT_ELEMENTOR_VERSION,
    created: input.created,
    thumbnail: false,
    site: input.site,
    theme: null,
    experiments: [],
    "site-settings": Object.fromEntries(
      SITE_SETTINGS_FLAGS.map((f) => [
        f,
        has("settings") &&
          (EXPORTED_FLAGS.has(f) || (f === "themeStyleSettings" && Object.keys(themeStyleToKit(input.themeStyle ?? {})).length > 0)),
      ]),
    ),
    plugins: has("plugins") ? PLUGINS : [],
    templates: phpMap(
      Object.fromEntries(
        templates.map((t) => [
          String(t.id),
          {
            title: t.title,
            doc_type: t.type,
            thumbnail: false,
            location: locationOf(t.type),
            conditions: manifestConditions(t.settings.conditions),
          },
        ]),
      ),
    ),
    taxonomies: phpMap(wp.taxonomies),
    content: pages.length
      ? {
          page: Object.fromEntries(
            pages.map((p) => [String(p.id), { title: p.title, excerpt: "", doc_type: "wp-page", thumbnail: false, url: "", terms: [] }]),
          ),
        }
      : [],
    "wp-content": phpMap(wp.wpContent),
  };
  files.set("manifest.json", JSON.stringify(manifest));
  if (has("settings")) files.set("site-settings.json", siteSettingsFile(input));
  for (const t of templates) files.set(`templates/${t.id}.json`, documentFile(t));
  for (const p of pages) files.set(`content/page/${p.id}.json`, documentFile(p));
  for (const [path, text] of wp.files) files.set(path, text);
  return files;
}

/** A kit name as Elementor accepts it and as a file name: lowercase letters, digits and `-`. */
export function kitFileName(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "aisle-kit"
  );
}
