import { defineWidget } from "../../widget-types";
import { buttonSettings } from "./settings";
import { linkAttributes } from "../link";
import { cssDimensions } from "#core/builder/css-values";
import { borderStyles, radiusStyles } from "#core/builder/layout-styles";
import { alignment, colour, mergeBlocks, typography, type Decls, type StyleBlocks } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";
import { htmlContent } from "../html-setting";

const BUTTON = " .elementor-button";

function buttonStyles(v: SettingsView): StyleBlocks {
  const align = alignment(v);
  const padding: Decls = {};
  for (const [side, value] of Object.entries(cssDimensions(v.get("text_padding"), ["px", "em", "rem", "%"], { min: 0, max: 1000 }) ?? {}))
    padding[`padding-${side}`] = value;
  return mergeBlocks(
    { "": align && align !== "justify" ? { "text-align": align } : {} },
    {
      [BUTTON]: {
        ...(align === "justify" ? { width: "100%" } : {}),
        ...typography(v),
        ...colour(v, "button_text_color"),
        ...colour(v, "background_color", "background-color"),
        ...borderStyles(v, ""),
        ...radiusStyles(v.get("border_radius")),
        ...padding,
      },
    },
    { [`${BUTTON}:hover`]: { ...colour(v, "hover_color"), ...colour(v, "button_background_hover_color", "background-color") } },
    { [`${BUTTON}:focus-visible`]: { ...colour(v, "hover_color"), ...colour(v, "button_background_hover_color", "background-color") } },
  );
}

/** A link styled as a button (Elementor's markup: wrapper, content wrapper, text). */
export const button = defineWidget({
  type: "button",
  title: "Button",
  settings: buttonSettings,
  Component: ({ settings }) => (
    <div className="elementor-button-wrapper">
      <a className={`elementor-button elementor-button-link elementor-size-${settings.size}`} {...linkAttributes(settings.link, "#")}>
        <span className="elementor-button-content-wrapper">
          <span className="elementor-button-text" {...htmlContent(settings.text)} />
        </span>
      </a>
    </div>
  ),
  styles: buttonStyles,
});
