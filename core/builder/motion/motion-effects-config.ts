/**
 * Motion effect settings (docs/design/builder-behaviour.md#motion-effects) read into a typed
 * configuration: the element's own effects (`motion_fx_*`) or its background's
 * (`background_motion_fx_*`), each effect with its defaults, the devices it runs on and what its
 * progress is relative to. A setting of the wrong shape reads as its default; nothing throws.
 */
import type { Device } from "../breakpoints";
import { ALWAYS_ACTIVE_DEVICES } from "../responsive";
import type { FadeDirection } from "./motion-effects";
import type { PercentRange, SettingsBag } from "../settings/setting-values";
import { choice, clamp, ownValue, sliderRange, sliderSize, switcherOn } from "../settings/setting-values";

export const MOTION_FX_RESIZE_DEBOUNCE_MS = 200;

export type MotionFxKind = "element" | "background";

export interface TranslateEffect {
  negative: boolean;
  speed: number;
  affectedRange: PercentRange;
}

export interface FadeEffect {
  direction: FadeDirection;
  level: number;
  range: PercentRange;
}

export interface ScaleEffect {
  direction: FadeDirection;
  speed: number;
  range: PercentRange;
}

export interface MouseEffect {
  negative: boolean;
  speed: number;
}

export interface ScrollEffects {
  translateY?: TranslateEffect;
  translateX?: TranslateEffect;
  rotateZ?: TranslateEffect;
  opacity?: FadeEffect;
  blur?: FadeEffect;
  scale?: ScaleEffect;
}

export interface MouseEffects {
  mouseTrack?: MouseEffect;
  tilt?: MouseEffect;
}

export interface MotionFxConfig {
  kind: MotionFxKind;
  /** The devices it runs on. */
  devices: Device[];
  /** Progress from the element's travel through the viewport, or from the page's scroll. */
  range: "viewport" | "page";
  /** Transform origin (element effects only). */
  origin: { x: "left" | "center" | "right"; y: "top" | "center" | "bottom" } | null;
  scroll: ScrollEffects | null;
  mouse: MouseEffects | null;
}

export const MOTION_FX_DEFAULTS = {
  translate: { speed: 4, affectedRange: { start: 0, end: 100 } },
  rotateZ: { speed: 1, affectedRange: { start: 0, end: 100 } },
  opacity: { direction: "out-in", level: 10, range: { start: 20, end: 80 } },
  blur: { direction: "out-in", level: 7, range: { start: 20, end: 80 } },
  scale: { direction: "out-in", speed: 4, range: { start: 20, end: 80 } },
  mouseTrack: { speed: 1 },
  tilt: { speed: 4 },
} as const;

const FADE_DIRECTIONS: readonly FadeDirection[] = ["out-in", "in-out", "in-out-in", "out-in-out"];

/** The element's own effects, or its background's. */
const PREFIX: Record<MotionFxKind, string> = { element: "motion_fx_", background: "background_motion_fx_" };

export interface MotionFxContext {
  /** The element's type: a section's own effects have no mouse effects. */
  elType?: string;
  /** The element is `position: fixed` on this device: its progress follows the page's scroll. */
  fixedPosition?: boolean;
  /** The kit's active devices. */
  active?: readonly Device[];
}

/** Reads one effect's fields, given its setting prefix (`motion_fx_translateY_`...). */
function reader(settings: unknown, prefix: string) {
  const get = (field: string) => ownValue(settings, `${prefix}${field}`);
  return {
    on: () => switcherOn(get("effect"), false),
    negative: () => get("direction") === "negative",
    fade: () => choice(get("direction"), FADE_DIRECTIONS, "out-in"),
    number: (field: string, fallback: number, min: number, max: number) => {
      const n = sliderSize(get(field));
      return n === undefined ? fallback : clamp(n, min, max);
    },
    range: (field: string, fallback: PercentRange) => sliderRange(get(field)) ?? { ...fallback },
  };
}

