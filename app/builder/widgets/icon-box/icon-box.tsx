import { defineWidget } from "../../widget-types";
import { iconBoxSettings } from "./settings";
import { DEFAULT_ICON } from "../icon/settings";
import { BoxContent, boxClasses, boxStyles, mediaLinkAttributes } from "../box-content";
import { Icon } from "../icons/icon";
import { hasIcon, iconLabel } from "../icons/icon-library";
import { widgetIcon } from "../icons/icon-setting";
import { iconClassName, iconViewClasses, iconViewStyles } from "../icons/icon-view";
import { mergeBlocks } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

function iconBoxStyles(v: SettingsView) {
  return mergeBlocks(
    boxStyles(v, "icon-box", ".elementor-icon-box-icon", "icon_space"),
    iconViewStyles(v, { size: "icon_size", borderWidth: "border_width" }),
  );
}

/** An icon above or beside a title and a description (Elementor's icon box); the title carries the link. */
export const iconBox = defineWidget({
  type: "icon-box",
  title: "Icon Box",
  settings: iconBoxSettings,
  classes: (s) => [...iconViewClasses(s.view, s.shape), ...boxClasses(s)],
  Component: ({ settings: s }) => {
    const icon = widgetIcon(s.selected_icon, s.icon, DEFAULT_ICON);
    const showIcon = hasIcon(icon);
    if (!showIcon && !s.title_text && !s.description_text) return null;
    const className = iconClassName(s.hover_animation);
    const link = mediaLinkAttributes(s.link, s.title_text, { named: false, name: iconLabel(icon) });
    return (
      <div className="elementor-icon-box-wrapper">
        {showIcon && (
          <div className="elementor-icon-box-icon">
            {link ? (
              <a className={className} {...link}>
                <Icon icon={icon} />
              </a>
            ) : (
              <span className={className}>
                <Icon icon={icon} />
              </span>
            )}
          </div>
        )}
        <BoxContent kind="icon-box" title={s.title_text} tag={s.title_size} link={s.link} description={s.description_text} />
      </div>
    );
  },
  styles: iconBoxStyles,
});
