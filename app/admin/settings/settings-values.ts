import type { AdminSettingsPatch } from "#core/schemas/settings";
import type { Breakpoints, BreakpointName } from "#core/builder/breakpoints";

export const SWITCHES = [
  ["groupTargeting", "Group targeting", "Content may target user groups."],
  ["stackableBanner", "Stackable banner", "Several site banners may show at once."],
  ["dynamicHomepage", "Dynamic homepage", "Each store may have its own home page."],
  ["drinkCalculator", "Drink calculator", "The drink calculator page is on."],
  ["globalImageLightbox", "Global image lightbox", "Links to images open in the lightbox unless their own setting says no."],
] as const;

export const BREAKPOINT_NAMES: readonly BreakpointName[] = ["mobile", "mobile_extra", "tablet", "tablet_extra", "laptop", "widescreen"];
export const BREAKPOINT_LABELS: Record<BreakpointName, string> = {
  mobile: "Mobile",
  mobile_extra: "Mobile extra",
  tablet: "Tablet",
  tablet_extra: "Tablet extra",
  laptop: "Laptop",
  widescreen: "Widescreen",
};

/** The settings form as the API's change: every field (an unticked box is off); numbers kept as typed when not whole. */
export function patchOfForm(form: URLSearchParams): Record<string, unknown> {
  const whole = (s: string) => (/^\d{1,6}$/.test(s.trim()) ? Number(s.trim()) : s);
  const breakpoints = Object.fromEntries(
    BREAKPOINT_NAMES.map((name) => [
      name,
      { value: whole(form.get(`bp.${name}.value`) ?? ""), active: form.get(`bp.${name}.active`) === "on" },
    ]),
  ) as unknown as Breakpoints;
  return {
    siteName: form.get("siteName") ?? "",
    primaryColor: form.get("primaryColor") ?? "",
    iosLink: form.get("iosLink") ?? "",
    androidLink: form.get("androidLink") ?? "",
    offCanvasSide: form.get("offCanvasSide") ?? "",
    groupTargeting: form.get("groupTargeting") === "on",
    stackableBanner: form.get("stackableBanner") === "on",
    dynamicHomepage: form.get("dynamicHomepage") === "on",
    drinkCalculator: form.get("drinkCalculator") === "on",
    globalImageLightbox: form.get("globalImageLightbox") === "on",
    breakpoints,
    // The global colours and fonts have forms of their own (global-values.ts).
  } satisfies Record<Exclude<keyof AdminSettingsPatch, "global_colors" | "global_fonts">, unknown>;
}
