import { defineElementBehaviour } from "../../widget-types";
import { pickSettings } from "#core/builder/responsive";

/** The sticky settings the browser reads: the responsive ones with their device variants, the others as stored. */
const RESPONSIVE_KEYS = ["sticky_offset", "sticky_effects_offset", "sticky_anchor_link_offset"] as const;
const PLAIN_KEYS = ["sticky", "sticky_on", "sticky_parent"] as const;

/** `sticky: top` or `sticky: bottom` (docs/design/builder-behaviour.md#sticky), on sections, containers and widgets. */
export function stickyEdge(settings: Record<string, unknown>): "top" | "bottom" | null {
  return settings.sticky === "top" || settings.sticky === "bottom" ? settings.sticky : null;
}

export function stickySettings(settings: Record<string, unknown>): Record<string, unknown> {
  const out = pickSettings(settings, RESPONSIVE_KEYS);
  for (const key of PLAIN_KEYS) if (Object.hasOwn(settings, key)) out[key] = settings[key];
  return out;
}

/**
 * Sticky: the element sticks to the top or the bottom of the viewport on the listed devices. The
 * browser part keeps a same-size empty placeholder in its place while it is stuck (never a copy of
 * it), so nothing moves and no id, heading or landmark is duplicated.
 */
export const sticky = defineElementBehaviour({
  name: "sticky",
  applies: (settings, { elType }) => elType !== "column" && stickyEdge(settings) !== null,
  clientSettings: stickySettings,
});
