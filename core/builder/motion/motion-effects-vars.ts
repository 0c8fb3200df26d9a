/**
 * Motion effects as CSS custom properties: what one frame sets on the moving element (or its
 * background layer), and the transform, filter and opacity those properties compose into. Each
 * effect has a property of its own (scroll and mouse movements never overwrite each other), and
 * each has a neutral fallback, so the element sits still where no effect or no script has run.
 */
import type { MotionFxConfig } from "./motion-effects-config";
import {
  backgroundLayerPercent,
  backgroundStep,
  blurAt,
  mouseTrackOffset,
  opacityAt,
  pageProgress,
  scaleAt,
  tiltAngles,
  translateStep,
  viewportProgress,
} from "./motion-effects";

/** The transform the properties compose into, neutral where a property is unset. */
export const MOTION_TRANSFORM =
  "translateY(var(--translateY, 0px)) translateX(var(--translateX, 0px)) translateX(var(--mouseTrackX, 0px)) translateY(var(--mouseTrackY, 0px)) " +
  "rotateZ(var(--rotateZ, 0deg)) rotateX(var(--rotateX, 0deg)) rotateY(var(--rotateY, 0deg)) scale(var(--scale, 1))";
export const MOTION_FILTER = "blur(var(--blur, 0px))";
export const MOTION_OPACITY = "var(--opacity, 1)";

/** What the page measures for a frame. */
export interface MotionMeasures {
  /** The element's (for a background, its container's) rect relative to the viewport. */
  rect: { top: number; height: number };
  viewportHeight: number;
  scrollY: number;
  documentHeight: number;
}

/** Scroll progress 0–100 as the configuration asks for it. */
export function scrollProgress(config: Pick<MotionFxConfig, "range">, m: MotionMeasures): number {
  return config.range === "page" ? pageProgress(m.scrollY, m.documentHeight, m.viewportHeight) : viewportProgress(m.rect, m.viewportHeight);
}

/** Numbers as CSS writes them: at most three decimals, never "-0". */
function css(n: number, unit = ""): string {
  const rounded = Math.round(n * 1000) / 1000;
  return `${rounded === 0 ? 0 : rounded}${unit}`;
}

/** How far a background layer can slide on each axis, px: its size beyond its container's. */
export interface LayerMovable {
  x: number;
  y: number;
}

/** The frame's scroll effects at progress p. A background needs its layer's movable sizes. */
export function scrollEffectVars(config: MotionFxConfig, p: number, layer: LayerMovable = { x: 0, y: 0 }): Record<string, string> {
  const fx = config.scroll;
  const vars: Record<string, string> = {};
  if (!fx) return vars;
  const background = config.kind === "background";
  if (fx.translateY) {
    const { speed, negative, affectedRange } = fx.translateY;
    vars["--translateY"] = css(
      background ? backgroundStep(p, layer.y, negative, affectedRange) : translateStep(p, speed, negative, affectedRange),
      "px",
    );
  }
  if (fx.translateX) {
    const { speed, negative, affectedRange } = fx.translateX;
    vars["--translateX"] = css(
      background ? backgroundStep(p, layer.x, negative, affectedRange) : translateStep(p, speed, negative, affectedRange),
      "px",
    );
  }
  if (fx.rotateZ) vars["--rotateZ"] = css(translateStep(p, fx.rotateZ.speed, fx.rotateZ.negative, fx.rotateZ.affectedRange), "deg");
  if (fx.opacity) vars["--opacity"] = css(opacityAt(p, fx.opacity.level, fx.opacity.direction, fx.opacity.range));
  if (fx.blur) vars["--blur"] = css(blurAt(p, fx.blur.level, fx.blur.direction, fx.blur.range), "px");
  if (fx.scale) vars["--scale"] = css(scaleAt(p, fx.scale.speed, fx.scale.direction, fx.scale.range));
  return vars;
}

/** The frame's mouse effects for the pointer's place (0–100 on each axis). */
export function mouseEffectVars(
  config: MotionFxConfig,
  pointer: { x: number; y: number },
  layer: LayerMovable = { x: 0, y: 0 },
): Record<string, string> {
  const fx = config.mouse;
  const vars: Record<string, string> = {};
  if (!fx) return vars;
  if (fx.mouseTrack) {
    const { speed, negative } = fx.mouseTrack;
    const offset =
      config.kind === "background"
        ? { x: backgroundStep(pointer.x, layer.x, negative), y: backgroundStep(pointer.y, layer.y, negative) }
        : mouseTrackOffset(pointer, speed, negative);
    vars["--mouseTrackX"] = css(offset.x, "px");
    vars["--mouseTrackY"] = css(offset.y, "px");
  }
  if (fx.tilt) {
    const { rotateX, rotateY } = tiltAngles(pointer, fx.tilt.speed, fx.tilt.negative);
    vars["--rotateX"] = css(rotateX, "deg");
    vars["--rotateY"] = css(rotateY, "deg");
  }
  return vars;
}

/** The element's transform origin, as the properties Elementor's styles read. */
export function motionOriginVars(config: MotionFxConfig): Record<string, string> {
  return config.origin ? { "--e-transform-origin-x": config.origin.x, "--e-transform-origin-y": config.origin.y } : {};
}

/**
 * A background layer's size, percent of its container: larger by 10 x speed on each axis it moves
 * along (mouse track on both; a vertical or horizontal scroll effect sets its own axis).
 */
export function backgroundLayerSize(config: MotionFxConfig): { width: number; height: number } {
  const track = config.mouse?.mouseTrack?.speed ?? 0;
  const x = config.scroll?.translateX?.speed ?? track;
  const y = config.scroll?.translateY?.speed ?? track;
  return { width: backgroundLayerPercent(x), height: backgroundLayerPercent(y) };
}
