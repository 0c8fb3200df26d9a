import { defineElementBehaviour } from "../../widget-types";
import { DEVICE_SUFFIX } from "#core/builder/breakpoints";
import { pickSettings } from "#core/builder/responsive";

/** Widgets name it `_animation`, sections, columns and containers `animation` (each with device suffixes). */
export const ANIMATION_KEYS = ["_animation", "animation"] as const;

/**
 * Entrance animation (docs/design/builder-behaviour.md#entrance-animations): an element with an
 * animation other than `none` on some device. Not in edit mode, where animated elements simply show.
 */
export const animation = defineElementBehaviour({
  name: "animation",
  applies: (settings, { editMode }) =>
    !editMode &&
    ANIMATION_KEYS.some((key) =>
      Object.values(DEVICE_SUFFIX).some((suffix) => {
        const v = settings[key + suffix];
        return typeof v === "string" && v !== "" && v !== "none";
      }),
    ),
  clientSettings: (settings) => pickSettings(settings, [...ANIMATION_KEYS, "_animation_delay", "animation_delay", "animation_duration"]),
});
