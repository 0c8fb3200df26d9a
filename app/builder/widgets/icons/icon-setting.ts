import { z } from "zod";

/**
 * Elementor's icon control: `{ value: "fas fa-star", library: "fa-solid" }`, or an uploaded SVG
 * `{ value: { url, id }, library: "svg" }`; an empty or missing icon is `{ value: "", library: "" }`.
 * Any stored value parses.
 */
export const iconSetting = z
  .object({
    value: z.union([z.string().max(200), z.object({ url: z.string().catch("") }).loose()]).catch(""),
    library: z.string().max(40).catch(""),
  })
  .catch({ value: "", library: "" });

export type IconSetting = z.infer<typeof iconSetting>;

/** Older exports keep a Font Awesome 4 class in a plain `icon` setting ("fa fa-star"). */
export function iconOrLegacy(icon: IconSetting, legacy: unknown): IconSetting {
  if (icon.value) return icon;
  return typeof legacy === "string" && legacy.trim() ? { value: legacy.trim().slice(0, 200), library: "fa-solid" } : icon;
}

/** An icon control read strictly: a missing or broken value is null, so the widget can use its default. */
export const optionalIconSetting = z
  .unknown()
  .transform((v): IconSetting | null => {
    const parsed = z
      .object({
        value: z.union([z.string().max(200), z.object({ url: z.string().catch("") }).loose()]),
        library: z.string().max(40).catch(""),
      })
      .safeParse(v);
    return parsed.success ? parsed.data : null;
  })
  .catch(null);

/**
 * The icon a widget shows: its icon control (`selected_icon`), or an older export's Font Awesome 4
 * class (`icon`), or, when the control is missing or broken, the widget's default. A control
 * emptied on purpose (`value: ""`) shows no icon.
 */
export function widgetIcon(selected: IconSetting | null, legacy: unknown, fallback: IconSetting): IconSetting {
  const icon = iconOrLegacy(selected ?? { value: "", library: "" }, legacy);
  return icon.value || selected ? icon : fallback;
}
