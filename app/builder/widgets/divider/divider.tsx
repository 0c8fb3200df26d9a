import { defineWidget } from "../../widget-types";
import { dividerSettings } from "./settings";
import { patternOf, patternUrl } from "./patterns";
import { DEFAULT_ICON } from "../icon/settings";
import { Icon } from "../icons/icon";
import { hasIcon } from "../icons/icon-library";
import { widgetIcon } from "../icons/icon-setting";
import { iconViewStyles } from "../icons/icon-view";
import { cssColor, cssEnum, cssNumber, cssSize } from "#core/builder/css-values";
import { colour, mergeBlocks, typography, type Decls } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

const MARGIN: Record<string, string> = { left: "0 auto", center: "auto", right: "auto 0" };

function dividerStyles(v: SettingsView) {
  const vars: Decls = {};
  const put = (name: string, value: string | undefined) => value !== undefined && (vars[name] = value);
  const style = v.get("style");
  const pattern = typeof style === "string" ? patternOf(style) : undefined;
  put("--divider-border-style", cssEnum(style, ["solid", "double", "dotted", "dashed"]));
  put("--divider-color", cssColor(v.get("color")));
  put("--divider-border-width", cssSize(v.get("weight"), ["px", "em", "rem"], { min: 0, max: 100 }));
  put("--divider-pattern-height", cssSize(v.get("pattern_height"), ["px", "em", "rem"], { min: 0, max: 1000 }));
  put("--divider-pattern-size", cssSize(v.get("pattern_size"), ["px", "%", "em", "rem"], { min: 0, max: 1000 }));
  put(
    "--divider-element-spacing",
    cssSize(v.get(v.get("look") === "line_icon" ? "icon_spacing" : "text_spacing"), ["px", "%", "em", "rem", "vw"], { min: 0, max: 1000 }),
  );
  put("--divider-icon-size", cssSize(v.get("icon_size"), ["px", "em", "rem"], { min: 0, max: 1000 }));
  if (pattern) {
    const weight = (v.get("weight") as { size?: unknown } | undefined)?.size ?? v.get("weight");
    vars["--divider-pattern-url"] = patternUrl(pattern, Number(cssNumber(weight, { min: 0.1, max: 20 }) ?? 1));
  }
  const gap = cssSize(v.get("gap"), ["px", "em", "rem"], { min: 0, max: 1000 });
  const width = cssSize(v.get("width"), ["%", "px", "em", "rem", "vw"], { min: 0, max: 10000 });
  const align = MARGIN[String(v.get("align"))];
  const icon: Decls = {};
  const iconBorder = cssSize(v.get("icon_border_width"), ["px", "em", "rem"], { min: 0, max: 100 });
  if (iconBorder) icon["border-width"] = iconBorder;
  const radius = cssSize(v.get("border_radius"), ["px", "%", "em", "rem"], { min: 0, max: 10000 });
  if (radius) icon["border-radius"] = radius;
  return mergeBlocks(
    { "": vars },
    { " .elementor-divider": gap ? { "padding-block": gap } : {} },
    { " .elementor-divider-separator": { ...(width ? { width } : {}), ...(align ? { "margin-inline": align } : {}) } },
    { " .elementor-divider__text": { ...colour(v, "text_color"), ...typography(v) } },
    iconViewStyles(v, { view: "icon_view" }),
    { " .elementor-icon": icon },
  );
}

/**
 * A line between parts of a page, with an optional text or icon in its middle (Elementor's divider).
 * The line itself is decoration (CSS borders or a pattern mask, nothing announced); a text in it is
 * read as the text it is (a heading when its tag says so). It is never given role="separator",
 * whose children are presentational: the text would be lost.
 */
export const divider = defineWidget({
  type: "divider",
  title: "Divider",
  settings: dividerSettings,
  classes: (s) => {
    const pattern = patternOf(s.style);
    return [
      `elementor-widget-divider--view-${s.look}`,
      ...(s.look === "line_text" ? [`elementor-widget-divider--element-align-${s.text_align}`] : []),
      ...(s.look === "line_icon" ? [`elementor-widget-divider--element-align-${s.icon_align}`, `elementor-view-${s.icon_view}`] : []),
      ...(pattern ? ["elementor-widget-divider--separator-type-pattern"] : []),
      ...(pattern?.noAmount ? ["elementor-widget-divider--no-spacing"] : []),
      ...(pattern?.round ? ["elementor-widget-divider--bg-round"] : []),
    ];
  },
  Component: ({ settings: s }) => {
    const icon = widgetIcon(s.icon, undefined, DEFAULT_ICON);
    const text = s.look === "line_text" && s.text.trim() !== "";
    const Tag = s.html_tag;
    const Separator = text && Tag !== "span" ? "div" : "span";
    return (
      <div className="elementor-divider">
        <Separator className="elementor-divider-separator">
          {s.look === "line_icon" && hasIcon(icon) && (
            <span className="elementor-icon elementor-divider__element">
              <Icon icon={icon} />
            </span>
          )}
          {text && <Tag className="elementor-divider__text elementor-divider__element">{s.text}</Tag>}
        </Separator>
      </div>
    );
  },
  styles: dividerStyles,
});
