import { activeDevices, deviceParent, deviceRange, DEVICE_SUFFIX, type Breakpoints, type Device } from "#core/builder/breakpoints";
import { isUnset } from "#core/builder/responsive";
import type { Settings } from "#core/documents/document-types";

/**
 * A responsive setting in the editor: each device has its own key (Elementor's suffixes, `align_tablet`,
 * docs/design/documents.md); a device without a value of its own shows the next larger device's.
 */

/** The key a responsive setting has on `device` (`typography_font_size_mobile`); desktop's is the bare key. */
export const deviceKey = (key: string, device: Device) => `${key}${DEVICE_SUFFIX[device]}`;

/** Whether `device` has a value of its own for the setting. */
export const hasOwnValue = (settings: Settings, key: string, device: Device) => !isUnset(settings[deviceKey(key, device)]);

/** The value `device` inherits and the device it comes from: the nearest larger device with one; null when none has. */
export function inheritedValue(settings: Settings, key: string, device: Device, bp: Breakpoints): { value: unknown; from: Device } | null {
  for (let d = deviceParent(device, bp); d; d = deviceParent(d, bp)) {
    const value = settings[deviceKey(key, d)];
    if (!isUnset(value)) return { value, from: d };
  }
  return null;
}

/** The device a `Reset to <device>` button names: the next larger active one. */
export const largerDevice = (device: Device, bp: Breakpoints): Device | null => deviceParent(device, bp);

/** A device's name as the top bar shows it (`tablet_extra` → `Tablet extra`). */
export const deviceLabel = (device: Device) => device[0]!.toUpperCase() + device.slice(1).replace("_", " ");

/** The top bar's devices: desktop first, then widescreen, then each smaller active device, largest first. */
export function editorDevices(bp: Breakpoints): Device[] {
  const active = activeDevices(bp).reverse();
  return ["desktop", ...active.filter((d) => d === "widescreen"), ...active.filter((d) => d !== "desktop" && d !== "widescreen")];
}

/** Elementor's preview widths for the tablet and the mobile; the others show at their breakpoint's width. */
const PREFERRED: Partial<Record<Device, number>> = { tablet: 768, mobile: 360 };

/** The preview's width in px on `device`, inside the device's range; null on desktop (the full width). */
export function previewWidth(device: Device, bp: Breakpoints): number | null {
  if (device === "desktop") return null;
  const range = deviceRange(device, bp);
  const wanted = PREFERRED[device] ?? (device === "widescreen" ? bp.widescreen.value : bp[device].value);
  return Math.min(Math.max(wanted, range.min ?? 0), range.max ?? Infinity);
}
