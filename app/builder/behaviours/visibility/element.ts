import { defineElementBehaviour } from "../../widget-types";
import { HIDDEN_CLASS, initialRender, readVisibility } from "#core/builder/visibility-events";
import type { Settings } from "#core/documents/document-types";

/** Selectors are checked in the browser, which can parse them; the server takes them as written. */
const read = (settings: Settings) => readVisibility(settings, { isValidSelector: () => true });

/** The settings the browser part reads: the switch and every `dce_visibility_*` setting. */
function visibilitySettings(settings: Settings): Settings {
  const out: Settings = { enabled_visibility: settings["enabled_visibility"] };
  for (const [key, value] of Object.entries(settings)) if (key.startsWith("dce_visibility_")) out[key] = value;
  return out;
}

/**
 * Show/hide on events (Dynamic Content for Elementor,
 * docs/design/builder-behaviour.md#show-and-hide-on-events): an element whose dynamic visibility runs on
 * events, or that is always hidden with its HTML kept. The server writes the start:
 * `dce-visibility-event`, and `dce-visibility-element-hidden` (display: none, so hidden from assistive
 * technology too) when an event reveals it. Not in edit mode, where everything shows.
 */
export const visibility = defineElementBehaviour({
  name: "visibility",
  applies: (settings, { editMode }) => {
    if (editMode) return false;
    const config = read(settings);
    return config !== null && (config.events !== null || initialRender(config) === "hidden");
  },
  clientSettings: visibilitySettings,
  classes: (settings) => {
    const config = read(settings);
    if (!config) return [];
    return [...(config.events ? ["dce-visibility-event"] : []), ...(initialRender(config) === "hidden" ? [HIDDEN_CLASS] : [])];
  },
});

/** An always-hidden element whose HTML is not kept is left out of the page for visitors. */
export function leftOutByVisibility(settings: Settings, editMode: boolean): boolean {
  if (editMode) return false;
  const config = read(settings);
  return config !== null && initialRender(config) === "removed";
}
