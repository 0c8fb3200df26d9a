/**
 * The image carousel's settings resolved into a plain configuration (docs/requirements.md#entities,
 * #states-and-transitions and #constants, docs/design/builder-behaviour.md#carousel-lightbox-and-video,
 * docs/design/ui-contract.md): per device, how many slides show and scroll, the gap and the side offset; for
 * the whole carousel, loop, speed, autoplay, navigation and lazy loading; and the texts assistive technology
 * reads.
 *
 * Slides to show: desktop 3 unless set; tablet 2 unless set, or 1 when desktop shows 1; mobile 1
 * unless set; every other device inherits from the next larger. Slides to scroll, the gap and the
 * offset width follow the usual inheritance (docs/design/documents.md).
 */
import type { Device } from "../breakpoints";
import { CAROUSEL_TEXT } from "./carousel-rules";
import {
  ALWAYS_ACTIVE_DEVICES,
  DEVICES_LARGEST_FIRST as DEVICES,
  deviceSettingKey,
  nextLargerDevice,
  resolveDeviceSetting,
} from "../responsive";
import type { SettingsBag } from "../settings/setting-values";
import { choice, finiteNumber, ownValue, sliderLength, sliderSize, switcherOn } from "../settings/setting-values";

export const CAROUSEL_DEFAULTS = {
  slidesToShow: 3,
  tabletSlidesToShow: 2,
  mobileSlidesToShow: 1,
  slidesToScroll: 1,
  spacing: 20,
  speed: 500,
  autoplaySpeed: 5000,
  /** Neighbouring slides loaded ahead with lazy loading. */
  lazyNeighbours: 1,
  /** Added to slides per view when a side is offset, so the next slide's edge shows on the last page. */
  offsetExtra: 0.001,
} as const;

/** The select offers 1 to 10. */
const MAX_SLIDES_TO_SHOW = 10;
const MAX_SPACING = 100;

export type OffsetSides = "none" | "left" | "right" | "both";
export type PaginationType = "bullets" | "fraction" | "progressbar";

export interface CarouselDeviceConfig {
  slidesToShow: number;
  slidesToScroll: number;
  /** What the carousel engine lays out: slides to show, plus 0.001 with an offset side. */
  slidesPerView: number;
  /** The gap between slides, px. */
  spacing: number;
  /** How far the offset side(s) reach, as a CSS length ("0px" without one). */
  offsetWidth: string;
  /** The cross-fade effect: chosen, and only one slide shows. */
  fade: boolean;
}

export interface CarouselAutoplay {
  delay: number;
  pauseOnHover: boolean;
  /** Once the visitor moves the carousel, autoplay stays stopped. */
  pauseOnInteraction: boolean;
}

export interface CarouselConfig {
  /** The carousel runs only with at least 2 slides; with fewer its slides simply show. */
  runs: boolean;
  slideCount: number;
  loop: boolean;
  /** Transition duration, ms. */
  speed: number;
  autoplay: CarouselAutoplay | null;
  arrows: boolean;
  dots: boolean;
  pagination: PaginationType;
  offsetSides: OffsetSides;
  /** Lazy loading: how many neighbours of the visible slides load ahead; null loads every slide. */
  lazy: { neighbours: number } | null;
  /** The region's accessible name. */
  label: string;
  devices: Record<Device, CarouselDeviceConfig>;
}

/** A slides count of the select: a whole number from 1 to 10. */
function slideCountSetting(raw: unknown): number | undefined {
  const n = finiteNumber(raw);
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= MAX_SLIDES_TO_SHOW ? n : undefined;
}

function spacingSetting(raw: unknown): number | undefined {
  const n = sliderSize(raw);
  return n !== undefined && n >= 0 ? Math.min(n, MAX_SPACING) : undefined;
}

function offsetWidthSetting(raw: unknown): string | undefined {
  const length = sliderLength(raw, ["px", "%", "em", "rem", "vw"]);
  return length !== undefined && length.size >= 0 ? `${length.size}${length.unit}` : undefined;
}

