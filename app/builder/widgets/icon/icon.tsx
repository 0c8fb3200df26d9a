import { defineWidget } from "../../widget-types";
import { iconSettings, DEFAULT_ICON } from "./settings";
import { linkAttributes } from "../link";
import { Icon } from "../icons/icon";
import { hasIcon, iconLabel } from "../icons/icon-library";
import { widgetIcon } from "../icons/icon-setting";
import { iconClassName, iconViewClasses, iconViewStyles } from "../icons/icon-view";
import { mergeBlocks, textAlign } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

function iconStyles(v: SettingsView) {
  return mergeBlocks({ " .elementor-icon-wrapper": textAlign(v) }, iconViewStyles(v, { size: "size", borderWidth: "border_width" }));
}

/**
 * One icon, optionally a link (Elementor's icon widget). The icon is inline SVG and decorative; a
 * linked icon is named after its icon (a link needs a name), which Elementor's markup lacked.
 */
export const icon = defineWidget({
  type: "icon",
  title: "Icon",
  settings: iconSettings,
  classes: (s) => iconViewClasses(s.view, s.shape),
  Component: ({ settings }) => {
    const shown = widgetIcon(settings.selected_icon, settings.icon, DEFAULT_ICON);
    if (!hasIcon(shown)) return null;
    const className = iconClassName(settings.hover_animation);
    return (
      <div className="elementor-icon-wrapper">
        {settings.link.url ? (
          <a className={className} {...linkAttributes(settings.link)} aria-label={iconLabel(shown)}>
            <Icon icon={shown} />
          </a>
        ) : (
          <div className={className}>
            <Icon icon={shown} />
          </div>
        )}
      </div>
    );
  },
  styles: iconStyles,
});
