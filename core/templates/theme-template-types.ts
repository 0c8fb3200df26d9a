import { createTemplateRegistry, type TemplateSection, type TemplateSectionInput } from "./registry";

/**
 * The website templates (docs/design/website-templates.md): each type a section of the template registry, in
 * the order the admin's templates screen and the library's type filter show them. `location` is
 * where a theme template goes on a page; popups and loop items have their own places.
 */
export const THEME_LOCATIONS = ["header", "footer", "single", "archive"] as const;
export type ThemeLocation = (typeof THEME_LOCATIONS)[number];

const SECTIONS = [
  { key: "header", title: "Header", description: "The top of every page it applies to, in place of the site's own.", order: 1 },
  { key: "footer", title: "Footer", description: "The bottom of every page it applies to, in place of the site's own.", order: 2 },
  { key: "single-post", title: "Single post", description: "A recipe or an article.", order: 3 },
  { key: "single-page", title: "Single page", description: "A page of the site.", order: 4 },
  { key: "archive", title: "Archive", description: "A list of recipes or articles, or a category's list.", order: 5 },
  { key: "search-results", title: "Search results", description: "The site search's results.", order: 6 },
  { key: "error-404", title: "Error 404", description: "What an address that leads nowhere shows.", order: 7 },
  { key: "popup", title: "Popup", description: "A dialog shown by its triggers on the pages it applies to.", order: 8 },
  { key: "loop-item", title: "Loop item", description: "One post in a loop grid.", order: 9 },
  { key: "section", title: "Section", description: "A part to reuse in any page.", order: 10 },
  { key: "page-template", title: "Page", description: "A whole page's content to reuse (Elementor's page template).", order: 11 },
] as const satisfies readonly TemplateSectionInput[];

export type ThemeTemplateType = (typeof SECTIONS)[number]["key"];
export const THEME_TEMPLATE_TYPES: readonly ThemeTemplateType[] = SECTIONS.map((s) => s.key);

/** The location each type fills; null for those placed otherwise (popups, loop items, sections). */
export const LOCATION_OF: Readonly<Record<ThemeTemplateType, ThemeLocation | null>> = {
  header: "header",
  footer: "footer",
  "single-post": "single",
  "single-page": "single",
  "error-404": "single",
  archive: "archive",
  "search-results": "archive",
  popup: null,
  "loop-item": null,
  section: null,
  "page-template": null,
};

export const templateRegistry = createTemplateRegistry(SECTIONS);

export const isThemeTemplateType = (type: string): type is ThemeTemplateType => (THEME_TEMPLATE_TYPES as readonly string[]).includes(type);

/** The template types as the registry lists them (the admin's screen, the library's filter). */
export function themeTemplateSections(): TemplateSection[] {
  return templateRegistry.available().filter((s) => isThemeTemplateType(s.key));
}
