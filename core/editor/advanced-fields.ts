import type { SettingField } from "./widget-catalog";
import { VISIBILITY_FIELDS } from "./visibility-fields";

/**
 * Every element's Advanced tab, in Elementor's setting names (docs/design/documents.md): margin and
 * padding per device (widgets name them `_margin`, `_padding`, containers `margin`, `padding`), its HTML
 * id and classes, entrance animation (widgets `_animation`, containers `animation`), motion effects
 * (`motion_fx_*`), sticky, responsive visibility (`hide_<device>: hidden-<device>`), and show and hide on
 * events (`enabled_visibility`, `dce_visibility_*`: core/editor/visibility-fields.ts).
 */
const SPACING_UNITS = ["px", "em", "rem", "%", "vw"];
const spacing = (prefix: string): SettingField[] => [
  { key: `${prefix}margin`, label: "Margin", kind: "dimensions", units: SPACING_UNITS, responsive: true },
  { key: `${prefix}padding`, label: "Padding", kind: "dimensions", units: SPACING_UNITS, responsive: true },
];
/** Scrolling effects (vertical scroll, transparency) and mouse effects (track, 3D tilt), as Elementor Pro names them. */
const motionEffects: readonly SettingField[] = [
  { key: "motion_fx_motion_fx_scrolling", label: "Scrolling Effects", kind: "switch" },
  { key: "motion_fx_translateY_effect", label: "Vertical Scroll", kind: "switch" },
  {
    key: "motion_fx_translateY_direction",
    label: "Vertical Scroll Direction",
    kind: "select",
    options: [
      { value: "", label: "Up" },
      { value: "negative", label: "Down" },
    ],
  },
  { key: "motion_fx_translateY_speed", label: "Vertical Scroll Speed", kind: "slider", units: ["px"] },
  { key: "motion_fx_opacity_effect", label: "Transparency", kind: "switch" },
  { key: "motion_fx_motion_fx_mouse", label: "Mouse Effects", kind: "switch" },
  { key: "motion_fx_mouseTrack_effect", label: "Mouse Track", kind: "switch" },
  { key: "motion_fx_tilt_effect", label: "3D Tilt", kind: "switch" },
];
const ANIMATIONS = ["", "fadeIn", "fadeInUp", "fadeInDown", "fadeInLeft", "fadeInRight", "zoomIn", "slideInUp", "bounceIn"];
const animation = (key: string): SettingField => ({
  key,
  label: "Entrance Animation",
  kind: "select",
  responsive: true,
  options: ANIMATIONS.map((a) => ({ value: a, label: a ? a.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase()) : "None" })),
});
const common: readonly SettingField[] = [
  { key: "_element_id", label: "CSS ID", kind: "text" },
  { key: "_css_classes", label: "CSS Classes", kind: "text" },
  {
    key: "sticky",
    label: "Sticky",
    kind: "select",
    options: [
      { value: "", label: "None" },
      { value: "top", label: "Top" },
      { value: "bottom", label: "Bottom" },
    ],
  },
  { key: "hide_desktop", label: "Hide On Desktop", kind: "switch", on: "hidden-desktop" },
  { key: "hide_tablet", label: "Hide On Tablet", kind: "switch", on: "hidden-tablet" },
  { key: "hide_mobile", label: "Hide On Mobile", kind: "switch", on: "hidden-mobile" },
];

export const ADVANCED_FIELDS: Readonly<Record<"widget" | "layout", readonly SettingField[]>> = {
  widget: [...spacing("_"), ...common.slice(0, 2), animation("_animation"), ...motionEffects, ...common.slice(2), ...VISIBILITY_FIELDS],
  layout: [...spacing(""), ...common.slice(0, 2), animation("animation"), ...motionEffects, ...common.slice(2), ...VISIBILITY_FIELDS],
};
