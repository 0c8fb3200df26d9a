import type { BehaviourStart } from "../../behaviours/contract";
import { domJournal } from "../../behaviours/dom-journal";

/**
 * The gallery's filter bar: each button shows one gallery (All shows every one), pressed state in
 * aria-pressed. The images shown form the lightbox's slideshow: all of them under All, else the
 * gallery's own.
 */
const start: BehaviourStart = (root, ctx) => {
  if (ctx.settings.filter !== true) return;
  const bar = root.querySelector<HTMLElement>(".elementor-gallery__titles-container");
  const container = root.querySelector<HTMLElement>(".e-gallery-container");
  if (!bar || !container) return;
  const buttons = [...bar.querySelectorAll<HTMLButtonElement>("button[data-gallery-index]")];
  const items = [...container.querySelectorAll<HTMLElement>(".e-gallery-item")];
  const id = /(?:^|\s)elementor-element-([a-z0-9]+)(?:\s|$)/.exec(root.className)?.[1] ?? "gallery";
  const journal = domJournal();

  const show = (which: string) => {
    for (const b of buttons) {
      const on = b.dataset.galleryIndex === which;
      journal.attr(b, "aria-pressed", String(on));
      journal.cls(b, "elementor-item-active", on);
    }
    for (const item of items) {
      const shown = which === "all" || item.dataset.eGalleryTags === which;
      journal.attr(item, "hidden", shown ? null : "");
      if (item.hasAttribute("data-elementor-lightbox-slideshow"))
        journal.attr(item, "data-elementor-lightbox-slideshow", which === "all" ? `all-${id}` : `${id}-${item.dataset.eGalleryTags ?? ""}`);
    }
  };

  // The base styles showed the first gallery only while this was loading: the hidden attributes take over.
  const first = buttons.find((b) => b.getAttribute("aria-pressed") === "true")?.dataset.galleryIndex ?? "all";
  show(first);
  journal.cls(container, "e-gallery--first-only", false);
  bar.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>("button[data-gallery-index]");
      if (button && bar.contains(button)) show(button.dataset.galleryIndex ?? "all");
    },
    { signal: ctx.signal },
  );
  return () => journal.undo();
};

export default start;
