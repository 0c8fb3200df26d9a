import { z } from "zod";
import { iconOrLegacy, iconSetting, type IconSetting } from "../icons/icon-setting";

export const NO_ICON: IconSetting = { value: "", library: "" };

/** An icon setting that may be missing (then the widget's default applies); a stored empty icon means none. */
export const optionalIcon = z
  .unknown()
  .transform((v): IconSetting | undefined => (v === null ? undefined : iconSetting.parse(v)))
  .optional();

/**
 * The icon to show: the stored one; else, when it was never set, the older Font Awesome 4 setting
 * (`icon`, `icon_active`: an empty string there also means none); else the widget's default.
 */
export function chosenIcon(icon: IconSetting | undefined, legacy: unknown, fallback: IconSetting): IconSetting {
  if (icon) return icon;
  if (legacy === "") return NO_ICON;
  const old = iconOrLegacy(NO_ICON, legacy);
  return old.value ? old : fallback;
}
