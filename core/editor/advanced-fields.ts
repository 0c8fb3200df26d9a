import type { SettingField } from "./widget-catalog";

/**
 * Every element's Advanced tab, in Elementor's setting names (docs/design/documents.md): its HTML id
 * and classes, entrance animation (widgets name it `_animation`, containers `animation`), sticky, and
 * responsive visibility (`hide_<device>: hidden-<device>`).
 */
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
  widget: [...common.slice(0, 2), animation("_animation"), ...common.slice(2)],
  layout: [...common.slice(0, 2), animation("animation"), ...common.slice(2)],
};
