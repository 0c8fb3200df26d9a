import type { BehaviourStart } from "../contract";
import {
  lightboxKitOptions,
  opensInLightbox,
  slideshowGroup,
  type LightboxLinkFacts,
  type SlideshowLink,
} from "#core/builder/lightbox/lightbox-rules";
import { domJournal } from "../dom-journal";
import { hashPageAction, parsePageAction, type LightboxTarget } from "#core/builder/page-action";
import { fromAction, fromSlide, type LightboxItem } from "./items";
import { openLightbox } from "./open";

/** The page's links of lightbox slideshows, in page order. */
function slideshowLinks(): SlideshowLink[] {
  return [...document.querySelectorAll<HTMLAnchorElement>("a[data-elementor-lightbox-slideshow]")].map((a) => ({
    slideshow: a.dataset.elementorLightboxSlideshow,
    index: a.dataset.elementorLightboxIndex,
    href: a.getAttribute("href"),
    video: a.dataset.elementorLightboxVideo,
    title: a.dataset.elementorLightboxTitle,
    description: a.dataset.elementorLightboxDescription,
  }));
}

/** What the lightbox rules read from a link. */
function factsOf(link: HTMLAnchorElement): LightboxLinkFacts {
  return {
    href: link.getAttribute("href") ?? "",
    download: link.hasAttribute("download"),
    video: link.dataset.elementorLightboxVideo,
    openLightbox: link.dataset.elementorOpenLightbox,
  };
}

/** The text alternative of a link's image: the image's own, else what the link says (a link in a text). */
function imageText(link: HTMLAnchorElement): string {
  const img = link.querySelector("img");
  if (img) return img.alt;
  return (link.getAttribute("aria-label") ?? link.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** What a page action's lightbox shows, and where it opens. */
function actionItems(target: LightboxTarget): { items: LightboxItem[]; start: number } {
  switch (target.kind) {
    case "single":
      return { items: [fromAction(target.item)], start: 0 };
    case "slides":
      return { items: target.slides.map(fromAction), start: target.index };
    case "slideshow": {
      const show = slideshowGroup(slideshowLinks(), target.slideshow, {
        url: target.url,
        ...(target.index !== undefined ? { index: target.index } : {}),
      });
      return show ? { items: show.items.map(fromSlide), start: show.start } : { items: [], start: 0 };
    }
  }
}

/** Addresses whose action already ran from `location.hash` in this page's life. */
const ranFromHash = new Set<string>();

/**
 * Lightbox links and page actions (docs/requirements.md#validation, docs/design/documents.md): a click
 * on an image link (by the element's own setting or the kit's global image lightbox: a file link, a
 * custom link, a link in a text; one image, or its group's when it names a slideshow), a link with the
 * video flag, or a `#elementor-action:action=lightbox&settings=...` link opens the lightbox, grouped as
 * a slideshow when the link belongs to one; the same action in `location.hash` opens it on load when a
 * link on the page runs it. Bad base64 or JSON does nothing, silently.
 */
const start: BehaviourStart = (root, ctx) => {
  const globalOn = () => root.closest<HTMLElement>("[data-global-image-lightbox]")?.dataset.globalImageLightbox !== "no";
  const opens = (link: HTMLAnchorElement) => {
    const href = link.getAttribute("href") ?? "";
    if (href.includes("elementor-action")) return parsePageAction(href)?.action === "lightbox";
    return opensInLightbox(factsOf(link), lightboxKitOptions({ global_image_lightbox: globalOn() ? "yes" : "" }));
  };

  // Links that open the lightbox say so to assistive technology, now that they do.
  const journal = domJournal();
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[href]")) if (opens(link)) journal.attr(link, "aria-haspopup", "dialog");

  root.addEventListener(
    "click",
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[href]");
      if (!link || !root.contains(link)) return;
      const href = link.getAttribute("href") ?? "";
      if (href.includes("elementor-action")) {
        const action = parsePageAction(href);
        if (action?.action !== "lightbox") return;
        event.preventDefault();
        const { items, start: at } = actionItems(action.lightbox);
        void openLightbox(items, at, link);
        return;
      }
      if (!opens(link)) return;
      event.preventDefault();
      const facts = factsOf(link);
      const group = link.dataset.elementorLightboxSlideshow;
      const show = group
        ? slideshowGroup(slideshowLinks(), group, {
            url: href,
            ...(link.dataset.elementorLightboxIndex ? { index: Number(link.dataset.elementorLightboxIndex) } : {}),
          })
        : null;
      if (show) void openLightbox(show.items.map(fromSlide), show.start, link);
      else {
        const item = fromSlide({
          url: href,
          ...(facts.video ? { video: facts.video } : {}),
          ...(link.dataset.elementorLightboxTitle ? { title: link.dataset.elementorLightboxTitle } : {}),
        });
        void openLightbox([{ ...item, alt: imageText(link) }], 0, link);
      }
    },
    { signal: ctx.signal },
  );

  // The same action in the address on load, once per address, when a link on the page runs it.
  const hash = window.location.hash;
  if (hash.includes("elementor-action") && !ranFromHash.has(hash)) {
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[href*='elementor-action']")].map((a) => a.getAttribute("href") ?? "");
    const action = hashPageAction(hash, links);
    if (action?.action === "lightbox") {
      ranFromHash.add(hash);
      const { items, start: at } = actionItems(action.lightbox);
      const trigger =
        [...document.querySelectorAll<HTMLAnchorElement>("a[href*='elementor-action']")].find(
          (a) => parsePageAction(a.getAttribute("href")) !== null,
        ) ?? null;
      void openLightbox(items, at, trigger);
    }
  }
  return () => journal.undo();
};

export default start;
