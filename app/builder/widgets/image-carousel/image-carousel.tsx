import { SiteImage } from "../site-image";
import { defineWidget } from "../../widget-types";
import { imageCarouselSettings, type ImageCarouselSettings, type SlideImage } from "./settings";
import { linkAttributes } from "../link";
import { safeUrl } from "#core/text/safe-url";
import { isImageUrl } from "#core/builder/lightbox/lightbox-rules";
import { activeDevices } from "#core/builder/breakpoints";
import { pickSettings, type Settings, type SettingsView } from "#core/builder/responsive";
import { carouselConfig, CAROUSEL_DEFAULTS } from "#core/builder/carousel/carousel-config";
import { CAROUSEL_TEXT, slideLabel } from "#core/builder/carousel/carousel-rules";
import { CarouselArrows, CarouselBar } from "../carousel-controls";

/** The settings the carousel's behaviour reads (with their device variants): core/builder/carousel/carousel-config.ts resolves them. */
export const CAROUSEL_CLIENT_KEYS = [
  "slides_to_show",
  "slides_to_scroll",
  "infinite",
  "speed",
  "autoplay",
  "autoplay_speed",
  "pause_on_hover",
  "pause_on_interaction",
  "effect",
  "navigation",
  "image_spacing_custom",
  "offset_sides",
  "offset_width",
  "lazyload",
] as const;

/** Switchers whose off value ("") matters: pickSettings leaves empty values out, and a missing switcher reads as its default. */
const SWITCHER_KEYS = ["infinite", "autoplay", "pause_on_hover", "pause_on_interaction", "lazyload"] as const;

/** What the behaviour reads: the carousel's settings with their device variants, switched-off switchers included. */
function carouselClientSettings(stored: Settings, name: string): Settings {
  const out = pickSettings(stored, CAROUSEL_CLIENT_KEYS);
  for (const key of SWITCHER_KEYS) if (Object.hasOwn(stored, key) && typeof stored[key] === "string") out[key] = stored[key];
  return name.trim() ? { ...out, carousel_name: name } : out;
}

/** Slides per view, gap and side offset per device, as custom properties the base styles lay the slides out with. */
function carouselStyles(view: SettingsView) {
  const device = carouselConfig(view.stored, 2, activeDevices(view.breakpoints)).devices[view.device];
  return {
    "": {
      "--aisle-carousel-slides": String(device.slidesPerView),
      "--aisle-carousel-gap": `${device.spacing}px`,
      "--aisle-carousel-offset": device.offsetWidth,
    },
  };
}

function captionOf(image: SlideImage, type: ImageCarouselSettings["caption_type"]): string {
  return type === "" ? "" : image[type].trim();
}

/**
 * The link around a slide's image: its own file (with Elementor's lightbox attributes, a slideshow of
 * the widget's images), one custom address (the widget's lightbox setting only: a custom image opens
 * alone), or none.
 */
function linkOf(image: SlideImage, index: number, s: ImageCarouselSettings, slideshow: string) {
  const name = image.alt.trim() ? {} : { "aria-label": image.title.trim() || image.caption.trim() || `Image ${index + 1}` };
  if (s.link_to === "custom")
    return s.link.url
      ? { ...linkAttributes(s.link), ...name, ...(isImageUrl(s.link.url) ? { "data-elementor-open-lightbox": s.open_lightbox } : {}) }
      : null;
  if (s.link_to !== "file") return null;
  return {
    href: safeUrl(image.url),
    ...name,
    "data-elementor-open-lightbox": s.open_lightbox,
    "data-elementor-lightbox-slideshow": slideshow,
    "data-elementor-lightbox-index": String(index),
    ...(image.title.trim() ? { "data-elementor-lightbox-title": image.title } : {}),
    ...(image.description.trim() || image.caption.trim()
      ? { "data-elementor-lightbox-description": image.description.trim() || image.caption }
      : {}),
  };
}

/**
 * Elementor's image carousel (`image-carousel`), rendered whole on the server: every slide at its
 * final size from the first HTML (slides per view, gap and offset per device are custom properties
 * of the wrapper), scrollable by hand before the scripts run; the controls are in place but hidden
 * until the behaviour (Embla) takes over. APG carousel pattern and the names in docs/design/ui-contract.md.
 */
export const imageCarousel = defineWidget({
  type: "image-carousel",
  title: "Image Carousel",
  settings: imageCarouselSettings,
  Component: ({ settings: s, element }) => {
    const slides = s.carousel;
    if (!slides.length) return null;
    const config = carouselConfig(element.settings, slides.length);
    const eager = Math.ceil(config.devices.desktop.slidesPerView) + CAROUSEL_DEFAULTS.lazyNeighbours;
    const offset = config.offsetSides === "none" ? "" : ` aisle-carousel--offset-${config.offsetSides}`;
    return (
      <div
        className={`elementor-image-carousel-wrapper aisle-carousel${offset}`}
        role="region"
        aria-roledescription={CAROUSEL_TEXT.roleDescription}
        aria-label={config.label}
      >
        <div className="aisle-carousel__stage">
          <div className="aisle-carousel__viewport">
            <div className="elementor-image-carousel swiper-wrapper aisle-carousel__track">
              {slides.map((image, i) => {
                const link = linkOf(image, i, s, element.id);
                const caption = captionOf(image, s.caption_type);
                const img = (
                  <SiteImage
                    className="swiper-slide-image"
                    image={image}
                    width={image.width ?? 800}
                    height={image.height ?? 600}
                    loading={config.lazy && i >= eager ? "lazy" : "eager"}
                  />
                );
                return (
                  <div
                    key={i}
                    className="swiper-slide aisle-carousel__slide"
                    role="group"
                    aria-roledescription={CAROUSEL_TEXT.slideRoleDescription}
                    aria-label={slideLabel(i, slides.length)}
                  >
                    <figure className="swiper-slide-inner">
                      {link ? <a {...link}>{img}</a> : img}
                      {caption && <figcaption className="elementor-image-carousel-caption">{caption}</figcaption>}
                    </figure>
                  </div>
                );
              })}
            </div>
          </div>
          <CarouselArrows config={config} />
        </div>
        <CarouselBar config={config} />
      </div>
    );
  },
  styles: carouselStyles,
  behaviour: "image-carousel",
  clientSettings: (s, stored) => carouselClientSettings(stored, s.carousel_name),
});
