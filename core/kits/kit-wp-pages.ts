import { sanitizeHtml } from "../text/rich-html";
import type { KitPost } from "./kit-posts";

/** Element ids of a WordPress page's document: Elementor's form (7 letters or digits), from its old id. */
const idOf = (oldId: string, n: number) =>
  `wp${oldId
    .replace(/[^a-z0-9]/gi, "")
    .slice(-4)
    .padStart(4, "0")}${n}`.toLowerCase();

/**
 * A WordPress page of a kit (`wp-content/page/page.xml`, read as posts are by `kitPostsFromWxr(xmls,
 * "page")`) as an Elementor export of a plain page (docs/kits.md): its title, and its body sanitized
 * as any rich text in one Text Editor widget inside a container. Images at the kit's host are already
 * their alt text.
 */
export function wpPageExport(page: KitPost): { title: string; content: unknown[] } {
  return {
    title: page.title,
    content: [
      {
        id: idOf(page.oldId, 1),
        elType: "container",
        isInner: false,
        settings: {},
        elements: [
          {
            id: idOf(page.oldId, 2),
            elType: "widget",
            widgetType: "text-editor",
            isInner: false,
            settings: { editor: sanitizeHtml(page.body) },
            elements: [],
          },
        ],
      },
    ],
  };
}
