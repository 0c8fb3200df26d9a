import type { BehaviourStart } from "./contract";

/** Where this module was loaded from: the importers' relative addresses resolve against it. */
export const REGISTRY_URL = import.meta.url;

/**
 * Every browser behaviour by name, each its own chunk, loaded only on pages whose HTML names it
 * (`data-behaviours`). Element behaviours live in `behaviours/<name>/index.ts`, widget behaviours in
 * `widgets/<name>/behaviour.ts`. Add one line here per behaviour.
 */
export const BEHAVIOURS: Readonly<Record<string, () => Promise<{ default: BehaviourStart }>>> = {
  animation: () => import("./animation/index"),
  stretch: () => import("./stretch/index"),
  sticky: () => import("./sticky/index"),
  anchors: () => import("./anchors/index"),
  "template-preview": () => import("./template-preview/index"),
  "motion-effects": () => import("./motion-effects/index"),
  popup: () => import("./popup/index"),
  visibility: () => import("./visibility/index"),
  lightbox: () => import("./lightbox/index"),
  // Icons, boxes, spacing and numbers
  alert: () => import("../widgets/alert/behaviour"),
  counter: () => import("../widgets/counter/behaviour"),
  progress: () => import("../widgets/progress/behaviour"),
  // Media, sharing and floating widgets.
  audio: () => import("../widgets/audio/behaviour"),
  "share-buttons": () => import("../widgets/share-buttons/behaviour"),
  "contact-buttons": () => import("../widgets/contact-buttons/behaviour"),
  "floating-bars": () => import("../widgets/floating-bars/behaviour"),
  // Accordions and tabs
  accordion: () => import("../widgets/accordion/behaviour"),
  toggle: () => import("../widgets/toggle/behaviour"),
  "nested-accordion": () => import("../widgets/nested-accordion/behaviour"),
  tabs: () => import("../widgets/tabs/behaviour"),
  "nested-tabs": () => import("../widgets/nested-tabs/behaviour"),
  // End of accordions and tabs
  // Loops
  "loop-grid": () => import("../widgets/loop-grid/behaviour"),
  "taxonomy-filter": () => import("../widgets/taxonomy-filter/behaviour"),
  // Carousel, lightbox and video
  "image-carousel": () => import("../widgets/image-carousel/behaviour"),
  video: () => import("../widgets/video/behaviour"),
  // Kit widgets: maps, countdown, galleries, slides
  "google-maps": () => import("../widgets/google-maps/behaviour"),
  countdown: () => import("../widgets/countdown/behaviour"),
  gallery: () => import("../widgets/gallery/behaviour"),
  // Site widgets: menus and the form
  "nav-menu": () => import("../widgets/nav-menu/behaviour"),
  form: () => import("../widgets/form/behaviour"),
};
