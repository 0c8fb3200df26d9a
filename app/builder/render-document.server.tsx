import { renderToStaticMarkup } from "react-dom/server";
import type { ElementNode, Settings } from "../../core/documents/document-types";
import type { Breakpoints } from "../../core/builder/breakpoints";
import { documentCss, hiddenDevices, SAFE_ELEMENT_ID } from "../../core/builder/document-css";
import { escapeAttr, escapeHtml } from "../../core/text/escape";
import { parseWidgetSettings, type SlotRequest } from "./widget-types";
import { ELEMENT_BEHAVIOURS, WIDGETS } from "./registry.server";
import { leftOutByVisibility } from "./behaviours/visibility/element";
import { sanitizeWidgetHtml } from "../../core/builder/html-settings";
import { unnestLinks } from "../../core/text/unnest-links";
import { DEFAULT_GLOBALS, globalIds, type GlobalVariables } from "../../core/builder/global-variables";

/**
 * A document rendered to static HTML on the server (decision 0011): the layout's wrappers are written
 * here, each widget's content by React's renderToStaticMarkup of its pure component, one widget at a
 * time, so a widget that throws is left out and the rest still renders. The HTML starts with the
 * document's <style>. Nothing in it is hydrated.
 */

export interface RenderOptions {
  editMode: boolean;
  breakpoints: Breakpoints;
  /** The site kit's global colours and fonts: elements' `__globals__` references read them (core/builder/global-variables.ts). */
  globals?: GlobalVariables;
  /** A loop item template: post fields write their marks (widgets/post-fields.ts). */
  loop?: boolean;
  /**
   * With `loop`, a single template on a post's own page: post fields write their marks as in a loop,
   * but the page has its request, so per-request parts (post content, post info, author box) stay.
   */
  single?: boolean;
  /** Told once per widget that failed to render (the result is cached, so once per document version). */
  onError?: (error: unknown, element: { id: string; widgetType: string }) => void;
}

export interface RenderedDocument {
  /** The HTML cut at each per-request slot: one piece more than `slots`. */
  parts: string[];
  slots: SlotRequest[];
  /** The browser behaviours the document's elements need (names in behaviours/registry.ts). */
  behaviours: string[];
  bytes: number;
}

/** Cuts the HTML where a slot goes; stored documents never hold NUL (PostgreSQL refuses it in jsonb). */
const SLOT_MARK = "\u0000";

const HTML_TAGS = ["div", "header", "footer", "article", "section", "aside", "nav"] as const;
const HTML_ID = /^[a-z][a-z0-9_-]{0,63}$/i;
const CSS_CLASS = /^-?[_a-z][_a-z0-9-]{0,63}$/i;

interface Walk {
  opts: RenderOptions;
  slots: SlotRequest[];
  behaviours: Set<string>;
  ids: Set<string>;
}

export function renderDocument(doc: { id: number; elements: ElementNode[] }, opts: RenderOptions): RenderedDocument {
  const walk: Walk = { opts, slots: [], behaviours: new Set(), ids: new Set() };
  const body = renderElements(doc.elements, { parent: null, inner: false }, walk);
  const css = documentCss(doc.id, doc.elements, opts.breakpoints, {
    widgetStyles: (type) => WIDGETS.get(type)?.styles,
    globals: globalIds(opts.globals ?? DEFAULT_GLOBALS),
  });
  const html = (css ? `<style>${css.replaceAll("</", "<\\/")}</style>` : "") + body;
  const parts = html.split(SLOT_MARK);
  return { parts, slots: walk.slots, behaviours: [...walk.behaviours], bytes: html.length * 2 };
}

/**
 * One element of a document rendered on its own, for the editor's live preview (a setting changed):
 * the element as it sits in the tree (its parent's classes apply), or its nearest ancestor that is not
 * a nested widget's child (a tab's content is written by its tabs widget), and the whole document's CSS.
 * Null when the element is not in the tree.
 */
export function renderElementOfDocument(
  doc: { id: number; elements: ElementNode[] },
  elementId: string,
  opts: RenderOptions,
): { id: string; parts: string[]; slots: SlotRequest[]; css: string } | null {
  const path = pathTo(doc.elements, elementId);
  if (!path) return null;
  let at = path.length - 1;
  while (at > 0 && path[at - 1]!.elType === "widget") at--;
  const el = path[at]!;
  const parent = path[at - 1] ?? null;
  const inner = parent?.elType === "section" && path[at - 2]?.elType === "column";
  const walk: Walk = { opts, slots: [], behaviours: new Set(), ids: new Set() };
  const html = renderElement(el, { parent, inner }, walk);
  const css = documentCss(doc.id, doc.elements, opts.breakpoints, {
    widgetStyles: (type) => WIDGETS.get(type)?.styles,
    globals: globalIds(opts.globals ?? DEFAULT_GLOBALS),
  });
  return { id: el.id, parts: html.split(SLOT_MARK), slots: walk.slots, css: css.replaceAll("</", "<\\/") };
}

