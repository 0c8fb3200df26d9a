import { defineWidget } from "../../widget-types";
import { spacerSettings } from "./settings";
import { cssSize } from "#core/builder/css-values";
import type { StyleBlocks } from "#core/builder/style-helpers";

/** Empty vertical space of a height per device (`space`, 50px by default); nothing to announce. */
export const spacer = defineWidget({
  type: "spacer",
  title: "Spacer",
  settings: spacerSettings,
  Component: () => (
    <div className="elementor-spacer">
      <div className="elementor-spacer-inner" />
    </div>
  ),
  styles: (v): StyleBlocks => {
    const size = cssSize(v.get("space"), ["px", "vh", "em", "rem", "vw"], { min: 0, max: 10000 });
    return size ? { " .elementor-spacer-inner": { "--spacer-size": size } } : {};
  },
});
