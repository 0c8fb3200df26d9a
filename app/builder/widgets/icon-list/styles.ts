import { cssColor, cssEnum, cssSize } from "#core/builder/css-values";
import { colour, mergeBlocks, typography, type Decls, type StyleBlocks } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

const ITEM = " .elementor-icon-list-item";
const ICON = " .elementor-icon-list-icon";
const TEXT = " .elementor-icon-list-text";
const JUSTIFY: Record<string, string> = { left: "flex-start", center: "center", right: "flex-end" };
const LENGTHS = ["px", "em", "rem"];

/** Space between items: half above and half below each (stacked), or half on each side (inline). */
function spacing(v: SettingsView, inline: boolean): StyleBlocks {
  const space = cssSize(v.get("space_between"), LENGTHS, { min: 0, max: 500 });
  if (!space) return {};
  const half = `calc(${space} / 2)`;
  if (inline) {
    return {
      [ITEM]: { "margin-inline": half },
      " .elementor-icon-list-items": { "margin-inline": `calc(${space} / -2)` },
      [`${ITEM}::after`]: { "inset-inline-end": `calc(${space} / -2)` },
    };
  }
  return { [`${ITEM}:not(:last-child)`]: { "padding-bottom": half }, [`${ITEM}:not(:first-child)`]: { "margin-top": half } };
}

/** The divider between items: a line under each (stacked) or beside each (inline), except the last. */
function divider(v: SettingsView, inline: boolean): StyleBlocks {
  if (v.get("divider") !== "yes") return {};
  const style = cssEnum(v.get("divider_style"), ["solid", "double", "dotted", "dashed"]) ?? "solid";
  const weight = cssSize(v.get("divider_weight"), ["px", "em", "rem"], { min: 0, max: 100 }) ?? "1px";
  const color = cssColor(v.get("divider_color")) ?? "#ddd";
  const line: Decls = { content: '""', [inline ? "border-inline-start" : "border-top"]: `${weight} ${style} ${color}` };
  const extent = inline
    ? cssSize(v.get("divider_height"), ["%", "px", "em", "rem", "vh"], { min: 0, max: 10000 })
    : cssSize(v.get("divider_width"), ["%", "px", "em", "rem", "vw"], { min: 0, max: 10000 });
  if (extent) line[inline ? "height" : "width"] = extent;
  return { [`${ITEM}:not(:last-child)::after`]: line };
}

/** Elementor's icon list style settings (its `view` is not responsive, so it is read as stored). */
export function iconListStyles(v: SettingsView): StyleBlocks {
  const inline = v.get("view") === "inline";
  const align = JUSTIFY[String(v.get("icon_align"))];
  const wrapper: Decls = {};
  const size = cssSize(v.get("icon_size"), ["px", "em", "rem", "%", "vw"], { min: 0, max: 1000 });
  if (size) wrapper["--e-icon-list-icon-size"] = size;
  const vertical = cssEnum(v.get("icon_self_vertical_align"), ["flex-start", "center", "flex-end"]);
  if (vertical) wrapper["--icon-vertical-align"] = vertical;
  const offset = cssSize(v.get("icon_vertical_offset"), ["px", "em", "rem"], { min: -100, max: 100 });
  if (offset) wrapper["--icon-vertical-offset"] = offset;
  const gap = cssSize(v.get("text_indent"), ["px", "em", "rem", "%", "vw"], { min: 0, max: 500 });
  const text = typography(v, "icon_typography");
  return mergeBlocks(
    { "": wrapper },
    align
      ? {
          [ITEM]: { "justify-content": align },
          [`${ITEM} > a`]: { "justify-content": align },
          " .elementor-inline-items": { "justify-content": align },
        }
      : {},
    spacing(v, inline),
    divider(v, inline),
    { [ICON]: { ...colour(v, "icon_color"), ...(gap ? { "padding-inline-end": gap } : {}) } },
    { [`${ITEM}:hover${ICON}`]: colour(v, "icon_color_hover") },
    { [TEXT]: colour(v, "text_color") },
    { [`${ITEM}:hover${TEXT}`]: colour(v, "text_color_hover") },
    { [`${ITEM} > ${TEXT.trim()}`]: text, [`${ITEM} > a`]: text },
  );
}
