import { cssDimensions, cssEnum, cssNumber, cssSize } from "#core/builder/css-values";
import { colour, mergeBlocks, typography, type Decls, type StyleBlocks } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

const JUSTIFY: Record<string, string> = { left: "flex-start", center: "center", right: "flex-end", justify: "stretch" };

/** Columns (0 = as many as fit), alignment of the automatic row, and the gaps between buttons. */
function grid(v: SettingsView): StyleBlocks {
  const out: Decls = {};
  const columns = cssNumber(v.get("columns"), { integer: true, min: 0, max: 6 });
  if (columns === "0") out.display = "flex";
  else if (columns !== undefined) Object.assign(out, { display: "grid", "grid-template-columns": `repeat(${columns}, minmax(0, 1fr))` });
  const align = cssEnum(v.get("alignment"), ["left", "center", "right", "justify"]);
  if (align) out["justify-content"] = JUSTIFY[align]!;
  const gap = (key: string) => cssSize(v.get(key), ["px", "em", "rem", "%"], { min: 0, max: 500 });
  const column = gap("column_gap");
  const row = gap("row_gap");
  if (column) out["column-gap"] = column;
  if (row) out["row-gap"] = row;
  return mergeBlocks({ " .elementor-grid": out }, align === "justify" ? { " .elementor-grid-item": { "flex-grow": "1" } } : {});
}

/** A button's size (Elementor's "button size" scales its font: 1 = 10px), height and border. */
function button(v: SettingsView): Decls {
  const out: Decls = {};
  const raw = v.get("button_size");
  const size = cssNumber(raw && typeof raw === "object" ? (raw as { size?: unknown }).size : raw, { min: 0.5, max: 2 });
  if (size) out["font-size"] = `${Number((Number(size) * 10).toFixed(2))}px`;
  const height = cssSize(v.get("button_height"), ["em", "px"], { min: 0, max: 200 });
  if (height) out.height = height;
  const border = cssSize(v.get("border_size"), ["px", "em"], { min: 0, max: 20 });
  if (border) out["border-width"] = border;
  return out;
}

/** Custom colours (`color_source: custom`): primary and secondary, and their hover values. */
function colours(v: SettingsView): StyleBlocks {
  if (v.get("color_source") !== "custom") return {};
  return {
    "": {
      ...colour(v, "primary_color", "--e-share-buttons-primary-color"),
      ...colour(v, "secondary_color", "--e-share-buttons-secondary-color"),
    },
    " .elementor-share-btn:hover": {
      ...colour(v, "primary_color_hover", "--e-share-buttons-primary-color"),
      ...colour(v, "secondary_color_hover", "--e-share-buttons-secondary-color"),
    },
  };
}

export function shareButtonsStyles(v: SettingsView): StyleBlocks {
  const icon = cssSize(v.get("icon_size"), ["em", "px"], { min: 0, max: 100 });
  const padding: Decls = {};
  for (const [side, value] of Object.entries(cssDimensions(v.get("text_padding"), ["px", "em", "%"], { min: 0, max: 200 }) ?? {}))
    padding[`padding-${side}`] = value;
  return mergeBlocks(
    colours(v),
    grid(v),
    { " .elementor-share-btn": button(v) },
    { " .elementor-share-btn__icon": icon ? { "--e-share-buttons-icon-size": icon } : {} },
    { " .elementor-share-btn__title": typography(v) },
    { " .elementor-share-btn__text": padding },
  );
}
