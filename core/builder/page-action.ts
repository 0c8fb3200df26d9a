/**
 * Page actions (docs/requirements.md#screens-and-routes, docs/design/documents.md): a link whose address is
 * `#elementor-action:action=<name>&settings=<base64 of JSON>` runs an action in the page, and the
 * same marker in `location.hash` runs it on load. Read here: `lightbox` (one image or video, a
 * slideshow of the page's links, or a list of slides) and `popup:open` / `popup:close`.
 *
 * The address may be URL-encoded (`%23elementor-action%3Aaction%3D...`, as Elementor's PHP writes
 * it) or HTML-escaped (`&amp;`), and its settings in any base64 form `decodeBase64Json` reads.
 * An address that is not such a marker, names another action, or carries settings that are not
 * base64 of a JSON object or lack what the action needs, is null: it never throws.
 */
import { decodeBase64Json, encodeBase64Json } from "../text/base64-json";
import { safeWebUrl } from "../text/safe-url";
import { finiteNumber, ownValue } from "./settings/setting-values";

export interface LightboxActionItem {
  type: "image" | "video";
  url: string;
  title?: string;
  description?: string;
}

export type LightboxTarget =
  /** One image or video. */
  | { kind: "single"; item: LightboxActionItem }
  /** The slideshow of the page's links in group `slideshow`, opening at `url` or `index`. */
  | { kind: "slideshow"; slideshow: string; url?: string; index?: number }
  /** A slideshow of the slides given, opening at `index`. */
  | { kind: "slides"; slides: LightboxActionItem[]; index: number };

export type PageAction =
  | { action: "lightbox"; lightbox: LightboxTarget }
  /** Open popup `id`; with `toggle`, close it instead when it is open. */
  | { action: "popup:open"; id: number; toggle: boolean }
  /** Close popup `id` (else the popup the link is in); `doNotShowAgain` stops it for good. */
  | { action: "popup:close"; id?: number; doNotShowAgain: boolean };

export type PageActionName = PageAction["action"];

const MARKER = "#elementor-action:";

/** A slideshow group id: an element id, or a gallery's own id, never selector syntax. */
const SLIDESHOW_ID = /^[A-Za-z0-9_-]{1,64}$/;

const MAX_SLIDES = 200;

/** The text after the marker, or null when the address does not start with it. */
function markerBody(address: string): string | null {
  let text = address.trim();
  if (text.includes("%")) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return null;
    }
  }
  text = text.replaceAll("&amp;", "&");
  return text.startsWith(MARKER) ? text.slice(MARKER.length) : null;
}

/** `key=value` pairs joined by `&`; the first of each key counts. A value keeps any `=` of its own (base64 padding). */
function pairs(body: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of body.split("&")) {
    const eq = part.indexOf("=");
    const key = eq < 0 ? part : part.slice(0, eq);
    if (!found.has(key)) found.set(key, eq < 0 ? "" : part.slice(eq + 1));
  }
  return found;
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined);

