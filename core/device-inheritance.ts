/**
 * Responsive settings (DESIGN section 6): a setting `name` holds the desktop value and
 * `name_<device>` the value for another device; a device without a value of its own inherits the
 * value of the next larger active device, and in the end the desktop one. Widescreen, the one device
 * larger than desktop, inherits from desktop. Breakpoints that the site kit has not switched on
 * are skipped: their stored values apply nowhere.
 */
import type { SettingsBag } from "./setting-values";
import { ownValue } from "./setting-values";

/** Every device, largest first. */
export const DEVICES = ["widescreen", "desktop", "laptop", "tablet_extra", "tablet", "mobile_extra", "mobile"] as const;
export type Device = (typeof DEVICES)[number];

/** Desktop, tablet and mobile are always active; the others only when the kit switches them on. */
export const ALWAYS_ACTIVE_DEVICES: readonly Device[] = ["desktop", "tablet", "mobile"];

export function isDevice(value: unknown): value is Device {
  return typeof value === "string" && (DEVICES as readonly string[]).includes(value);
}

/**
 * The active devices, largest first, from the kit's list of switched-on breakpoints (any value):
 * the known device names in it plus the three that are always active.
 */
export function activeDevices(switchedOn: unknown = []): Device[] {
  const listed = Array.isArray(switchedOn) ? switchedOn.filter(isDevice) : [];
  return DEVICES.filter((d) => ALWAYS_ACTIVE_DEVICES.includes(d) || listed.includes(d));
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
  const below = DEVICES.slice(DEVICES.indexOf("desktop") + 1, DEVICES.indexOf(device) + 1).reverse();
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
