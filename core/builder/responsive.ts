import { DEVICE_SUFFIX, DEVICES, deviceParent, type Breakpoints, type Device } from "./breakpoints";
import { ownValue, type SettingsBag } from "./settings/setting-values";
import { globalColorValue, type GlobalIds } from "./global-variables";

export type Settings = Record<string, unknown>;

/**
 * Whether a stored value means "nothing set here" (so a responsive value inherits): missing, null,
 * "", PHP's empty `[]`, a size whose `size` is empty (`{unit:"px", size:""}`), dimensions or gaps
 * whose sides are all empty, an image without a url.
 */
export function isUnset(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  const empty = (k: string) => v[k] === undefined || v[k] === null || v[k] === "";
  if ("top" in v || "right" in v || "bottom" in v || "left" in v) return ["top", "right", "bottom", "left"].every(empty);
  if ("column" in v || "row" in v) return empty("column") && empty("row") && empty("size");
  if ("size" in v) return empty("size");
  if ("url" in v) return empty("url");
  return false;
}

/**
 * A responsive setting's value on a device: its own (`key_tablet`), else the next larger active
 * device's, up to desktop's plain `key`. A device that is not active is read as its parent.
 */
export function responsiveValue(settings: Settings, key: string, device: Device, bp: Breakpoints, globals?: GlobalIds): unknown {
  const active = device === "desktop" || bp[device].active;
  const references = globals ? globalReferences(settings) : null;
  for (let d: Device | null = active ? device : deviceParent(device, bp); d; d = deviceParent(d, bp)) {
    // A global colour the site has wins; one it does not have falls back to the value stored beside it.
    const global = references ? globalColorValue(references[key + DEVICE_SUFFIX[d]], globals) : null;
    if (global) return global;
    const v = settings[key + DEVICE_SUFFIX[d]];
    if (!isUnset(v)) return v;
  }
  return undefined;
}

/** An element's `__globals__`: setting name -> `globals/colors?id=…` or `globals/typography?id=…`. */
export function globalReferences(settings: Settings): Record<string, unknown> {
  const g = settings.__globals__;
  return g && typeof g === "object" && !Array.isArray(g) ? (g as Record<string, unknown>) : {};
}

/** Settings as seen from one device: `get` resolves responsive inheritance. */
export interface SettingsView {
  device: Device;
  get(key: string): unknown;
  /** The stored settings and the site's breakpoints, for values with device defaults of their own (a carousel's slides to show). */
  stored: Settings;
  breakpoints: Breakpoints;
  /** The site's global variables' ids: `get` resolves colour references to them, `typography()` font references. */
  globals?: GlobalIds;
}

export function settingsView(settings: Settings, device: Device, bp: Breakpoints, globals?: GlobalIds): SettingsView {
  return {
    device,
    get: (key) => responsiveValue(settings, key, device, bp, globals),
    stored: settings,
    breakpoints: bp,
    ...(globals ? { globals } : {}),
  };
}

/**
 * The keys (and their device variants) copied from stored settings, e.g. for an element's
 * `data-settings`: only those that are set.
 */
export function pickSettings(settings: Settings, keys: readonly string[], responsive = true): Settings {
  const out: Settings = {};
  for (const key of keys) {
    for (const suffix of responsive ? Object.values(DEVICE_SUFFIX) : [""]) {
      const v = settings[key + suffix];
      if (!isUnset(v)) out[key + suffix] = v;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// One setting at a time, for the interactive widgets' rules in core/ (carousel, sticky, motion
// effects): a device without a value of its own inherits the value of the next larger active
// device, and in the end the desktop one; widescreen inherits from desktop. Breakpoints the kit has
// not switched on are skipped: their stored values apply nowhere. Active devices are given as a
// list (`activeDevices(bp)` of ./breakpoints, or `activeDeviceList` of a kit's switched-on names).

/** Every device, largest first: the order responsive values inherit in. */
export const DEVICES_LARGEST_FIRST: readonly Device[] = [...DEVICES].reverse();

/** Desktop, tablet and mobile are always active; the others only when the kit switches them on. */
export const ALWAYS_ACTIVE_DEVICES: readonly Device[] = ["desktop", "tablet", "mobile"];

export function isDevice(value: unknown): value is Device {
  return typeof value === "string" && (DEVICES as readonly string[]).includes(value);
}

/**
 * The active devices, largest first, from the kit's list of switched-on breakpoints (any value):
 * the known device names in it plus the three that are always active.
 */
export function activeDeviceList(switchedOn: unknown = []): Device[] {
  const listed = Array.isArray(switchedOn) ? switchedOn.filter(isDevice) : [];
  return DEVICES_LARGEST_FIRST.filter((d) => ALWAYS_ACTIVE_DEVICES.includes(d) || listed.includes(d));
}

/** The setting key holding `name` for `device`: `name` for desktop, `name_<device>` otherwise. */
export function deviceSettingKey(name: string, device: Device): string {
  return device === "desktop" ? name : `${name}_${device}`;
}

/**
 * Where a device's value comes from, in order: the device itself (when active), each larger active
 * device up to desktop, then desktop. Widescreen: itself (when active), then desktop.
 */
export function inheritanceChain(device: Device, active: readonly Device[] = ALWAYS_ACTIVE_DEVICES): Device[] {
  if (device === "desktop") return ["desktop"];
  if (device === "widescreen") return active.includes("widescreen") ? ["widescreen", "desktop"] : ["desktop"];
  const below = DEVICES_LARGEST_FIRST.slice(
    DEVICES_LARGEST_FIRST.indexOf("desktop") + 1,
    DEVICES_LARGEST_FIRST.indexOf(device) + 1,
  ).reverse();
  return [...below.filter((d) => active.includes(d)), "desktop"];
}

/**
 * The value of a responsive setting on `device`: the first value along the inheritance chain that
 * `read` accepts (it returns `undefined` for a value that is not set or not usable).
 */
export function resolveDeviceSetting<T>(
  settings: SettingsBag | unknown,
  name: string,
  device: Device,
  read: (raw: unknown) => T | undefined,
  active: readonly Device[] = ALWAYS_ACTIVE_DEVICES,
): T | undefined {
  for (const d of inheritanceChain(device, active)) {
    const value = read(ownValue(settings, deviceSettingKey(name, d)));
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The device a device inherits from: the next larger active one (widescreen's is desktop; desktop has none). */
export function nextLargerDevice(device: Device, active: readonly Device[] = ALWAYS_ACTIVE_DEVICES): Device | undefined {
  return inheritanceChain(device, active).find((d) => d !== device);
}
