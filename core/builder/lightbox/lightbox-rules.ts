/**
 * When a link opens the lightbox, and what a slideshow holds (docs/requirements.md#validation,
 * docs/design/builder-behaviour.md#carousel-lightbox-and-video).
 *
 * A link is a lightbox link when it points to an image (png, jpg, jpeg, gif, svg, webp, avif or bmp,
 * in any case, a query string and a hash allowed) and is not a download link, or when it carries the
 * video flag.
 * The lightbox is then enabled for it when its own setting is `yes`, or when the kit's global image
 * lightbox is on and its own setting is not `no`.
 */
import { linkAddresses } from "../../text/html-text";
import { JSON_LIMITS } from "../../limits/limits";
import { safeWebUrl } from "../../text/safe-url";
import type { SettingsBag } from "../settings/setting-values";
import { choice, ownValue, switcherOn } from "../settings/setting-values";

export const LIGHTBOX_IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "gif", "svg", "webp", "avif", "bmp"] as const;

const IMAGE_PATH = new RegExp(`\\.(?:${LIGHTBOX_IMAGE_EXTENSIONS.join("|")})$`, "i");

/** Any base will do: only the path of the resolved address is looked at. */
const PROBE_BASE = "https://probe.invalid/";

/** Whether an address (absolute http(s) or on the site) points to an image file. */
export function isImageUrl(href: unknown): boolean {
  const url = safeWebUrl(href);
  if (url === null) return false;
  try {
    return IMAGE_PATH.test(new URL(url, PROBE_BASE).pathname);
  } catch {
    return false;
  }
}

/** A setting holding a link (`{ url, is_external, nofollow }`): Elementor names them `link` or `<something>_link`. */
const LINK_KEY = /^(?:link|.+_link)$/;

/**
 * Whether an element's stored settings may put a link to an image on the page: a link setting whose
 * address is an image (an image's custom link, a button's, a list item's), or a link to an image in
 * an HTML setting (a text editor's content). The kit's global image lightbox opens such links, so the
 * element needs the lightbox's click listener; whether a click opens it is decided then, from the
 * link's own attributes and the kit's setting.
 */
export function settingsLinkToImage(settings: unknown, key = "", depth = 0): boolean {
  if (typeof settings === "string") return /<a\b/i.test(settings) && linkAddresses(settings).some(isImageUrl);
  if (settings === null || typeof settings !== "object" || depth > JSON_LIMITS.maxDepth) return false;
  if (Array.isArray(settings)) return settings.some((item) => settingsLinkToImage(item, key, depth + 1));
  if (LINK_KEY.test(key) && isImageUrl(ownValue(settings, "url"))) return true;
  return Object.entries(settings).some(([k, v]) => settingsLinkToImage(v, k, depth + 1));
}

/** What the DOM says about a link, as read from its attributes. */
export interface LightboxLinkFacts {
  href: string | null | undefined;
  /** The link has a `download` attribute. */
  download?: boolean;
  /** The video flag: the video address the link opens (`data-elementor-lightbox-video`). */
  video?: string | null;
  /** The element's own setting (`data-elementor-open-lightbox`): yes, no, default or unset. */
  openLightbox?: string | null;
}

/** A link the lightbox may take: an image link that is not a download, or any link with the video flag. */
export function isLightboxLink(link: LightboxLinkFacts): boolean {
  if (typeof link.video === "string" && link.video.trim() !== "") return true;
  return !link.download && isImageUrl(link.href);
}

/** Whether the lightbox is enabled for an element, from its own setting and the kit's global one. */
export function lightboxEnabled(openLightbox: unknown, globalImageLightbox: boolean): boolean {
  if (openLightbox === "yes") return true;
  return globalImageLightbox && openLightbox !== "no";
}

/** Whether a click on the link opens it in the lightbox. */
export function opensInLightbox(link: LightboxLinkFacts, kit: LightboxKitOptions): boolean {
  return isLightboxLink(link) && lightboxEnabled(link.openLightbox, kit.globalImageLightbox);
}

export const LIGHTBOX_TEXT_SOURCES = ["title", "caption", "alt", "description", "none"] as const;
export type LightboxTextSource = (typeof LIGHTBOX_TEXT_SOURCES)[number];

/** The kit's lightbox settings (Site Settings, Lightbox). */
export interface LightboxKitOptions {
  globalImageLightbox: boolean;
  counter: boolean;
  fullscreen: boolean;
  zoom: boolean;
  share: boolean;
  titleSource: LightboxTextSource;
  descriptionSource: LightboxTextSource;
}

