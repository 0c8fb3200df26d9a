/**
 * The site kit's breakpoints (docs/design/documents.md): the devices a responsive setting can name, their
 * widths, which are active, and the media query of each device. Desktop is the base device: it has
 * no breakpoint of its own; every device below it is a `max-width` breakpoint and widescreen is a
 * `min-width` one, as in Elementor.
 */

/** Every device, smallest first. */
export const DEVICES = ["mobile", "mobile_extra", "tablet", "tablet_extra", "laptop", "desktop", "widescreen"] as const;
export type Device = (typeof DEVICES)[number];
export type BreakpointName = Exclude<Device, "desktop">;

export interface Breakpoint {
  /** Width in px: the largest viewport of the device (widescreen: the smallest). */
  value: number;
  active: boolean;
}
export type Breakpoints = Record<BreakpointName, Breakpoint>;

/** Elementor's defaults: only mobile and tablet are active until the site turns the others on. */
export const DEFAULT_BREAKPOINTS: Breakpoints = {
  mobile: { value: 767, active: true },
  mobile_extra: { value: 880, active: false },
  tablet: { value: 1024, active: true },
  tablet_extra: { value: 1200, active: false },
  laptop: { value: 1366, active: false },
  widescreen: { value: 2400, active: false },
};

/** The narrowest viewport the first (smallest) device is designed for; narrower ones still count as it. */
export const FIRST_BREAKPOINT_MIN_WIDTH = 320;
export const MAX_BREAKPOINT = 9999;

/** The suffix a responsive setting carries for a device (`padding_tablet`); desktop has none. */
export const DEVICE_SUFFIX: Readonly<Record<Device, string>> = {
  mobile: "_mobile",
  mobile_extra: "_mobile_extra",
  tablet: "_tablet",
  tablet_extra: "_tablet_extra",
  laptop: "_laptop",
  desktop: "",
  widescreen: "_widescreen",
};

const BELOW_DESKTOP: readonly BreakpointName[] = ["mobile", "mobile_extra", "tablet", "tablet_extra", "laptop"];

/**
 * Breakpoints as stored (site settings), made safe whatever they hold: each value an integer from
 * 320 to 9999 (else the default), `active` a boolean (else the default), and every active breakpoint
 * below desktop wider than the active one before it (one that is not is switched off). Widescreen
 * must be wider than every active breakpoint below desktop.
 */
export function normaliseBreakpoints(raw: unknown): Breakpoints {
  const source = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const out = {} as Breakpoints;
  for (const name of Object.keys(DEFAULT_BREAKPOINTS) as BreakpointName[]) {
    const def = DEFAULT_BREAKPOINTS[name];
    const given = source[name] && typeof source[name] === "object" ? (source[name] as Record<string, unknown>) : {};
    const value =
      typeof given.value === "number" &&
      Number.isInteger(given.value) &&
      given.value >= FIRST_BREAKPOINT_MIN_WIDTH &&
      given.value <= MAX_BREAKPOINT
        ? given.value
        : def.value;
    const active = typeof given.active === "boolean" ? given.active : def.active;
    out[name] = { value, active };
  }
  let previous = 0;
  for (const name of BELOW_DESKTOP) {
    if (!out[name].active) continue;
    if (out[name].value <= previous) out[name] = { ...out[name], active: false };
    else previous = out[name].value;
  }
  if (out.widescreen.active && out.widescreen.value <= previous + 1) out.widescreen = { ...out.widescreen, active: false };
  return out;
}

/** The active devices, smallest first; desktop always. */
export function activeDevices(bp: Breakpoints): Device[] {
  return DEVICES.filter((d) => d === "desktop" || bp[d].active);
}

/**
 * The device a responsive value inherits from when it has none of its own: the next larger active
 * device up to desktop (widescreen inherits from desktop); null for desktop.
 */
export function deviceParent(device: Device, bp: Breakpoints): Device | null {
  if (device === "desktop") return null;
  if (device === "widescreen") return "desktop";
  const from = DEVICES.indexOf(device) + 1;
  for (let i = from; i < DEVICES.length; i++) {
    const d = DEVICES[i]!;
    if (d === "desktop" || bp[d as BreakpointName].active) return d;
  }
  return "desktop";
}

/** A viewport width range in px (either end open). */
export interface Range {
  min?: number;
  max?: number;
}

/**
 * The widths a device covers. The smallest device has no minimum (narrower viewports count as it);
 * desktop runs from the largest active breakpoint below it up to widescreen.
 */
export function deviceRange(device: Device, bp: Breakpoints): Range {
  if (device === "widescreen") return { min: bp.widescreen.value };
  const below = BELOW_DESKTOP.filter((d) => bp[d].active);
  if (device === "desktop") {
    const last = below[below.length - 1];
    return { ...(last ? { min: bp[last].value + 1 } : {}), ...(bp.widescreen.active ? { max: bp.widescreen.value - 1 } : {}) };
  }
  const at = below.indexOf(device);
  if (at === -1) return {};
  const prev = below[at - 1];
  return { ...(prev ? { min: bp[prev].value + 1 } : {}), max: bp[device].value };
}

/** The device a viewport of this width (CSS px, as media queries measure it) falls in. */
export function deviceForWidth(width: number, bp: Breakpoints): Device {
  for (const d of activeDevices(bp)) {
    const r = deviceRange(d, bp);
    if (r.max === undefined || width <= r.max) return d;
  }
  return "desktop";
}

/** `(min-width:768px) and (max-width:1024px)`; "" for an open range. */
export function mediaQuery(range: Range): string {
  const parts: string[] = [];
  if (range.min !== undefined) parts.push(`(min-width:${range.min}px)`);
  if (range.max !== undefined) parts.push(`(max-width:${range.max}px)`);
  return parts.join(" and ");
}
