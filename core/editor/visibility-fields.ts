import { VISIBILITY_EVENTS, type VisibilityEvent } from "#core/builder/visibility-events";
import type { SettingField } from "./widget-catalog";

/**
 * Show and hide on events in the Advanced tab, in Dynamic Content for Elementor's setting names, which
 * the runtime reads (core/builder/visibility-events.ts): the switch that turns it on, always hide, keep
 * HTML, show or hide mode, the trigger element (a CSS selector, e.g. `#reveal` for the element whose CSS
 * ID is `reveal`) and its event, the transition and its delay, other elements hidden first, toggle, and
 * the page-load step. The details show once the switch is on (the page-load ones once that is on too).
 */
const EVENT_LABELS: Readonly<Record<VisibilityEvent, string>> = {
  click: "Click",
  mouseover: "Mouse over",
  dblclick: "Double click",
  touchstart: "Touch start",
  touchmove: "Touch move",
};
const TRANSITIONS = [
  { value: "", label: "None" },
  { value: "slide", label: "Slide" },
  { value: "fade", label: "Fade" },
] as const;
const on = { enabled_visibility: "yes" } as const;
const onLoad = { enabled_visibility: "yes", dce_visibility_load: "yes" } as const;

export const VISIBILITY_FIELDS: readonly SettingField[] = [
  { key: "enabled_visibility", label: "Show or hide on events", kind: "switch" },
  {
    key: "dce_visibility_selected",
    label: "When triggered",
    kind: "select",
    options: [
      { value: "yes", label: "Show (hidden until then)" },
      { value: "hide", label: "Hide" },
    ],
    when: on,
  },
  { key: "dce_visibility_click", label: "Trigger element (CSS selector)", kind: "text", when: on },
  {
    key: "dce_visibility_event",
    label: "Trigger event",
    kind: "select",
    options: VISIBILITY_EVENTS.map((value) => ({ value, label: EVENT_LABELS[value] })),
    when: on,
  },
  { key: "dce_visibility_click_show", label: "Transition", kind: "select", options: TRANSITIONS, when: on },
  { key: "dce_visibility_event_transition_delay", label: "Transition delay (ms)", kind: "number", when: on },
  { key: "dce_visibility_click_toggle", label: "Toggle on each trigger", kind: "switch", when: on },
  { key: "dce_visibility_click_other", label: "Hide other elements first (CSS selector)", kind: "text", when: on },
  { key: "dce_visibility_load", label: "Also on page load", kind: "switch", when: on },
  { key: "dce_visibility_load_delay", label: "Page load delay (ms)", kind: "number", when: onLoad },
  { key: "dce_visibility_load_show", label: "Page load transition", kind: "select", options: TRANSITIONS, when: onLoad },
  { key: "dce_visibility_hidden", label: "Always hide", kind: "switch", when: on },
  { key: "dce_visibility_dom", label: "Keep HTML when hidden", kind: "switch", when: on },
];

/** Whether a field is shown for these settings: every setting its `when` names has that value. */
export function fieldShown(field: SettingField, settings: Readonly<Record<string, unknown>>): boolean {
  return !field.when || Object.entries(field.when).every(([key, value]) => settings[key] === value);
}
