import { DEVICE_SUFFIX, deviceParent, type Breakpoints, type Device } from "./breakpoints";

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
export function responsiveValue(settings: Settings, key: string, device: Device, bp: Breakpoints): unknown {
  const active = device === "desktop" || bp[device].active;
  for (let d: Device | null = active ? device : deviceParent(device, bp); d; d = deviceParent(d, bp)) {
    const v = settings[key + DEVICE_SUFFIX[d]];
    if (!isUnset(v)) return v;
  }
  return undefined;
}

/** Settings as seen from one device: `get` resolves responsive inheritance. */
export interface SettingsView {
  device: Device;
  get(key: string): unknown;
}

export function settingsView(settings: Settings, device: Device, bp: Breakpoints): SettingsView {
  return { device, get: (key) => responsiveValue(settings, key, device, bp) };
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
