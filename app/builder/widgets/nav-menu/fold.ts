import { DEVICES, type Device } from "#core/builder/breakpoints";

/** Whether the menu folds behind its toggle on this device (Elementor's "Breakpoint": that device and smaller; the dropdown layout always). */
export function foldsOn(settings: { layout: string; dropdown: string }, device: Device): boolean {
  if (settings.layout === "dropdown") return true;
  if (settings.dropdown !== "mobile" && settings.dropdown !== "tablet") return false;
  return DEVICES.indexOf(device) <= DEVICES.indexOf(settings.dropdown);
}
