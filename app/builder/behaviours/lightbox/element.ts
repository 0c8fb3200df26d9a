import { defineElementBehaviour } from "../../widget-types";
import type { Settings } from "#core/documents/document-types";
import { settingsLinkToImage } from "#core/builder/lightbox/lightbox-rules";

/** A page action (`#elementor-action:...`) anywhere in the settings: a button's link, a text's HTML. */
const ACTION = /elementor-action(?::|%3A)/i;

/**
 * Links that may open the lightbox (docs/requirements.md#validation): a widget linking its images to their files
 * (image, image carousel, basic and Pro gallery), a video set to play in the lightbox, a page action in
 * any of its settings, or any other link to an image (a custom link, a link in a text editor's
 * content), which the kit's global image lightbox opens. Whether a click opens it is decided in the
 * browser (core/builder/lightbox/lightbox-rules.ts), where the kit's global setting is known; the viewer itself loads
 * only when first opened.
 */
export const lightbox = defineElementBehaviour({
  name: "lightbox",
  applies(settings: Settings, { elType }) {
    if (elType !== "widget") return false;
    if (settings.link_to === "file" || settings.lightbox === "yes") return true;
    if (
      Array.isArray(settings.wp_gallery) &&
      settings.wp_gallery.length > 0 &&
      settings.gallery_link !== "none" &&
      settings.gallery_link !== "attachment"
    )
      return true;
    // Elementor Pro's gallery links its images to their files unless told otherwise (`link_to` is left out when it is the default).
    if (
      (Array.isArray(settings.gallery) || Array.isArray(settings.galleries)) &&
      settings.link_to !== "none" &&
      settings.link_to !== "custom"
    )
      return true;
    return ACTION.test(JSON.stringify(settings)) || settingsLinkToImage(settings);
  },
  clientSettings: () => ({}),
});
