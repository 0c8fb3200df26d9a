import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType, type EmblaPluginType } from "embla-carousel";
import Fade from "embla-carousel-fade";
import type { BehaviourStart } from "../../behaviours/contract";
import { domJournal } from "../../behaviours/dom-journal";
import { activeDevices } from "#core/builder/breakpoints";
import { carouselConfig, type CarouselDeviceConfig } from "#core/builder/carousel/carousel-config";
import {
  autoplayRuns,
  autoplayToggleLabel,
  dotLabel,
  lazySlides,
  slideStep,
  type AutoplayState,
} from "#core/builder/carousel/carousel-rules";

/** Embla's duration (its own unit, 25 by default) for a transition of `speed` ms (500 by default). */
const emblaDuration = (speed: number) => Math.min(60, Math.max(1, Math.round(speed / 20)));

/** The slide whose image starts nearest the viewport's start edge: where the visitor scrolled to before the script ran. */
function slideInView(viewport: HTMLElement, slides: HTMLElement[], rtl: boolean): number {
  const box = viewport.getBoundingClientRect();
  const style = getComputedStyle(viewport);
  const edge = rtl ? box.right - parseFloat(style.paddingRight) : box.left + parseFloat(style.paddingLeft);
  let best = 0;
  let distance = Infinity;
  slides.forEach((slide, i) => {
    const figure = (slide.firstElementChild ?? slide).getBoundingClientRect();
    const d = Math.abs((rtl ? figure.right : figure.left) - edge);
    if (d < distance) [best, distance] = [i, d];
  });
  return best;
}

/**
 * The image carousel on Embla (docs/architecture.md#stack) with our own controls: arrows, dots, the Stop/Start
 * control (WCAG 2.2.2), ArrowLeft/ArrowRight (mirrored right to left), swipe. It starts at the slide
 * the visitor scrolled to before it ran, and without autoplay when focus or the pointer is already
 * inside. Autoplay follows core/builder/carousel/carousel-rules.ts: never under reduced motion unless the visitor
 * presses Start; it stops for good once focus enters; it pauses on hover when set.
 */
