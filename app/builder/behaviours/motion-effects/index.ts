import "./motion-effects.css";
import type { BehaviourStart } from "../contract";
import { domJournal } from "../dom-journal";
import { activeDevices } from "#core/builder/breakpoints";
import { pointerProgress } from "#core/builder/motion/motion-effects";
import { MOTION_FX_RESIZE_DEBOUNCE_MS, motionFxRuns, readMotionFx, type MotionFxConfig } from "#core/builder/motion/motion-effects-config";
import {
  backgroundLayerSize,
  MOTION_FILTER,
  MOTION_OPACITY,
  MOTION_TRANSFORM,
  motionOriginVars,
  mouseEffectVars,
  scrollEffectVars,
  scrollProgress,
  type LayerMovable,
} from "#core/builder/motion/motion-effects-vars";

/** The element's top as laid out (its own transform left out), relative to the viewport. */
function layoutTop(el: HTMLElement): number {
  const parent = el.offsetParent;
  if (parent instanceof HTMLElement && parent !== document.body)
    return parent.getBoundingClientRect().top + parent.clientTop + el.offsetTop;
  return getComputedStyle(el).position === "fixed" ? el.offsetTop : el.offsetTop - window.scrollY;
}

/** One moving part: the element itself, or its background layer. */
interface Mover {
  config: MotionFxConfig;
  target: HTMLElement;
  /** The custom properties it got last, to clear when it stops. */
  vars: Set<string>;
  movable: LayerMovable;
}

/**
 * Motion effects (docs/design/builder-behaviour.md#motion-effects, decision 0013): each frame measures
 * how far the element has travelled through the viewport (or the page has scrolled) and where the
 * pointer is, and writes the effects' custom properties (core/builder/motion/motion-effects-vars.ts). It writes the
 * first frame as it starts (the page as the visitor has scrolled it, no resize needed), then follows
 * scrolling and the pointer only while the element is in view; after a 200 ms debounced resize it reads
 * the device again. Only on the listed devices, and never under reduced motion. A background moves as a
 * layer behind the content, larger than the element by 10 x speed percent.
 */
const start: BehaviourStart = (root, ctx) => {
  if (ctx.reducedMotion()) return;
  const journal = domJournal();
  const active = activeDevices(ctx.breakpoints);
  const elType = root.dataset.element_type ?? "widget";
  const own = readMotionFx(ctx.settings, "element", { elType, active, fixedPosition: ctx.settings._position === "fixed" });
  const background = elType === "widget" ? null : readMotionFx(ctx.settings, "background", { elType, active });
  const movers: Mover[] = [];
  const inserted: Element[] = [];
  const saved = new Map<HTMLElement, Map<string, string>>();
  const setStyle = (el: HTMLElement, property: string, value: string) => {
    let before = saved.get(el);
    if (!before) saved.set(el, (before = new Map()));
    if (!before.has(property)) before.set(property, el.style.getPropertyValue(property));
    el.style.setProperty(property, value);
  };

  if (own) {
    setStyle(root, "transform", MOTION_TRANSFORM);
    if (own.scroll?.opacity) setStyle(root, "opacity", MOTION_OPACITY);
    if (own.scroll?.blur) setStyle(root, "filter", MOTION_FILTER);
    for (const [k, v] of Object.entries(motionOriginVars(own))) setStyle(root, k, v);
    if (own.origin) setStyle(root, "transform-origin", "var(--e-transform-origin-x) var(--e-transform-origin-y)");
    journal.cls(root, "elementor-motion-effects-element", true);
    if (own.mouse?.tilt && root.parentElement) journal.cls(root.parentElement, "elementor-motion-effects-perspective", true);
    movers.push({ config: own, target: root, vars: new Set(), movable: { x: 0, y: 0 } });
  }
  if (background) {
    const style = getComputedStyle(root);
    const box = document.createElement("div");
    box.className = "elementor-motion-effects-container";
    box.setAttribute("aria-hidden", "true");
    const layer = document.createElement("div");
    layer.className = "elementor-motion-effects-layer";
    const size = backgroundLayerSize(background);
    Object.assign(layer.style, {
      width: `${size.width}%`,
      height: `${size.height}%`,
      backgroundImage: style.backgroundImage,
      backgroundPosition: style.backgroundPosition,
      backgroundColor: "transparent",
      ...(style.backgroundSize && style.backgroundSize !== "auto" ? { backgroundSize: style.backgroundSize } : {}),
      transform: MOTION_TRANSFORM,
      ...(background.scroll?.opacity ? { opacity: MOTION_OPACITY } : {}),
      ...(background.scroll?.blur ? { filter: MOTION_FILTER } : {}),
    });
    box.append(layer);
    root.prepend(box);
    inserted.push(box);
    journal.cls(root, "elementor-motion-effects-element-type-background", true);
    movers.push({ config: background, target: layer, vars: new Set(), movable: { x: 0, y: 0 } });
  }
  if (movers.length === 0) return;

  const measureLayers = () => {
    for (const m of movers) {
      if (m.target === root) continue;
      m.movable = { x: Math.max(0, m.target.offsetWidth - root.clientWidth), y: Math.max(0, m.target.offsetHeight - root.clientHeight) };
    }
  };

  let pointer: { x: number; y: number } | null = null;
  let inView = false;
  let frame = 0;
  const write = (m: Mover, vars: Record<string, string>) => {
    for (const k of m.vars) if (!(k in vars)) m.target.style.removeProperty(k);
    m.vars = new Set(Object.keys(vars));
    for (const [k, v] of Object.entries(vars)) m.target.style.setProperty(k, v);
  };
  const render = () => {
    frame = 0;
    const reduced = ctx.reducedMotion();
    const device = ctx.device();
    for (const m of movers) {
      if (!motionFxRuns(m.config, device, reduced)) {
        write(m, {});
        continue;
      }
      const rect = m.target === root ? { top: layoutTop(root), height: root.offsetHeight } : root.getBoundingClientRect();
      const p = scrollProgress(m.config, {
        rect,
        viewportHeight: window.innerHeight,
        scrollY: window.scrollY,
        documentHeight: document.documentElement.scrollHeight,
      });
      write(m, { ...scrollEffectVars(m.config, p, m.movable), ...(pointer ? mouseEffectVars(m.config, pointer, m.movable) : {}) });
    }
  };
  const schedule = () => {
    if (inView && !frame) frame = requestAnimationFrame(render);
  };

  measureLayers();
  render();
  const observer = new IntersectionObserver((entries) => {
    inView = entries.some((e) => e.isIntersecting);
    schedule();
  });
  observer.observe(root);
  window.addEventListener("scroll", schedule, { passive: true, signal: ctx.signal });
  if (movers.some((m) => m.config.mouse)) {
    window.addEventListener(
      "mousemove",
      (event) => {
        pointer = pointerProgress(event.clientX, event.clientY, window.innerWidth, window.innerHeight);
        schedule();
      },
      { passive: true, signal: ctx.signal },
    );
  }
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener(
    "resize",
    () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(() => {
        measureLayers();
        render();
      }, MOTION_FX_RESIZE_DEBOUNCE_MS);
    },
    { signal: ctx.signal },
  );

  return () => {
    observer.disconnect();
    clearTimeout(resizeTimer);
    cancelAnimationFrame(frame);
    for (const m of movers) write(m, {});
    for (const el of inserted) el.remove();
    for (const [el, before] of saved) for (const [k, v] of before) el.style.setProperty(k, v);
    journal.undo();
  };
};

export default start;
