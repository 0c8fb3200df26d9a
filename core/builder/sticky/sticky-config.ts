/**
 * Sticky elements (docs/requirements.md#entities, #states-and-transitions and #constants,
 * docs/design/builder-behaviour.md#sticky): the `sticky` settings read into a typed configuration per
 * device, whether two configurations differ (the runtime re-initialises only then, after a 300 ms
 * debounced resize), and the active/effects state for a scroll position, as the classes
 * `elementor-sticky--active` and `elementor-sticky--effects`.
 *
 * The element is never cloned: the state is computed from where the element sits when it is not
 * stuck (`naturalTop`), which the runtime measures once (a marker at its place) and again on resize.
 */
import type { Device } from "../breakpoints";
import { ALWAYS_ACTIVE_DEVICES, resolveDeviceSetting } from "../responsive";
import type { SettingsBag } from "../settings/setting-values";
import { choice, clamp, ownValue, sliderSize, switcherOn } from "../settings/setting-values";

export const STICKY_RESIZE_DEBOUNCE_MS = 300;

export const STICKY_CLASSES = {
  sticky: "elementor-sticky",
  active: "elementor-sticky--active",
  effects: "elementor-sticky--effects",
} as const;

/** The controls' ranges, px. */
export const STICKY_LIMITS = { offset: 500, effectsOffset: 1000, anchorLinkOffset: 500 } as const;

export type StickyEdge = "top" | "bottom";

export interface StickyConfig {
  edge: StickyEdge;
  /** Distance from the viewport's edge once stuck, px. */
  offset: number;
  /** How far past the point where it sticks the effects class comes on, px. */
  effectsOffset: number;
  /** Room kept above anchor targets below it, px. */
  anchorLinkOffset: number;
  /** "Stay in column": it sticks only within its parent (inner elements only). */
  stayInParent: boolean;
}

/** The devices the element is sticky on: `sticky_on`, or every active device when it is not a list. */
export function stickyDevices(settings: SettingsBag | unknown, active: readonly Device[] = ALWAYS_ACTIVE_DEVICES): Device[] {
  const listed = ownValue(settings, "sticky_on");
  return Array.isArray(listed) ? active.filter((d) => listed.includes(d)) : [...active];
}

function pixels(max: number) {
  return (raw: unknown): number | undefined => {
    const n = sliderSize(raw);
    return n === undefined ? undefined : clamp(n, 0, max);
  };
}

export interface StickyContext {
  /** The kit's active devices. */
  active?: readonly Device[];
  /** The element sits inside another container or column (only those can stay in their parent). */
  inner?: boolean;
}

/** The element's sticky configuration on `device`, or null when it is not sticky there. */
export function stickyConfig(settings: SettingsBag | unknown, device: Device, context: StickyContext = {}): StickyConfig | null {
  const active = context.active ?? ALWAYS_ACTIVE_DEVICES;
  const edge = choice(ownValue(settings, "sticky"), ["top", "bottom", ""], "");
  if (edge === "" || !stickyDevices(settings, active).includes(device)) return null;
  const responsive = (name: string, max: number) => resolveDeviceSetting(settings, name, device, pixels(max), active) ?? 0;
  return {
    edge,
    offset: responsive("sticky_offset", STICKY_LIMITS.offset),
    effectsOffset: responsive("sticky_effects_offset", STICKY_LIMITS.effectsOffset),
    anchorLinkOffset: responsive("sticky_anchor_link_offset", STICKY_LIMITS.anchorLinkOffset),
    stayInParent: context.inner === true && switcherOn(ownValue(settings, "sticky_parent"), false),
  };
}

/** Whether two configurations are the same (null meaning "not sticky"). */
export function sameStickyConfig(a: StickyConfig | null, b: StickyConfig | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.edge === b.edge &&
    a.offset === b.offset &&
    a.effectsOffset === b.effectsOffset &&
    a.anchorLinkOffset === b.anchorLinkOffset &&
    a.stayInParent === b.stayInParent
  );
}

/** Where the page and the element are, px. */
export interface StickyGeometry {
  scrollY: number;
  viewportHeight: number;
  /** The element's top where it sits when not stuck, in page coordinates. */
  naturalTop: number;
  height: number;
}

export interface StickyState {
  active: boolean;
  effects: boolean;
}

/**
 * How far the page has scrolled past the point where the element sticks (negative before it):
 * for top, once its natural top reaches `offset` below the viewport's top; for bottom, while its
 * natural bottom lies more than `offset` below the viewport's bottom.
 */
export function distancePastStickPoint(config: Pick<StickyConfig, "edge" | "offset">, g: StickyGeometry): number {
  if (config.edge === "top") return g.scrollY + config.offset - g.naturalTop;
  return g.naturalTop + g.height - (g.scrollY + g.viewportHeight - config.offset);
}

/** Stuck once the stick point is reached; effects once scrolled `effectsOffset` past it. */
export function stickyState(config: StickyConfig, geometry: StickyGeometry): StickyState {
  const past = distancePastStickPoint(config, geometry);
  if (!Number.isFinite(past)) return { active: false, effects: false };
  return { active: past >= 0, effects: past >= 0 && past >= config.effectsOffset };
}

/** The classes the element carries in that state. */
export function stickyClasses(state: StickyState): string[] {
  return [STICKY_CLASSES.sticky, ...(state.active ? [STICKY_CLASSES.active] : []), ...(state.effects ? [STICKY_CLASSES.effects] : [])];
}