const start: BehaviourStart = (root, ctx) => {
  const region = root.querySelector<HTMLElement>(".aisle-carousel");
  const viewport = region?.querySelector<HTMLElement>(".aisle-carousel__viewport");
  if (!region || !viewport) return;
  const slides = [...viewport.querySelectorAll<HTMLElement>(".aisle-carousel__slide")];
  const config = carouselConfig({ ...ctx.settings, carousel_name: "" }, slides.length, activeDevices(ctx.breakpoints));
  if (!config.runs) return;

  const journal = domJournal();
  const rtl = getComputedStyle(region).direction === "rtl";
  const prev = region.querySelector<HTMLButtonElement>(".elementor-swiper-button-prev");
  const next = region.querySelector<HTMLButtonElement>(".elementor-swiper-button-next");
  const dots = region.querySelector<HTMLElement>(".aisle-carousel__dots");
  const toggle = region.querySelector<HTMLButtonElement>(".aisle-carousel__autoplay");
  const images = slides.map((s) => s.querySelector("img"));

  // Start from the page: the slide scrolled to by hand, focus or pointer already inside.
  const first = slideInView(viewport, slides, rtl);
  const state: AutoplayState = {
    reducedMotion: ctx.reducedMotion(),
    hovered: region.matches(":hover"),
    focusEntered: region.contains(document.activeElement),
    interacted: false,
    stopped: false,
    startedByVisitor: false,
  };

  const deviceConfig = () => config.devices[ctx.device()];
  const options = (d: CarouselDeviceConfig): EmblaOptionsType => ({
    loop: config.loop,
    duration: emblaDuration(config.speed),
    slidesToScroll: d.slidesToScroll,
    direction: rtl ? "rtl" : "ltr",
    align: "start",
    containScroll: "trimSnaps",
    inViewThreshold: 0.5,
  });
  const plugins = (d: CarouselDeviceConfig): EmblaPluginType[] => (d.fade ? [Fade()] : []);

  journal.cls(region, "aisle-carousel--running", true);
  viewport.scrollLeft = 0;
  let current = deviceConfig();
  const embla: EmblaCarouselType = EmblaCarousel(viewport, options(current), plugins(current));
  const snapOf = (slide: number) =>
    Math.max(
      0,
      embla.internalEngine().slideRegistry.findIndex((group) => group.includes(slide)),
    );
  embla.scrollTo(snapOf(first), true);

  // Lazy loading: the slides in view and one neighbour each side load now.
  const loadAround = () => {
    if (!config.lazy) return;
    const firstShown = embla.internalEngine().slideRegistry[embla.selectedScrollSnap()]?.[0] ?? 0;
    for (const i of lazySlides(firstShown, deviceConfig().slidesPerView, slides.length, config.loop, config.lazy.neighbours)) {
      const img = images[i];
      if (img?.getAttribute("loading") === "lazy") journal.attr(img, "loading", "eager");
    }
  };

  // Off-screen slides leave the tab order and the accessibility tree.
  const markInView = () => {
    const shown = new Set(embla.slidesInView());
    if (shown.size === 0) return;
    slides.forEach((slide, i) => journal.attr(slide, "inert", shown.has(i) ? null : ""));
  };

  let dotButtons: HTMLButtonElement[] = [];
  const buildDots = () => {
    if (!dots) return;
    dots.replaceChildren();
    dotButtons = embla.scrollSnapList().map((_, i) => {
      const dot = document.createElement("button");
      dot.type = "button";
      dot.className = "aisle-carousel__dot";
      dot.setAttribute("aria-label", dotLabel(i));
      dot.addEventListener("click", () => move(() => embla.scrollTo(i)), { signal: ctx.signal });
      return dot;
    });
    dots.append(...dotButtons);
  };

  const showSelected = () => {
    const selected = embla.selectedScrollSnap();
    dotButtons.forEach((dot, i) => (i === selected ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current")));
    if (prev) journal.attr(prev, "aria-disabled", embla.canScrollPrev() ? null : "true");
    if (next) journal.attr(next, "aria-disabled", embla.canScrollNext() ? null : "true");
    loadAround();
  };

  // Autoplay: one timer, rescheduled whenever what decides it changes.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    state.reducedMotion = ctx.reducedMotion();
    if (toggle) {
      const playing = autoplayRuns(config, { ...state, hovered: false });
      journal.attr(toggle, "aria-label", autoplayToggleLabel(playing));
      toggle.classList.toggle("aisle-carousel__autoplay--paused", !playing);
    }
    if (config.autoplay && autoplayRuns(config, state)) {
      timer = setTimeout(() => (embla.canScrollNext() ? embla.scrollNext() : embla.scrollTo(0)), config.autoplay.delay);
    }
  };

  /** A move the visitor asked for. */
  const move = (go: () => void) => {
    state.interacted = true;
    go();
    schedule();
  };

  prev?.addEventListener("click", () => embla.canScrollPrev() && move(() => embla.scrollPrev()), { signal: ctx.signal });
  next?.addEventListener("click", () => embla.canScrollNext() && move(() => embla.scrollNext()), { signal: ctx.signal });
  toggle?.addEventListener(
    "click",
    () => {
      const playing = autoplayRuns(config, { ...state, hovered: false });
      state.stopped = playing;
      state.startedByVisitor = !playing;
      schedule();
    },
    { signal: ctx.signal },
  );
  region.addEventListener(
    "keydown",
    (event) => {
      const step = slideStep(event.key, rtl ? "rtl" : "ltr");
      if (
        step === 0 ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        (event.target as Element).closest("input, textarea, select, [contenteditable]")
      )
        return;
      event.preventDefault();
      if (step > 0 ? embla.canScrollNext() : embla.canScrollPrev()) move(() => (step > 0 ? embla.scrollNext() : embla.scrollPrev()));
    },
    { signal: ctx.signal },
  );
  region.addEventListener("focusin", () => ((state.focusEntered = true), schedule()), { signal: ctx.signal });
  region.addEventListener("mouseenter", () => ((state.hovered = true), schedule()), { signal: ctx.signal });
  region.addEventListener("mouseleave", () => ((state.hovered = false), schedule()), { signal: ctx.signal });
  const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
  motion.addEventListener("change", schedule, { signal: ctx.signal });

  embla.on("pointerDown", () => ((state.interacted = true), schedule()));
  embla.on("select", () => (showSelected(), schedule()));
  embla.on("slidesInView", markInView);
  embla.on("reInit", () => (buildDots(), showSelected(), markInView()));

  // Another device may scroll by another step or fade: Embla measures sizes itself, the rest is set again.
  window.addEventListener(
    "resize",
    () => {
      const d = deviceConfig();
      if (d.slidesToScroll === current.slidesToScroll && d.fade === current.fade) return;
      current = d;
      embla.reInit(options(d), plugins(d));
    },
    { signal: ctx.signal },
  );

  buildDots();
  showSelected();
  markInView();
  schedule();

  return () => {
    clearTimeout(timer);
    embla.destroy();
    dots?.replaceChildren();
    toggle?.classList.remove("aisle-carousel__autoplay--paused");
    journal.undo();
  };
};

export default start;
