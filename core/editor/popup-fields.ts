/**
 * A popup's own settings in the editor (shown when no element is selected), in Elementor Pro's names:
 * its triggers (`triggers`), advanced rules (`timing`) and display conditions (`conditions`), as the
 * runtime reads them (core/builder/popup/popup-triggers.ts, popup-timing.ts, popup-conditions.ts).
 */
export interface PopupField {
  key: string;
  label: string;
  kind: "switch" | "number" | "select";
  options?: readonly { value: string; label: string }[];
  /** Shown only while this switch of the same group is on. */
  when?: string;
  min?: number;
  max?: number;
}

export interface PopupGroup {
  title: "Triggers" | "Advanced rules";
  key: "triggers" | "timing";
  fields: readonly PopupField[];
}

const PERIODS = [
  { value: "persisting", label: "Persisting" },
  { value: "session", label: "Per session" },
  { value: "day", label: "Per day" },
  { value: "week", label: "Per week" },
  { value: "month", label: "Per month" },
];

export const POPUP_GROUPS: readonly PopupGroup[] = [
  {
    title: "Triggers",
    key: "triggers",
    fields: [
      { key: "page_load", label: "On Page Load", kind: "switch" },
      { key: "page_load_delay", label: "Within (sec)", kind: "number", when: "page_load", min: 0, max: 600 },
      { key: "scrolling", label: "On Scroll", kind: "switch" },
      {
        key: "scrolling_direction",
        label: "Direction",
        kind: "select",
        when: "scrolling",
        options: [
          { value: "down", label: "Down" },
          { value: "up", label: "Up" },
        ],
      },
      { key: "scrolling_offset", label: "Within (%)", kind: "number", when: "scrolling", min: 1, max: 100 },
      { key: "click", label: "On Click", kind: "switch" },
      { key: "click_times", label: "Clicks", kind: "number", when: "click", min: 1, max: 100 },
      { key: "inactivity", label: "After Inactivity", kind: "switch" },
      { key: "inactivity_time", label: "Within (sec)", kind: "number", when: "inactivity", min: 1, max: 3600 },
      { key: "exit_intent", label: "On Page Exit Intent", kind: "switch" },
    ],
  },
  {
    title: "Advanced rules",
    key: "timing",
    fields: [
      { key: "page_views", label: "Show after X page views", kind: "switch" },
      { key: "page_views_views", label: "Page views", kind: "number", when: "page_views", min: 1, max: 1000 },
      { key: "sessions", label: "Show after X sessions", kind: "switch" },
      { key: "sessions_sessions", label: "Sessions", kind: "number", when: "sessions", min: 1, max: 1000 },
      { key: "times", label: "Show up to X times", kind: "switch" },
      { key: "times_times", label: "Times", kind: "number", when: "times", min: 1, max: 1000 },
      { key: "times_period", label: "Per", kind: "select", when: "times", options: PERIODS },
    ],
  },
];

/** The conditions Elementor offers most, by their stored strings. */
export const CONDITION_CHOICES = [
  { value: "include/general", label: "Include: Entire Site" },
  { value: "include/singular", label: "Include: All Singular" },
  { value: "include/singular/page", label: "Include: Pages" },
  { value: "include/singular/post", label: "Include: Posts" },
  { value: "include/archive", label: "Include: All Archives" },
  { value: "exclude/singular/page", label: "Exclude: Pages" },
  { value: "exclude/singular/post", label: "Exclude: Posts" },
] as const;

/** A condition as Elementor stores it: include or exclude, then a path of lowercase names and ids. */
export const CONDITION_PATTERN = /^(include|exclude)(\/[a-z0-9_-]{1,60}){1,4}$/;

/** The conditions a popup's settings hold (strings only). */
export function conditionsOf(settings: Record<string, unknown>): string[] {
  const raw = settings.conditions;
  return Array.isArray(raw) ? raw.filter((c): c is string => typeof c === "string") : [];
}

/** A popup group's settings object, as stored (`{}` when missing or not an object). */
export function groupOf(settings: Record<string, unknown>, key: PopupGroup["key"]): Record<string, unknown> {
  const raw = settings[key];
  return raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}