function scrollEffects(settings: unknown, prefix: string, kind: MotionFxKind): ScrollEffects | null {
  if (!switcherOn(ownValue(settings, `${prefix}motion_fx_scrolling`), false)) return null;
  const effects: ScrollEffects = {};
  const d = MOTION_FX_DEFAULTS;
  for (const axis of ["translateY", "translateX"] as const) {
    const r = reader(settings, `${prefix}${axis}_`);
    if (r.on())
      effects[axis] = {
        negative: r.negative(),
        speed: r.number("speed", d.translate.speed, 0, 10),
        affectedRange: r.range("affectedRange", d.translate.affectedRange),
      };
  }
  const rotate = reader(settings, `${prefix}rotateZ_`);
  if (kind === "element" && rotate.on()) {
    effects.rotateZ = {
      negative: rotate.negative(),
      speed: rotate.number("speed", d.rotateZ.speed, 0, 10),
      affectedRange: rotate.range("affectedRange", d.rotateZ.affectedRange),
    };
  }
  const opacity = reader(settings, `${prefix}opacity_`);
  if (opacity.on())
    effects.opacity = {
      direction: opacity.fade(),
      level: opacity.number("level", d.opacity.level, 1, 10),
      range: opacity.range("range", d.opacity.range),
    };
  const blur = reader(settings, `${prefix}blur_`);
  if (blur.on())
    effects.blur = { direction: blur.fade(), level: blur.number("level", d.blur.level, 1, 15), range: blur.range("range", d.blur.range) };
  const scale = reader(settings, `${prefix}scale_`);
  if (scale.on())
    effects.scale = {
      direction: scale.fade(),
      speed: scale.number("speed", d.scale.speed, -10, 10),
      range: scale.range("range", d.scale.range),
    };
  return Object.keys(effects).length > 0 ? effects : null;
}

function mouseEffects(settings: unknown, prefix: string, kind: MotionFxKind, elType: string | undefined): MouseEffects | null {
  if (kind === "element" && elType === "section") return null;
  if (!switcherOn(ownValue(settings, `${prefix}motion_fx_mouse`), false)) return null;
  const effects: MouseEffects = {};
  const track = reader(settings, `${prefix}mouseTrack_`);
  if (track.on())
    effects.mouseTrack = { negative: track.negative(), speed: track.number("speed", MOTION_FX_DEFAULTS.mouseTrack.speed, 0, 10) };
  const tilt = reader(settings, `${prefix}tilt_`);
  if (kind === "element" && tilt.on())
    effects.tilt = { negative: tilt.negative(), speed: tilt.number("speed", MOTION_FX_DEFAULTS.tilt.speed, 0, 10) };
  return Object.keys(effects).length > 0 ? effects : null;
}

/** An element's (or its background's) motion effects, or null when none is switched on. */
export function readMotionFx(settings: SettingsBag | unknown, kind: MotionFxKind, context: MotionFxContext = {}): MotionFxConfig | null {
  const prefix = PREFIX[kind];
  const scroll = scrollEffects(settings, prefix, kind);
  const mouse = mouseEffects(settings, prefix, kind, context.elType);
  if (scroll === null && mouse === null) return null;
  const active = context.active ?? ALWAYS_ACTIVE_DEVICES;
  const listed = ownValue(settings, `${prefix}devices`);
  const range = ownValue(settings, `${prefix}range`);
  return {
    kind,
    devices: Array.isArray(listed) ? active.filter((d) => listed.includes(d)) : [...active],
    range: range === "page" || (range !== "viewport" && context.fixedPosition === true) ? "page" : "viewport",
    origin:
      kind === "element"
        ? {
            x: choice(ownValue(settings, "motion_fx_transform_origin_x"), ["left", "center", "right"], "center"),
            y: choice(ownValue(settings, "motion_fx_transform_origin_y"), ["top", "center", "bottom"], "center"),
          }
        : null,
    scroll,
    mouse,
  };
}

/** Whether the effects run: on a listed device, and never under prefers-reduced-motion. */
export function motionFxRuns(config: Pick<MotionFxConfig, "devices">, device: Device, reducedMotion: boolean): boolean {
  return !reducedMotion && config.devices.includes(device);
}