/** Slides to show on every device: own value, else the device's default, else the next larger device's. */
function slidesToShowByDevice(settings: unknown, active: readonly Device[]): Record<Device, number> {
  const own = (d: Device) =>
    d === "desktop" || active.includes(d) ? slideCountSetting(ownValue(settings, deviceSettingKey("slides_to_show", d))) : undefined;
  const desktop = own("desktop") ?? CAROUSEL_DEFAULTS.slidesToShow;
  const resolved = { desktop } as Record<Device, number>;
  // Larger devices first, so each one's next larger device is resolved before it.
  for (const d of DEVICES) {
    if (d === "desktop") continue;
    const fallback =
      d === "tablet"
        ? desktop === 1
          ? 1
          : CAROUSEL_DEFAULTS.tabletSlidesToShow
        : d === "mobile"
          ? CAROUSEL_DEFAULTS.mobileSlidesToShow
          : resolved[nextLargerDevice(d, active) ?? "desktop"];
    resolved[d] = own(d) ?? fallback;
  }
  return resolved;
}

function positiveNumber(raw: unknown, fallback: number, allowZero: boolean): number {
  const n = finiteNumber(raw);
  return n !== undefined && (allowZero ? n >= 0 : n > 0) ? n : fallback;
}

/** The carousel's configuration from its settings, its number of slides and the kit's active devices. */
export function carouselConfig(
  settings: SettingsBag | unknown,
  slideCount: number,
  active: readonly Device[] = ALWAYS_ACTIVE_DEVICES,
): CarouselConfig {
  const get = (key: string) => ownValue(settings, key);
  const show = slidesToShowByDevice(settings, active);
  const effect = choice(get("effect"), ["slide", "fade"], "slide");
  const offsetSides = choice(get("offset_sides"), ["none", "left", "right", "both"], "none");
  const navigation = choice(get("navigation"), ["both", "arrows", "dots", "none"], "both");
  const devices = {} as Record<Device, CarouselDeviceConfig>;
  for (const d of DEVICES) {
    const slidesToShow = show[d];
    const scroll = resolveDeviceSetting(settings, "slides_to_scroll", d, slideCountSetting, active) ?? CAROUSEL_DEFAULTS.slidesToScroll;
    devices[d] = {
      slidesToShow,
      // Hidden when one slide shows; never more than show, which would skip slides never seen.
      slidesToScroll: slidesToShow === 1 ? 1 : Math.min(scroll, slidesToShow),
      slidesPerView: slidesToShow + (offsetSides === "none" ? 0 : CAROUSEL_DEFAULTS.offsetExtra),
      spacing: resolveDeviceSetting(settings, "image_spacing_custom", d, spacingSetting, active) ?? CAROUSEL_DEFAULTS.spacing,
      offsetWidth:
        offsetSides === "none" ? "0px" : (resolveDeviceSetting(settings, "offset_width", d, offsetWidthSetting, active) ?? "0px"),
      fade: effect === "fade" && slidesToShow === 1,
    };
  }
  const count = Number.isInteger(slideCount) && slideCount > 0 ? slideCount : 0;
  const name = get("carousel_name");
  return {
    runs: count >= 2,
    slideCount: count,
    loop: switcherOn(get("infinite"), true),
    speed: positiveNumber(get("speed"), CAROUSEL_DEFAULTS.speed, true),
    autoplay: switcherOn(get("autoplay"), true)
      ? {
          delay: positiveNumber(get("autoplay_speed"), CAROUSEL_DEFAULTS.autoplaySpeed, false),
          pauseOnHover: switcherOn(get("pause_on_hover"), true),
          pauseOnInteraction: switcherOn(get("pause_on_interaction"), true),
        }
      : null,
    arrows: navigation === "both" || navigation === "arrows",
    dots: navigation === "both" || navigation === "dots",
    pagination: choice(get("pagination"), ["bullets", "fraction", "progressbar"], "bullets"),
    offsetSides,
    lazy: switcherOn(get("lazyload"), false) ? { neighbours: CAROUSEL_DEFAULTS.lazyNeighbours } : null,
    label: typeof name === "string" && name.trim() !== "" ? name.trim() : CAROUSEL_TEXT.region,
    devices,
  };
}
