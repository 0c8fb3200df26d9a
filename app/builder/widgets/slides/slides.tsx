import { defineWidget } from "../../widget-types";
import { isLocalImageUrl } from "#core/media/media-urls";
import { SiteImage } from "../site-image";
import { slidesSettings, type Slide, type SlidesSettings } from "./settings";
import { linkAttributes } from "../link";
import { htmlContent } from "../html-setting";
import { CarouselArrows, CarouselBar } from "../carousel-controls";
import { carouselConfig } from "#core/builder/carousel/carousel-config";
import { CAROUSEL_TEXT, slideLabel } from "#core/builder/carousel/carousel-rules";
import { cssColor, cssEnum, cssSize } from "#core/builder/css-values";
import { colour, mergeBlocks, typography, type Decls, type StyleBlocks } from "#core/builder/style-helpers";
import type { Settings, SettingsView } from "#core/builder/responsive";

/** Elementor's slides settings as the carousel's (core/builder/carousel/carousel-config.ts): one slide per view, no gap. */
export function slidesCarouselSettings(stored: Settings, name: string): Settings {
  const out: Settings = { slides_to_show: "1", slides_to_scroll: "1", image_spacing_custom: { unit: "px", size: 0 } };
  const copy: [string, string][] = [
    ["navigation", "navigation"],
    ["autoplay", "autoplay"],
    ["autoplay_speed", "autoplay_speed"],
    ["pause_on_hover", "pause_on_hover"],
    ["pause_on_interaction", "pause_on_interaction"],
    ["infinite", "infinite"],
    ["transition", "effect"],
    ["transition_speed", "speed"],
  ];
  for (const [from, to] of copy) if (Object.hasOwn(stored, from)) out[to] = stored[from];
  return name.trim() ? { ...out, carousel_name: name.trim() } : out;
}

const H_ALIGN: Record<string, string> = { left: "flex-start", center: "center", right: "flex-end" };
const V_ALIGN: Record<string, string> = { top: "flex-start", middle: "center", bottom: "flex-end" };

/** A slide's own look (`custom_style`): background colour, overlay, content colour and position. */
function slideStyles(list: unknown): StyleBlocks {
  if (!Array.isArray(list)) return {};
  const out: StyleBlocks = {};
  for (const raw of list) {
    if (!raw || typeof raw !== "object") continue;
    const item = raw as Record<string, unknown>;
    if (typeof item._id !== "string" || !/^[a-z0-9]{1,20}$/i.test(item._id)) continue;
    const at = ` .elementor-repeater-item-${item._id}`;
    const bg = cssColor(item.background_color);
    if (bg) out[at] = { "background-color": bg };
    const overlay = item.background_overlay === "yes" ? cssColor(item.background_overlay_color) : undefined;
    if (overlay) out[`${at} .elementor-background-overlay`] = { "background-color": overlay };
    if (item.custom_style !== "yes") continue;
    const inner: Decls = {};
    const h = cssEnum(item.horizontal_position, ["left", "center", "right"]);
    const v = cssEnum(item.vertical_position, ["top", "middle", "bottom"]);
    const t = cssEnum(item.text_align, ["left", "center", "right"]);
    if (h) inner["justify-content"] = H_ALIGN[h]!;
    if (v) inner["align-items"] = V_ALIGN[v]!;
    if (t) inner["text-align"] = t;
    const c = cssColor(item.content_color);
    if (c) inner.color = c;
    out[`${at} .swiper-slide-inner`] = inner;
  }
  return out;
}

