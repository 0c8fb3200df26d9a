import { SiteImage } from "../site-image";
import { defineWidget } from "../../widget-types";
import { imageCarouselSettings, type ImageCarouselSettings, type SlideImage } from "./settings";
import { linkAttributes } from "../link";
import { safeUrl } from "#core/text/safe-url";
import { isImageUrl } from "#core/builder/lightbox/lightbox-rules";
import { activeDevices } from "#core/builder/breakpoints";
import { pickSettings, type Settings, type SettingsView } from "#core/builder/responsive";
import { carouselConfig, CAROUSEL_DEFAULTS } from "#core/builder/carousel/carousel-config";
import { CAROUSEL_TEXT, autoplayToggleLabel, slideLabel } from "#core/builder/carousel/carousel-rules";

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

const CHEVRON_LEFT = "M15.4 4.6 8 12l7.4 7.4 1.4-1.4-6-6 6-6z";
const CHEVRON_RIGHT = "M8.6 4.6 7.2 6l6 6-6 6 1.4 1.4L16 12z";
const PAUSE = "M7 5h3.5v14H7zm6.5 0H17v14h-3.5z";

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
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
    const autoplay = config.runs && config.autoplay !== null;
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
          {config.runs && config.arrows && (
            <>
              <button
                type="button"
                className="elementor-swiper-button elementor-swiper-button-prev aisle-carousel__arrow"
                aria-label={CAROUSEL_TEXT.previous}
              >
                <Icon path={CHEVRON_LEFT} />
              </button>
              <button
                type="button"
                className="elementor-swiper-button elementor-swiper-button-next aisle-carousel__arrow"
                aria-label={CAROUSEL_TEXT.next}
              >
                <Icon path={CHEVRON_RIGHT} />
              </button>
            </>
          )}
        </div>
        {config.runs && (config.dots || autoplay) && (
          <div className="aisle-carousel__bar">
            {autoplay && (
              <button type="button" className="aisle-carousel__autoplay" aria-label={autoplayToggleLabel(true)}>
                <Icon path={PAUSE} />
              </button>
            )}
            {config.dots && <div className="swiper-pagination aisle-carousel__dots" />}
          </div>
        )}
      </div>
    );
  },
  styles: carouselStyles,
  behaviour: "image-carousel",
  clientSettings: (s, stored) => carouselClientSettings(stored, s.carousel_name),
});
