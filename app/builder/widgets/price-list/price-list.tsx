import { SiteImage } from "../site-image";
import { defineWidget } from "../../widget-types";
import { priceListSettings, type PriceItem } from "./settings";
import { linkAttributes } from "../link";
import { hasBlockHtml } from "../setting-fields";
import { htmlContent } from "../html-setting";
import { cssEnum, cssSize } from "#core/builder/css-values";
import { colour, mergeBlocks, typography } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

function priceListStyles(v: SettingsView) {
  const weight = cssSize(v.get("separator_weight"), ["px"], { min: 0, max: 20 });
  const spacing = cssSize(v.get("separator_spacing"), ["px", "em"], { min: 0, max: 100 });
  const style = cssEnum(v.get("separator_style"), ["solid", "dotted", "dashed", "double"]);
  const itemGap = cssSize(v.get("row_gap"), ["px", "em"], { min: 0, max: 200 });
  return mergeBlocks(
    { " .elementor-price-list-item:not(:last-child)": itemGap ? { "margin-bottom": itemGap } : {} },
    { " .elementor-price-list-title": { ...colour(v, "heading_color"), ...typography(v, "heading_typography") } },
    { " .elementor-price-list-price": { ...colour(v, "price_color"), ...typography(v, "price_typography") } },
    { " .elementor-price-list-description": { ...colour(v, "description_color"), ...typography(v, "description_typography") } },
    {
      " .elementor-price-list-separator": {
        ...(style ? { "border-bottom-style": style } : {}),
        ...(weight ? { "border-bottom-width": weight } : {}),
        ...colour(v, "separator_color", "border-bottom-color"),
        ...(spacing ? { "margin-inline": spacing } : {}),
      },
    },
  );
}

function Item({ item, separator }: { item: PriceItem; separator: boolean }) {
  const Description = hasBlockHtml(item.item_description) ? "div" : "p";
  const body = (
    <>
      {item.image.url && (
        <div className="elementor-price-list-image">
          <SiteImage image={item.image} width={item.image.width ?? 150} height={item.image.height ?? 150} />
        </div>
      )}
      <div className="elementor-price-list-text">
        {(item.title || item.price) && (
          <div className="elementor-price-list-header">
            {item.title && <span className="elementor-price-list-title" {...htmlContent(item.title)} />}
            {separator && item.title && item.price && <span className="elementor-price-list-separator" aria-hidden="true" />}
            {item.price && <span className="elementor-price-list-price" {...htmlContent(item.price)} />}
          </div>
        )}
        {item.item_description && <Description className="elementor-price-list-description" {...htmlContent(item.item_description)} />}
      </div>
    </>
  );
  return (
    <li className="elementor-price-list-item">
      {item.link.url ? (
        <a className="elementor-price-list-item-link" {...linkAttributes(item.link)}>
          {body}
        </a>
      ) : (
        body
      )}
    </li>
  );
}

/**
 * Elementor Pro's price list: items with an optional image, the title and price on one line joined
 * by a dotted separator, and a description (sanitized HTML). A linked item is one link.
 */
export const priceList = defineWidget({
  type: "price-list",
  title: "Price List",
  settings: priceListSettings,
  Component: ({ settings: s }) => {
    const items = s.price_list.filter((i) => i.title || i.price || i.item_description || i.image.url);
    if (!items.length) return null;
    return (
      <ul className="elementor-price-list">
        {items.map((item, i) => (
          <Item key={i} item={item} separator={s.separator} />
        ))}
      </ul>
    );
  },
  styles: priceListStyles,
});
