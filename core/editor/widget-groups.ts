/**
 * The Widgets panel's groups, as Elementor's panel groups its widgets (its widget categories:
 * `layout`, `basic`, `general`, `pro-elements`, `theme-elements` (Site), `theme-elements-single`,
 * `theme-elements-archive`), with the site's own content areas last. A widget not named here is in
 * General.
 */
export const WIDGET_GROUPS = ["Layout", "Basic", "General", "Pro", "Site", "Single", "Archive", "Aisle"] as const;
export type WidgetGroup = (typeof WIDGET_GROUPS)[number];

const GROUP_OF: Readonly<Record<string, WidgetGroup>> = {
  container: "Layout",
  heading: "Basic",
  image: "Basic",
  "text-editor": "Basic",
  video: "Basic",
  button: "Basic",
  divider: "Basic",
  spacer: "Basic",
  icon: "Basic",
  google_maps: "Basic",
  "image-box": "General",
  "icon-box": "General",
  "image-gallery": "General",
  "image-carousel": "General",
  "icon-list": "General",
  counter: "General",
  progress: "General",
  tabs: "General",
  accordion: "General",
  toggle: "General",
  alert: "General",
  audio: "General",
  "text-path": "General",
  "nested-tabs": "General",
  "nested-accordion": "General",
  "contact-buttons": "General",
  "floating-bars": "General",
  "share-buttons": "Pro",
  "loop-grid": "Pro",
  "loop-carousel": "Pro",
  "taxonomy-filter": "Pro",
  form: "Pro",
  slides: "Pro",
  "nav-menu": "Pro",
  "call-to-action": "Pro",
  "price-table": "Pro",
  "flip-box": "Pro",
  countdown: "Pro",
  "animated-headline": "Pro",
  "media-carousel": "Pro",
  "theme-site-logo": "Site",
  "theme-site-title": "Site",
  "theme-page-title": "Site",
  "search-form": "Site",
  // The site's own chrome (app/builder/widgets/site-chrome.tsx)
  "aisle-store-box": "Site",
  "aisle-cart-link": "Site",
  "aisle-account-link": "Site",
  "aisle-site-search": "Site",
  "aisle-department-menu": "Site",
  "aisle-app-banner": "Site",
  "aisle-banner-area": "Site",
  // The site's own footer (app/builder/widgets/site-footer-parts.ts)
  "aisle-footer-menus": "Site",
  "aisle-store-hours": "Site",
  "aisle-app-links": "Site",
  "aisle-social-links": "Site",
  "aisle-copyright": "Site",
  "theme-post-title": "Single",
  "theme-post-featured-image": "Single",
  "theme-post-excerpt": "Single",
  "theme-post-content": "Single",
  "post-info": "Single",
  "aisle-post-terms": "Single",
  "aisle-post-read-more": "Single",
  "archive-posts": "Archive",
  "theme-archive-title": "Archive",
};

/** The group of a widget type (`container` for the container itself); Aisle's own `aisle-*` content areas are Aisle. */
export function widgetGroup(type: string): WidgetGroup {
  return GROUP_OF[type] ?? (type.startsWith("aisle-") ? "Aisle" : "General");
}