/** A positive whole document id, from a number or digits. */
function documentId(value: unknown): number | undefined {
  if (typeof value !== "number" && !(typeof value === "string" && /^\s*\d+\s*$/.test(value))) return undefined;
  const n = finiteNumber(value);
  return n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

const flag = (value: unknown) => value === true || value === "yes" || value === "true";

function item(settings: unknown): LightboxActionItem | null {
  const type = ownValue(settings, "type");
  const hasAttachment = ownValue(settings, "id") !== undefined;
  const kind =
    type === "video"
      ? "video"
      : type === "image" || (type === undefined && (hasAttachment || ownValue(settings, "url") !== undefined))
        ? "image"
        : null;
  const url = safeWebUrl(ownValue(settings, "url"));
  if (kind === null || url === null) return null;
  const result: LightboxActionItem = { type: kind, url };
  const title = text(ownValue(settings, "title"));
  const description = text(ownValue(settings, "description"));
  if (title !== undefined) result.title = title;
  if (description !== undefined) result.description = description;
  return result;
}

function startIndex(value: unknown): number | undefined {
  const n = finiteNumber(value);
  return n !== undefined && Number.isInteger(n) && n >= 0 ? n : undefined;
}

function lightboxTarget(settings: unknown): LightboxTarget | null {
  const slideshow = ownValue(settings, "slideshow");
  if (slideshow !== undefined && slideshow !== null && slideshow !== "") {
    const id = typeof slideshow === "number" ? String(slideshow) : slideshow;
    if (typeof id !== "string" || !SLIDESHOW_ID.test(id)) return null;
    const target: LightboxTarget = { kind: "slideshow", slideshow: id };
    const url = safeWebUrl(ownValue(settings, "url"));
    const index = startIndex(ownValue(settings, "index"));
    if (url !== null) target.url = url;
    if (index !== undefined) target.index = index;
    return target;
  }
  const slides = ownValue(settings, "slides");
  if (Array.isArray(slides)) {
    const items = slides.slice(0, MAX_SLIDES).flatMap((s) => item(s) ?? []);
    if (items.length === 0) return null;
    return { kind: "slides", slides: items, index: Math.min(startIndex(ownValue(settings, "index")) ?? 0, items.length - 1) };
  }
  const single = item(settings);
  return single ? { kind: "single", item: single } : null;
}

function actionOf(name: string, settings: unknown): PageAction | null {
  switch (name) {
    case "lightbox": {
      const lightbox = lightboxTarget(settings);
      return lightbox ? { action: "lightbox", lightbox } : null;
    }
    case "popup:open": {
      const id = documentId(ownValue(settings, "id"));
      return id === undefined ? null : { action: "popup:open", id, toggle: flag(ownValue(settings, "toggle")) };
    }
    case "popup:close": {
      const id = documentId(ownValue(settings, "id"));
      const action: PageAction = { action: "popup:close", doNotShowAgain: flag(ownValue(settings, "do_not_show_again")) };
      if (id !== undefined) action.id = id;
      return action;
    }
    default:
      return null;
  }
}

/** The action an address (a link's href) runs, or null. */
export function parsePageAction(address: unknown): PageAction | null {
  if (typeof address !== "string") return null;
  const body = markerBody(address);
  if (body === null) return null;
  const params = pairs(body);
  const name = params.get("action");
  if (name === undefined) return null;
  const raw = params.get("settings");
  let settings: unknown = {};
  if (raw !== undefined && raw !== "") {
    const decoded = decodeBase64Json(raw);
    if (decoded === null) return null;
    settings = decoded.value;
  }
  if (settings === null || typeof settings !== "object" || Array.isArray(settings)) return null;
  return actionOf(name, settings);
}

/**
 * The action `location.hash` runs on load, only when a link on the page runs the same one: a
 * crafted address cannot make the page show what its own content never offered.
 */
export function hashPageAction(hash: string, pageLinks: Iterable<string>): PageAction | null {
  const action = parsePageAction(hash);
  if (action === null) return null;
  const wanted = JSON.stringify(action);
  for (const href of pageLinks) {
    const linked = parsePageAction(href);
    if (linked !== null && JSON.stringify(linked) === wanted) return action;
  }
  return null;
}

function settingsOf(action: PageAction): Record<string, unknown> {
  switch (action.action) {
    case "lightbox": {
      const target = action.lightbox;
      if (target.kind === "single") return { ...target.item };
      if (target.kind === "slides") return { slides: target.slides, index: target.index };
      return {
        slideshow: target.slideshow,
        ...(target.url !== undefined ? { url: target.url } : {}),
        ...(target.index !== undefined ? { index: target.index } : {}),
      };
    }
    case "popup:open":
      return { id: String(action.id), toggle: action.toggle };
    case "popup:close":
      return {
        ...(action.id !== undefined ? { id: String(action.id) } : {}),
        ...(action.doNotShowAgain ? { do_not_show_again: "yes" } : {}),
      };
  }
}

/** The link address that runs the action; `encoded` gives the URL-encoded form share links need. */
export function buildPageActionLink(action: PageAction, options: { encoded?: boolean } = {}): string {
  const link = `${MARKER}action=${action.action}&settings=${encodeBase64Json(settingsOf(action))}`;
  return options.encoded ? encodeURIComponent(link) : link;
}
