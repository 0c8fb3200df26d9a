import { defineElementBehaviour } from "../../widget-types";

/** `stretch_element: yes` (containers) or the older `stretch_section: section-stretched` (sections). */
export function isStretched(settings: Record<string, unknown>): boolean {
  return settings.stretch_element === "yes" || settings.stretch_section === "section-stretched";
}

/**
 * Stretch: the element spans the viewport's width. The server's class already lays it out full width
 * (builder.css), so nothing moves on load; the browser part corrects for scrollbars and off-centre
 * parents, on resize and when a sticky element sticks or unsticks.
 */
export const stretch = defineElementBehaviour({
  name: "stretch",
  applies: (settings, { elType }) => elType !== "widget" && isStretched(settings),
  clientSettings: () => ({}),
  classes: () => ["elementor-section-stretched"],
});
