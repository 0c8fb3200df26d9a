import { defineWidget } from "../../widget-types";
import { socialIconsSettings, type SocialItem } from "./settings";
import { networkKey, networkName } from "./networks";
import { linkAttributes } from "../link";
import { Icon } from "../icons/icon";
import { hasIcon } from "../icons/icon-library";
import { iconOrLegacy } from "../icons/icon-setting";
import { cssColor, cssSize } from "#core/builder/css-values";
import { radiusStyles } from "#core/builder/layout-styles";
import { alignment, mergeBlocks, type Decls, type StyleBlocks } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

const JUSTIFY: Record<string, string> = { left: "flex-start", start: "flex-start", center: "center", right: "flex-end", end: "flex-end" };

/** A custom colour pair (icon on shape) as declarations. */
function pair(primary: unknown, secondary: unknown): Decls {
  const bg = cssColor(primary);
  const fg = cssColor(secondary);
  return { ...(bg ? { "background-color": bg } : {}), ...(fg ? { color: fg, fill: fg } : {}) };
}

/** Each item with its own colours (`item_icon_color: custom`), by its repeater class. */
function itemStyles(list: unknown): StyleBlocks {
  if (!Array.isArray(list)) return {};
  const out: StyleBlocks = {};
  for (const raw of list) {
    if (!raw || typeof raw !== "object") continue;
    const item = raw as Record<string, unknown>;
    if (item.item_icon_color !== "custom" || typeof item._id !== "string" || !/^[a-z0-9]{1,20}$/i.test(item._id)) continue;
    out[` .elementor-social-icon.elementor-repeater-item-${item._id}`] = pair(item.item_icon_primary_color, item.item_icon_secondary_color);
  }
  return out;
}

function socialIconsStyles(v: SettingsView): StyleBlocks {
  const custom = v.get("icon_color") === "custom";
  const size = cssSize(v.get("icon_size"), ["px", "em", "rem", "vw"], { min: 0, max: 500 });
  const padding = cssSize(v.get("icon_padding"), ["px", "em", "rem"], { min: 0, max: 200 });
  const spacing = cssSize(v.get("icon_spacing"), ["px", "em", "rem"], { min: 0, max: 200 });
  const rowGap = cssSize(v.get("row_gap"), ["px", "em", "rem"], { min: 0, max: 200 });
  const align = alignment(v, "align");
  const icon: Decls = {
    ...(custom ? pair(v.get("icon_primary_color"), v.get("icon_secondary_color")) : {}),
    ...(size ? { "font-size": size } : {}),
    ...(padding ? { padding } : {}),
    ...radiusStyles(v.get("border_radius")),
  };
  const hover = pair(v.get("hover_primary_color"), v.get("hover_secondary_color"));
  return mergeBlocks(
    {
      " .elementor-social-icons-wrapper": {
        ...(spacing ? { "column-gap": spacing } : {}),
        ...(rowGap ? { "row-gap": rowGap } : {}),
        ...(align && JUSTIFY[align] ? { "justify-content": JUSTIFY[align]! } : {}),
      },
    },
    { " .elementor-social-icon": icon },
    itemStyles(v.get("social_icon_list")),
    { " .elementor-social-icon:hover": hover, " .elementor-social-icon:focus-visible": hover },
  );
}

function Item({ item, animation }: { item: SocialItem; animation: string | undefined }) {
  const icon = iconOrLegacy(item.social_icon, item.social);
  if (!hasIcon(icon)) return null;
  const key = networkKey(icon);
  const classes = [
    "elementor-icon",
    "elementor-social-icon",
    key ? `elementor-social-icon-${key}` : "",
    item._id ? `elementor-repeater-item-${item._id}` : "",
    animation ? `elementor-animation-${animation}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const name = networkName(icon);
  const content = (
    <>
      <span className="elementor-screen-only visually-hidden">{name}</span>
      <Icon icon={icon} />
    </>
  );
  return (
    <span className="elementor-grid-item">
      {item.link.url ? (
        <a className={classes} {...linkAttributes(item.link)}>
          {content}
        </a>
      ) : (
        <span className={classes}>{content}</span>
      )}
    </span>
  );
}

/**
 * Elementor's social icons (`social-icons`): one link per network, each its brand icon as inline SVG
 * on a shape (rounded, square or circle) in the brand's colour or the widget's own, and named by the
 * network ("Facebook", "Instagram") for assistive technology.
 */
export const socialIcons = defineWidget({
  type: "social-icons",
  title: "Social Icons",
  settings: socialIconsSettings,
  classes: (s) => [
    `elementor-shape-${s.shape}`,
    `elementor-grid-${s.columns}`,
    ...(s.icon_color === "custom" ? ["e-social-icons--custom"] : []),
  ],
  Component: ({ settings: s }) => {
    const items = s.social_icon_list.filter((item) => hasIcon(iconOrLegacy(item.social_icon, item.social)));
    if (!items.length) return null;
    return (
      <div className="elementor-social-icons-wrapper elementor-grid">
        {items.map((item, i) => (
          <Item key={i} item={item} animation={s.hover_animation} />
        ))}
      </div>
    );
  },
  styles: socialIconsStyles,
});
