import { defineWidget } from "../../widget-types";
import { iconListSettings, DEFAULT_ITEM_ICON, type IconListItem } from "./settings";
import { iconListStyles } from "./styles";
import { linkAttributes } from "../link";
import { Icon } from "../icons/icon";
import { hasIcon, iconLabel } from "../icons/icon-library";
import { widgetIcon } from "../icons/icon-setting";
import { htmlContent } from "../html-setting";
import { htmlToText } from "#core/text/html-text";

function Item({ item, inline }: { item: IconListItem; inline: boolean }) {
  const icon = widgetIcon(item.selected_icon, item.icon, DEFAULT_ITEM_ICON);
  const content = (
    <>
      {hasIcon(icon) && (
        <span className="elementor-icon-list-icon">
          <Icon icon={icon} />
        </span>
      )}
      <span className="elementor-icon-list-text" {...htmlContent(item.text)} />
    </>
  );
  return (
    <li className={inline ? "elementor-icon-list-item elementor-inline-item" : "elementor-icon-list-item"}>
      {item.link.url ? (
        <a {...linkAttributes(item.link)} {...(htmlToText(item.text) ? {} : { "aria-label": iconLabel(icon) })}>
          {content}
        </a>
      ) : (
        content
      )}
    </li>
  );
}

/** A list of items, each an icon and a text, optionally a link; stacked or inline, with an optional divider. */
export const iconList = defineWidget({
  type: "icon-list",
  title: "Icon List",
  settings: iconListSettings,
  classes: (s) => [
    `elementor-icon-list--layout-${s.view}`,
    `elementor-list-item-link-${s.link_click}`,
    ...(s.icon_align ? [`elementor-align-${s.icon_align}`] : []),
  ],
  Component: ({ settings }) => {
    if (!settings.icon_list.length) return null;
    const inline = settings.view === "inline";
    return (
      <ul className={inline ? "elementor-icon-list-items elementor-inline-items" : "elementor-icon-list-items"}>
        {settings.icon_list.map((item, i) => (
          <Item key={i} item={item} inline={inline} />
        ))}
      </ul>
    );
  },
  styles: iconListStyles,
});
