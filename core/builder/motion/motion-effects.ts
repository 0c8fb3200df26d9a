/**
 * The maths of motion effects (docs/design/builder-behaviour.md#motion-effects,
 * docs/requirements.md#constants): how far an element has travelled through the viewport (or the page
 * has scrolled), and what each effect makes of that, written as CSS custom properties the element's
 * transform, filter and opacity are composed from.
 *
 * Progress p runs 0–100. Vertical, horizontal and rotate move by -(p - 50) x speed (px or deg),
 * after p is clamped into the effect's affected range and, for the `negative` direction, turned
 * into 100 - p. Transparency, blur and scale follow a "move point" 0–100 that a direction shapes
 * over a range: out-in rises through the range, in-out falls, out-in-out rises before it and falls
 * after it, in-out-in the other way round. Mouse effects read the pointer's place in the window.
 */
import type { PercentRange } from "../settings/setting-values";
import { clamp } from "../settings/setting-values";

export type FadeDirection = "out-in" | "in-out" | "in-out-in" | "out-in-out";

const finite = (n: number, fallback = 0) => (Number.isFinite(n) ? n : fallback);

/** How far an element has travelled through the viewport: 0 as its top enters at the bottom, 100 as its bottom leaves at the top. */
export function viewportProgress(rect: { top: number; height: number }, viewportHeight: number): number {
  const travel = finite(viewportHeight) + Math.max(0, finite(rect.height));
  if (travel <= 0) return 0;
  return clamp(((finite(viewportHeight) - finite(rect.top)) / travel) * 100, 0, 100);
}

/** How far the page has scrolled, 0–100 (0 when it cannot scroll). */
export function pageProgress(scrollY: number, documentHeight: number, viewportHeight: number): number {
  const scrollable = finite(documentHeight) - finite(viewportHeight);
  if (scrollable <= 0) return 0;
  return clamp((finite(scrollY) / scrollable) * 100, 0, 100);
}

/** Progress held within a range. */
export function clampToRange(p: number, range: PercentRange): number {
  return clamp(finite(p), range.start, range.end);
}

/** The linear rise from 0 at `from` to 100 at `to`; a segment of no length is at its end. */
function rise(p: number, from: number, to: number): number {
  return to > from ? clamp(((p - from) / (to - from)) * 100, 0, 100) : 100;
}

/** The move point 0–100 of transparency, blur and scale at progress p. */
export function movePoint(p: number, direction: FadeDirection, range: PercentRange): number {
  const at = clamp(finite(p), 0, 100);
  if (at < range.start) {
    // Before the range: flat for out-in/in-out; towards the range's value for the others.
    if (direction === "out-in") return 0;
    if (direction === "in-out") return 100;
    const up = rise(at, 0, range.start);
    return direction === "out-in-out" ? up : 100 - up;
  }
  if (at < range.end) {
    if (direction === "out-in-out") return 100;
    if (direction === "in-out-in") return 0;
    const up = rise(at, range.start, range.end);
    return direction === "out-in" ? up : 100 - up;
  }
  // After the range: flat for out-in/in-out; back away from the range's value for the others
  // (a range ending at 100 leaves only p = 100 here, which keeps the range's value).
  if (direction === "out-in") return 100;
  if (direction === "in-out") return 0;
  const away = range.end < 100 ? rise(at, range.end, 100) : 0;
  return direction === "out-in-out" ? 100 - away : away;
}

/** Vertical, horizontal and rotate: -(p - 50) x speed, p held in the affected range, mirrored for `negative`. */
export function translateStep(p: number, speed: number, negative: boolean, affectedRange?: PercentRange): number {
  const held = affectedRange ? clampToRange(p, affectedRange) : clamp(finite(p), 0, 100);
  const q = negative ? 100 - held : held;
  return -(q - 50) * finite(speed);
}

/** A background layer's offset: it slides across its extra size (`movable` px) as p runs 0–100. */
export function backgroundStep(p: number, movable: number, negative: boolean, affectedRange?: PercentRange): number {
  const held = affectedRange ? clampToRange(p, affectedRange) : clamp(finite(p), 0, 100);
  const q = negative ? 100 - held : held;
  return -(Math.max(0, finite(movable)) * q) / 100;
}

/** Transparency: 1 - L/10 at move point 0, fully opaque at 100 (level L 1–10). */
export function opacityAt(p: number, level: number, direction: FadeDirection, range: PercentRange): number {
  const l = clamp(finite(level), 0, 10) / 10;
  return 1 - l + (l * movePoint(p, direction, range)) / 100;
}

/** Blur: L px at move point 0, none at 100. */
export function blurAt(p: number, level: number, direction: FadeDirection, range: PercentRange): number {
  const l = Math.max(0, finite(level));
  return l - (l * movePoint(p, direction, range)) / 100;
}

/** Scale: 1 at move point 0, 1 + speed/10 at 100. */
export function scaleAt(p: number, speed: number, direction: FadeDirection, range: PercentRange): number {
  return 1 + (finite(speed) * movePoint(p, direction, range)) / 1000;
}

/** The pointer's place in the window, 0–100 on each axis. */
export function pointerProgress(clientX: number, clientY: number, width: number, height: number): { x: number; y: number } {
  const axis = (at: number, size: number) => (finite(size) > 0 ? clamp((finite(at) / size) * 100, 0, 100) : 50);
  return { x: axis(clientX, width), y: axis(clientY, height) };
}

/** Mouse track: the element moves against the pointer (opposite), or with it (`negative`, direct). */
export function mouseTrackOffset(pointer: { x: number; y: number }, speed: number, negative: boolean): { x: number; y: number } {
  return { x: translateStep(pointer.x, speed, negative), y: translateStep(pointer.y, speed, negative) };
}

/** 3D tilt: rotateX from the pointer's height, rotateY from 100 minus its width, at speed / 10 degrees per percent. */
export function tiltAngles(pointer: { x: number; y: number }, speed: number, negative: boolean): { rotateX: number; rotateY: number } {
  const perPercent = finite(speed) / 10;
  return { rotateX: translateStep(pointer.y, perPercent, negative), rotateY: translateStep(100 - pointer.x, perPercent, negative) };
}

/** A background layer is larger than its container by 10 x speed percent on each axis it moves along. */
export function backgroundLayerPercent(speed: number): number {
  return 100 + 10 * Math.max(0, finite(speed));
}
