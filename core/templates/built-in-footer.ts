import type { ElementNode } from "#core/documents/document-types";
import { newTemplateDraft } from "./new-template";

/**
 * The site's own footer as a footer template (decision 0093), built from the footer widgets: one
 * container classed `site-footer` (the footer's own frame and CSS) holding the footer's menus (with
 * the visitor's store in Stores and hours) and a row classed `site-footer__bottom` with the app
 * links, the social links and the legal line.
 */
export function builtInFooterElements(): ElementNode[] {
  const widget = (id: string, widgetType: string): ElementNode => ({ id, elType: "widget", widgetType, settings: {}, elements: [] });
  return [
    {
      id: "a15f0001",
      elType: "container",
      settings: { content_width: "full", css_classes: "site-footer" },
      elements: [
        widget("a15f0002", "aisle-footer-menus"),
        {
          id: "a15f0003",
          elType: "container",
          settings: { content_width: "full", css_classes: "site-footer__bottom" },
          elements: [
            widget("a15f0004", "aisle-app-links"),
            widget("a15f0005", "aisle-social-links"),
            widget("a15f0006", "aisle-copyright"),
          ],
        },
      ],
    },
  ];
}

/**
 * The draft the templates screen's `Create from built-in footer` saves: for the entire site
 * (`include/general`), so publishing it is all it takes to put it on every page.
 */
export function builtInFooterDraft(random: () => number = Math.random) {
  const draft = newTemplateDraft("footer", "Footer", random);
  return { ...draft, title: "Built-in footer", settings: { conditions: ["include/general"] }, elements: builtInFooterElements() };
}
