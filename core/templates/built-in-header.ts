import type { ElementNode } from "#core/documents/document-types";
import { newTemplateDraft } from "./new-template";

/**
 * The site's own header as a header template (decision 0085), built from the site's chrome widgets
 * (core/frame/site-chrome.ts): a first row that is the header's own grid (Menu, the site's logo, the
 * search, the my-store box, the account links and the cart link) and a row with the store's menus.
 * The banners stay above it, where the page puts them. A draft with no conditions: it shows nowhere
 * until given some.
 */
export function builtInHeaderElements(): ElementNode[] {
  const widget = (id: string, widgetType: string, settings: Record<string, unknown> = {}): ElementNode => ({
    id,
    elType: "widget",
    widgetType,
    settings,
    elements: [],
  });
  return [
    {
      id: "a15e0001",
      elType: "container",
      settings: { content_width: "full", css_classes: "site-header__inner" },
      elements: [
        widget("a15e0002", "aisle-department-menu", { shows: "button" }),
        widget("a15e0003", "theme-site-logo", { _css_classes: "site-header__brand" }),
        widget("a15e0004", "aisle-site-search"),
        widget("a15e0005", "aisle-store-box"),
        widget("a15e0006", "aisle-account-link"),
        widget("a15e0007", "aisle-cart-link"),
      ],
    },
    {
      id: "a15e0008",
      elType: "container",
      settings: { content_width: "full", css_classes: "aisle-flat" },
      elements: [widget("a15e0009", "aisle-department-menu", { shows: "menu" })],
    },
  ];
}

/** The draft the templates screen's `Create from built-in header` saves. */
export function builtInHeaderDraft(random: () => number = Math.random) {
  return { ...newTemplateDraft("header", "Header", random), title: "Built-in header", elements: builtInHeaderElements() };
}