/** The elements from the top down to `id` (that one last), or null. */
function pathTo(elements: readonly ElementNode[], id: string): ElementNode[] | null {
  for (const el of elements) {
    if (el.id === id) return [el];
    const inner = Array.isArray(el.elements) ? pathTo(el.elements, id) : null;
    if (inner) return [el, ...inner];
  }
  return null;
}

/** Where an element sits: its parent, and whether that parent is (in) an inner section. */
interface Place {
  parent: ElementNode | null;
  inner: boolean;
}

function renderElements(elements: unknown, place: Place, walk: Walk): string {
  if (!Array.isArray(elements)) return "";
  let out = "";
  for (const el of elements) {
    if (el && typeof el === "object" && typeof (el as ElementNode).id === "string") out += renderElement(el as ElementNode, place, walk);
  }
  return out;
}

const settingsOf = (el: ElementNode): Settings =>
  el.settings && typeof el.settings === "object" && !Array.isArray(el.settings) ? el.settings : {};

/** What an element's opening tag carries besides its own classes: behaviours, client settings, extra classes. */
interface Wrapper {
  classes: string[];
  behaviours: string[];
  clientSettings: Settings;
}

function renderElement(el: ElementNode, { parent, inner }: Place, walk: Walk): string {
  const { editMode } = walk.opts;
  const settings = settingsOf(el);
  if (leftOutByVisibility(settings, editMode)) return "";
  const wrapper: Wrapper = { classes: [], behaviours: [], clientSettings: {} };
  for (const b of ELEMENT_BEHAVIOURS) {
    if (!b.applies(settings, { elType: el.elType, editMode })) continue;
    wrapper.behaviours.push(b.name);
    Object.assign(wrapper.clientSettings, b.clientSettings(settings));
    wrapper.classes.push(...(b.classes?.(settings) ?? []));
  }
  wrapper.classes.push(...hiddenDevices(settings, walk.opts.breakpoints).map((d) => `elementor-hidden-${d}`));
  wrapper.classes.push(...extraClasses(el.elType === "widget" ? settings._css_classes : settings.css_classes));
  const open = (tag: string, own: string[], extra = "") => openTag(tag, own, extra, el, settings, wrapper, walk);

  switch (el.elType) {
    case "container": {
      const tag = htmlTag(settings.html_tag, "div");
      const boxed = settings.content_width !== "full";
      const own = [
        "e-con",
        settings.container_type === "grid" ? "e-grid" : "e-flex",
        boxed ? "e-con-boxed" : "e-con-full",
        parent?.elType === "container" ? "e-child" : "e-parent",
      ];
      const children = renderElements(el.elements, { parent: el, inner: false }, walk);
      return `${open(tag, own, 'data-element_type="container"')}${boxed ? `<div class="e-con-inner">${children}</div>` : children}</${tag}>`;
    }
    case "section": {
      const tag = htmlTag(settings.html_tag, "section");
      const isInner = parent?.elType === "column";
      const height = settings.height === "full" || settings.height === "min-height" ? settings.height : "default";
      const own = [
        "elementor-section",
        isInner ? "elementor-inner-section" : "elementor-top-section",
        settings.layout === "full_width" ? "elementor-section-full_width" : "elementor-section-boxed",
        `elementor-section-height-${height}`,
        ...wordClass("elementor-section-items-", height === "default" ? undefined : settings.column_position),
        ...wordClass("elementor-section-content-", settings.content_position),
      ];
      const gap = typeof settings.gap === "string" && GAPS.includes(settings.gap) ? settings.gap : "default";
      const columns = renderElements(el.elements, { parent: el, inner: isInner }, walk);
      return `${open(tag, own, 'data-element_type="section"')}<div class="elementor-container elementor-column-gap-${gap}">${columns}</div></${tag}>`;
    }
    case "column": {
      const size = Number(settings._column_size);
      const n = Number.isFinite(size) && size >= 1 && size <= 100 ? Math.round(size) : 100;
      const children = renderElements(el.elements, { parent: el, inner: false }, walk);
      const own = ["elementor-column", `elementor-col-${n}`, inner ? "elementor-inner-column" : "elementor-top-column"];
      return `${open("div", own, 'data-element_type="column"')}<div class="elementor-widget-wrap${children ? " elementor-element-populated" : ""}">${children}</div></div>`;
    }
    case "widget":
      return renderWidget(el, settings, wrapper, open, walk);
    default:
      return editMode
        ? `<div class="widget-placeholder" data-id="${escapeAttr(el.id)}">${escapeHtml(`Unknown element: ${String(el.elType)}`)}</div>`
        : "";
  }
}

