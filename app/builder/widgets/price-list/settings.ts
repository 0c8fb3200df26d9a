import { z } from "zod";
import { linkSetting } from "../link";
import { repeater } from "../repeater";
import { htmlSetting, imageSetting, switcher } from "../setting-fields";

/** One item of `price_list`: a title, a price and a description (sanitized HTML, core/builder/html-settings.ts), an image, a link. */
const priceItem = z.object({
  title: htmlSetting(""),
  price: htmlSetting(""),
  item_description: htmlSetting(""),
  image: imageSetting,
  link: linkSetting,
});

export type PriceItem = z.infer<typeof priceItem>;

const DEFAULT_ITEMS = [
  { title: "First item on the list", price: "$20", item_description: "" },
  { title: "Second item on the list", price: "$9", item_description: "" },
  { title: "Third item on the list", price: "$32", item_description: "" },
];

/** Stored settings of the price list (Elementor Pro's names); every field falls back to its default, so any stored value parses. */
export const priceListSettings = z.object({
  price_list: repeater(priceItem, DEFAULT_ITEMS),
  /** The dotted line between the title and the price. */
  separator: switcher(true),
});

export type PriceListSettings = z.infer<typeof priceListSettings>;