function slidesStyles(v: SettingsView): StyleBlocks {
  const height = cssSize(v.get("slides_height"), ["px", "vh", "em"], { min: 50, max: 2000 });
  const width = cssSize(v.get("content_max_width"), ["px", "%"], { min: 0, max: 2000 });
  return mergeBlocks(
    { " .aisle-carousel__slide": height ? { height } : {} },
    { " .swiper-slide-contents": width ? { "max-width": width } : {} },
    { " .elementor-slide-heading": { ...colour(v, "heading_color"), ...typography(v, "heading_typography") } },
    { " .elementor-slide-description": { ...colour(v, "description_color"), ...typography(v, "description_typography") } },
    { " .elementor-slide-button": { ...colour(v, "button_text_color"), ...colour(v, "button_background_color", "background-color") } },
    slideStyles(v.get("slides")),
  );
}

function SlideView({ slide, index, count, s, lazy }: { slide: Slide; index: number; count: number; s: SlidesSettings; lazy: boolean }) {
  const link = slide.link.url ? linkAttributes(slide.link) : null;
  const whole = link && slide.link_click === "slide";
  const buttonClass = `elementor-button elementor-slide-button elementor-size-${s.button_size}`;
  const contents = (
    <div className="swiper-slide-contents">
      {slide.heading && <div className="elementor-slide-heading" {...htmlContent(slide.heading)} />}
      {slide.description && <div className="elementor-slide-description" {...htmlContent(slide.description)} />}
      {slide.button_text &&
        (link && !whole ? (
          <a className={buttonClass} {...link} {...htmlContent(slide.button_text)} />
        ) : (
          <span className={buttonClass} {...htmlContent(slide.button_text)} />
        ))}
    </div>
  );
  return (
    <div
      className={`swiper-slide aisle-carousel__slide${slide._id ? ` elementor-repeater-item-${slide._id}` : ""}`}
      role="group"
      aria-roledescription={CAROUSEL_TEXT.slideRoleDescription}
      aria-label={slideLabel(index, count)}
    >
      {/* A background at another host is never requested (docs/media.md); the slide keeps its text. */}
      {isLocalImageUrl(slide.background_image.url) && (
        <SiteImage
          className="swiper-slide-bg"
          image={{ ...slide.background_image, alt: "" }}
          width={slide.background_image.width ?? 1600}
          height={slide.background_image.height ?? 900}
          loading={lazy ? "lazy" : "eager"}
        />
      )}
      <div className="elementor-background-overlay" />
      {whole ? (
        <a className="swiper-slide-inner" {...link}>
          {contents}
        </a>
      ) : (
        <div className="swiper-slide-inner">{contents}</div>
      )}
    </div>
  );
}

/**
 * Elementor Pro's slides on the site's carousel (the image carousel's markup and behaviour, Embla):
 * one slide per view, each a heading, description and button over its background; arrows, dots and
 * autoplay as set, autoplay never starting under reduced motion and stopped by its Stop button or by
 * focus. Every slide is in the first HTML at its height, so the behaviour moves nothing.
 */
export const slides = defineWidget({
  type: "slides",
  title: "Slides",
  settings: slidesSettings,
  Component: ({ settings: s, element }) => {
    const list = s.slides.filter((sl) => sl.heading || sl.description || sl.button_text || sl.background_image.url);
    if (!list.length) return null;
    const config = carouselConfig(slidesCarouselSettings(element.settings, s.carousel_name), list.length);
    return (
      <div
        className="elementor-slides-wrapper aisle-carousel"
        role="region"
        aria-roledescription={CAROUSEL_TEXT.roleDescription}
        aria-label={config.label}
      >
        <div className="aisle-carousel__stage">
          <div className="aisle-carousel__viewport">
            <div className="swiper-wrapper elementor-slides aisle-carousel__track">
              {list.map((slide, i) => (
                <SlideView key={i} slide={slide} index={i} count={list.length} s={s} lazy={i > 0} />
              ))}
            </div>
          </div>
          <CarouselArrows config={config} />
        </div>
        <CarouselBar config={config} />
      </div>
    );
  },
  styles: slidesStyles,
  behaviour: "image-carousel",
  clientSettings: (s, stored) => slidesCarouselSettings(stored, s.carousel_name),
});
