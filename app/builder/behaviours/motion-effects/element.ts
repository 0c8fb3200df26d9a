import { defineElementBehaviour } from "../../widget-types";
import { readMotionFx } from "#core/builder/motion/motion-effects-config";

const OWN_PREFIX = "motion_fx_";
const BACKGROUND_PREFIX = "background_motion_fx_";

/** Whether the element's own effects or its background's are switched on. */
export function hasMotionFx(settings: Record<string, unknown>, elType: string): boolean {
  return (
    readMotionFx(settings, "element", { elType }) !== null ||
    (elType !== "widget" && elType !== "column" && readMotionFx(settings, "background", { elType }) !== null)
  );
}

/**
 * Motion effects (docs/design/builder-behaviour.md#motion-effects): scrolling and mouse effects of an
 * element (`motion_fx_*`) or of a section's or container's background (`background_motion_fx_*`).
 * Nothing is written on the server: every property has a neutral value until the browser part runs, so
 * the first HTML looks as it would without effects and nothing shifts when they start.
 */
export const motionEffects = defineElementBehaviour({
  name: "motion-effects",
  applies: (settings, { elType }) => hasMotionFx(settings, elType),
  clientSettings: (settings) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(settings))
      if (key.startsWith(OWN_PREFIX) || key.startsWith(BACKGROUND_PREFIX)) out[key] = value;
    if (settings._position === "fixed") out._position = "fixed";
    return out;
  },
});