const GAPS = ["default", "no", "narrow", "extended", "wide", "wider", "custom"];

function openTag(tag: string, own: string[], extra: string, el: ElementNode, settings: Settings, wrapper: Wrapper, walk: Walk): string {
  for (const n of wrapper.behaviours) walk.behaviours.add(n);
  const id = SAFE_ELEMENT_ID.test(el.id) ? [`elementor-element-${el.id}`] : [];
  const attrs = [`class="${escapeAttr([...own, "elementor-element", ...id, ...wrapper.classes].join(" "))}"`];
  const htmlId = htmlIdOf(settings._element_id, walk);
  if (htmlId) attrs.push(`id="${htmlId}"`);
  if (walk.opts.editMode) attrs.push(`data-id="${escapeAttr(el.id)}"`);
  if (extra) attrs.push(extra);
  if (wrapper.behaviours.length) {
    attrs.push(`data-behaviours="${escapeAttr(wrapper.behaviours.join(" "))}"`);
    if (Object.keys(wrapper.clientSettings).length) attrs.push(`data-settings="${escapeAttr(JSON.stringify(wrapper.clientSettings))}"`);
  }
  return `<${tag} ${attrs.join(" ")}>`;
}

/**
 * A widget: its settings parsed with its schema, its component rendered on its own (a throw leaves
 * it out), or its slot marked for per-request filling. Unknown or failed widgets render nothing for
 * visitors and a labelled note in edit mode; a widget with no content renders nothing for visitors.
 */
function renderWidget(
  el: ElementNode,
  settings: Settings,
  wrapper: Wrapper,
  open: (tag: string, own: string[], extra?: string) => string,
  walk: Walk,
): string {
  const { editMode } = walk.opts;
  const type = typeof el.widgetType === "string" ? el.widgetType : "";
  const def = WIDGETS.get(type);
  if (!def)
    return editMode
      ? `${open("div", ["elementor-widget", "elementor-widget-unknown"])}<p class="widget-placeholder">${escapeHtml(`Unknown widget: ${type || "none"}`)}</p></div>`
      : "";
  const own = ["elementor-widget", `elementor-widget-${def.type}`];
  let content: string;
  try {
    // HTML-capable settings are sanitized again here (they were on save): the result is cached per version.
    const parsed: unknown = parseWidgetSettings(def, sanitizeWidgetHtml(def.type, settings));
    if (def.clientSettings) Object.assign(wrapper.clientSettings, def.clientSettings(parsed, settings));
    if (def.classes) wrapper.classes.push(...def.classes(parsed).filter((c) => CSS_CLASS.test(c)));
    const slot = def.slot?.(parsed, el);
    // A loop item has no request of its own: per-request parts (a loop grid in a loop) are left out.
    if (slot && walk.opts.loop && !walk.opts.single) content = "";
    else if (slot) {
      walk.slots.push(slot);
      content = SLOT_MARK;
    } else {
      const childHtml = Array.isArray(el.elements)
        ? el.elements.map((child) => renderElements([child], { parent: el, inner: false }, walk))
        : [];
      // Links in HTML settings inside a whole-box link become spans (decision 0087).
      content = unnestLinks(
        renderToStaticMarkup(
          <def.Component settings={parsed} element={el} editMode={editMode} childHtml={childHtml} loop={walk.opts.loop ?? false} />,
        ),
      ).replaceAll(SLOT_MARK, "");
    }
  } catch (error) {
    walk.opts.onError?.(error, { id: el.id, widgetType: def.type });
    return editMode ? `${open("div", own)}<p class="widget-error">${escapeHtml(`${def.title} could not be shown.`)}</p></div>` : "";
  }
  if (!content && !editMode) return "";
  if (def.behaviour) wrapper.behaviours.push(def.behaviour);
  return `${open("div", own, `data-widget_type="${escapeAttr(def.type)}.default"`)}${content}</div>`;
}

/** `_element_id` (the CSS ID setting) as the element's HTML id: a plain name, used once per document. */
function htmlIdOf(value: unknown, walk: Walk): string | null {
  if (typeof value !== "string" || !HTML_ID.test(value) || walk.ids.has(value)) return null;
  walk.ids.add(value);
  return value;
}

/** `_css_classes` / `css_classes`: plain class names only, at most 20. */
function extraClasses(value: unknown): string[] {
  if (typeof value !== "string") return [];
  return value
    .split(/\s+/)
    .filter((c) => CSS_CLASS.test(c))
    .slice(0, 20);
}

function htmlTag(value: unknown, fallback: string): string {
  return typeof value === "string" && (HTML_TAGS as readonly string[]).includes(value) ? value : fallback;
}

function wordClass(prefix: string, value: unknown): string[] {
  return typeof value === "string" && /^[a-z-]{1,20}$/.test(value) ? [prefix + value] : [];
}
