import type { ElementNode, Settings } from "#core/documents/document-types";
import type { documents } from "../schema";

/** Builders for the demo's page-builder documents (Elementor's element tree); ids are assigned afterwards by assignIds. */
export type DocumentRow = typeof documents.$inferInsert & { slug: string };

export type Draft = Omit<ElementNode, "id" | "elements"> & { elements: Draft[] };

export function container(children: Draft[], settings: Settings = {}): Draft {
  return { elType: "container", settings: { content_width: "boxed", flex_direction: "column", ...settings }, elements: children };
}

/** Children side by side, stacked on phones. */
export function row(children: Draft[], settings: Settings = {}): Draft {
  return container(children, { content_width: "full", flex_direction: "row", flex_direction_mobile: "column", ...settings });
}

export function heading(
  title: string,
  headerSize: "h1" | "h2" | "h3" | "h4" | "h5" | "h6",
  align: "left" | "center" | "right" = "left",
): Draft {
  return { elType: "widget", widgetType: "heading", settings: { title, header_size: headerSize, align }, elements: [] };
}

export function textEditor(html: string): Draft {
  return { elType: "widget", widgetType: "text-editor", settings: { editor: html }, elements: [] };
}

export function image(url: string, alt: string, caption?: string): Draft {
  const settings: Settings = { image: { url, alt } };
  if (caption !== undefined) settings.caption = caption;
  return { elType: "widget", widgetType: "image", settings, elements: [] };
}

export function button(text: string, url: string, opts: { external?: boolean; align?: "left" | "center" | "right" } = {}): Draft {
  return {
    elType: "widget",
    widgetType: "button",
    settings: {
      text,
      link: { url, is_external: opts.external ? "on" : "", nofollow: "" },
      ...(opts.align ? { align: opts.align } : {}),
    },
    elements: [],
  };
}

/** FNV-1a, 32 bit. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * Give every element a deterministic 7-character lowercase hex id derived from the document slug
 * and the element's position. `taken` spans documents so ids are unique across the whole seed.
 */
export function assignIds(scope: string, drafts: Draft[], taken: Set<string> = new Set(), path = ""): ElementNode[] {
  return drafts.map((d, i) => {
    const here = `${path}/${i}`;
    let salt = 0;
    let id = "";
    do {
      id = fnv1a(`${scope}${here}#${salt++}`).toString(16).padStart(8, "0").slice(0, 7);
    } while (taken.has(id));
    taken.add(id);
    const node: ElementNode = { id, elType: d.elType, settings: d.settings, elements: assignIds(scope, d.elements, taken, here) };
    if (d.widgetType !== undefined) node.widgetType = d.widgetType;
    return node;
  });
}

/** Layout and setting helpers the seeded builder pages share. */
export const section = (columns: Draft[], settings: Settings = {}): Draft => ({ elType: "section", settings, elements: columns });
export const column = (size: number, widgets: Draft[], settings: Settings = {}): Draft => ({
  elType: "column",
  settings: { _column_size: size, ...settings },
  elements: widgets,
});
export const withSettings = (draft: Draft, settings: Settings): Draft => ({ ...draft, settings: { ...draft.settings, ...settings } });
export const px = (size: number) => ({ unit: "px", size });
export const box = (top: number, right = top, bottom = top, left = right) => ({
  unit: "px",
  top: String(top),
  right: String(right),
  bottom: String(bottom),
  left: String(left),
  isLinked: top === right && right === bottom && bottom === left,
});

export const widget = (widgetType: string, settings: Settings): Draft => ({ elType: "widget", widgetType, settings, elements: [] });
export const nested = (widgetType: string, settings: Settings, children: Draft[]): Draft => ({
  elType: "widget",
  widgetType,
  settings,
  elements: children,
});
export const fa = (name: string, library = "fa-solid") => ({
  value: `${library === "fa-brands" ? "fab" : library === "fa-regular" ? "far" : "fas"} fa-${name}`,
  library,
});