/** The kit's lightbox settings with their defaults: every switch on, title from the title, description from the description. */
export function lightboxKitOptions(kit: SettingsBag | unknown): LightboxKitOptions {
  return {
    globalImageLightbox: switcherOn(ownValue(kit, "global_image_lightbox"), true),
    counter: switcherOn(ownValue(kit, "lightbox_enable_counter"), true),
    fullscreen: switcherOn(ownValue(kit, "lightbox_enable_fullscreen"), true),
    zoom: switcherOn(ownValue(kit, "lightbox_enable_zoom"), true),
    share: switcherOn(ownValue(kit, "lightbox_enable_share"), true),
    titleSource: choice(ownValue(kit, "lightbox_title_src"), LIGHTBOX_TEXT_SOURCES, "title"),
    descriptionSource: choice(ownValue(kit, "lightbox_description_src"), LIGHTBOX_TEXT_SOURCES, "description"),
  };
}

/** A link of a slideshow group, in page order, as read from its attributes. */
export interface SlideshowLink {
  /** `data-elementor-lightbox-slideshow`: the group. */
  slideshow?: string | null;
  /** `data-elementor-lightbox-index`: the place in the group; the link's place on the page when absent. */
  index?: string | number | null;
  href: string | null | undefined;
  video?: string | null;
  title?: string | null;
  description?: string | null;
  /** A copy made by a looping carousel: never a slide of its own. */
  clone?: boolean;
}

export interface SlideshowItem {
  /** The image address (or the link's address, for a video). */
  url: string;
  /** The video address, for a video slide. */
  video?: string;
  title?: string;
  description?: string;
}

export interface Slideshow {
  items: SlideshowItem[];
  /** Where the slideshow opens. */
  start: number;
}

const placeIndex = (value: SlideshowLink["index"]): number | undefined => {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
};

const text = (value: string | null | undefined) => (typeof value === "string" && value.trim() !== "" ? value : undefined);

/** A link as a slide, or null when its address (or its video's) is not a safe web address. */
function slideItem(link: SlideshowLink): SlideshowItem | null {
  const url = safeWebUrl(link.href);
  if (url === null) return null;
  const item: SlideshowItem = { url };
  if (text(link.video) !== undefined) {
    const video = safeWebUrl(link.video);
    if (video === null) return null;
    item.video = video;
  }
  const title = text(link.title);
  const description = text(link.description);
  if (title !== undefined) item.title = title;
  if (description !== undefined) item.description = description;
  return item;
}

/**
 * The slideshow `slideshowId` of the page's links: the group's links (clones left out) ordered by
 * their index, opening at the clicked address (or at `index` when no link has that address).
 * Links whose address is not a safe web address are left out. Null when nothing is left.
 */
export function slideshowGroup(
  links: readonly SlideshowLink[],
  slideshowId: string,
  open: { url?: string | null; index?: number } = {},
): Slideshow | null {
  const entries = links
    .filter((link) => link.slideshow === slideshowId && !link.clone)
    .map((link, position) => ({ link, order: placeIndex(link.index) ?? position, position, item: slideItem(link) }))
    .sort((a, b) => a.order - b.order || a.position - b.position)
    .filter((e): e is typeof e & { item: SlideshowItem } => e.item !== null);
  if (entries.length === 0) return null;
  const opened = (e: (typeof entries)[number]) =>
    !!open.url && (e.link.href === open.url || e.item.url === open.url || e.link.video === open.url);
  const byUrl = entries.findIndex(opened);
  const byIndex = open.index === undefined ? -1 : entries.findIndex((e) => e.order === open.index);
  return { items: entries.map((e) => e.item), start: byUrl >= 0 ? byUrl : Math.max(0, byIndex) };
}

/** The slideshow counter: "3 / 12". */
export function lightboxCounterText(position: number, count: number): string {
  return `${position + 1} / ${count}`;
}

/** Whether the counter shows: on in the kit, and more than one item. */
export function showsCounter(kit: Pick<LightboxKitOptions, "counter">, count: number): boolean {
  return kit.counter && count > 1;
}

/** The lightbox dialog's accessible name (docs/design/ui-contract.md): the item's title, else "Lightbox". */
export function lightboxDialogName(title?: string | null): string {
  const trimmed = title?.trim() ?? "";
  return trimmed === "" ? "Lightbox" : trimmed;
}
