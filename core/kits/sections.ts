import { SITE_SETTINGS_FLAGS, type SiteSettingsFlag } from "./manifest";

/**
 * The import and export sections of a kit, in one place (the template registry's shape,
 * docs/design/website-templates.md: key, title, description, order, an initial state, child sections). The theme-template
 * registry (core/templates/registry) is meant to adopt these: a section's `docTypes` are the template
 * doc types it owns, and its `initialState` the parent default the review rule reads (docs/kits.md).
 */
export interface KitSection {
  key: string;
  title: string;
  description: string;
  order: number;
  initialState: { enabled: boolean };
  /** Template doc types the section holds (template groups only). */
  docTypes?: readonly string[];
  children?: readonly KitSection[];
}

const SETTINGS_TITLES: Record<SiteSettingsFlag, string> = {
  theme: "Theme",
  globalColors: "Global colours",
  globalFonts: "Global fonts",
  themeStyleSettings: "Theme style",
  generalSettings: "General settings",
  experiments: "Experiments",
  customCode: "Custom code",
  customIcons: "Custom icons",
  customFonts: "Custom fonts",
};

const child = (key: string, title: string, description: string, order: number, docTypes?: readonly string[]): KitSection => ({
  key,
  title,
  description,
  order,
  initialState: { enabled: false },
  ...(docTypes ? { docTypes } : {}),
});

export const KIT_SECTIONS: readonly KitSection[] = [
  {
    key: "settings",
    title: "Site settings",
    description: "Global colours and fonts, theme style, layout and the site's identity.",
    order: 10,
    initialState: { enabled: true },
    children: SITE_SETTINGS_FLAGS.map((flag, i) =>
      child(flag, SETTINGS_TITLES[flag], `The kit's ${SETTINGS_TITLES[flag].toLowerCase()}.`, i + 1),
    ),
  },
  {
    key: "templates",
    title: "Templates",
    description: "Headers, footers, single and archive templates, popups and loop items.",
    order: 20,
    initialState: { enabled: false },
    children: [
      child("headers-footers", "Headers and footers", "Site parts shown on every page their conditions match.", 1, ["header", "footer"]),
      child("single", "Single templates", "Templates for single posts and pages, and the 404 page.", 2, [
        "single",
        "single-post",
        "single-page",
        "error-404",
      ]),
      child("archive", "Archive templates", "Templates for lists of posts and search results.", 3, ["archive", "search-results"]),
      child("popups", "Popups", "Popups and what opens them.", 4, ["popup"]),
      child("loop-items", "Loop items", "The cards a loop grid repeats.", 5, ["loop-item"]),
      child("sections", "Saved sections and pages", "Saved sections, containers and page templates.", 6, [
        "section",
        "container",
        "page",
        "widget",
      ]),
    ],
  },
  {
    key: "content",
    title: "Pages and posts",
    description: "The kit's pages and posts, with their page-builder content.",
    order: 30,
    initialState: { enabled: true },
  },
  {
    key: "menus-terms",
    title: "Menus and terms",
    description: "Navigation menus and the categories and tags posts use.",
    order: 40,
    initialState: { enabled: true },
  },
  {
    key: "plugins",
    title: "Plugins",
    description: "The WordPress plugins the kit was made with, and which of them Aisle does without.",
    order: 50,
    initialState: { enabled: false },
  },
];

/**
 * A section is enabled by its parent's default, or, for template groups, when the kit's manifest holds
 * templates of one of its doc types (docs/kits.md).
 */
export function sectionEnabled(parent: KitSection, section: KitSection, manifestDocTypes: ReadonlySet<string>): boolean {
  return parent.initialState.enabled || (section.docTypes ?? []).some((t) => manifestDocTypes.has(t));
}
