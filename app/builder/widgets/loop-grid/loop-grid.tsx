import { defineWidget } from "../../widget-types";
import { cssGap, cssNumber, cssSize } from "#core/builder/css-values";
import { loopGridSettings } from "./settings";

/** The slot resolver's name (slots.server.ts). */
export const LOOP_GRID_RESOLVER = "loop-grid";

/**
 * Elementor Pro's Loop Grid. What it shows depends on the address (the visitor's filters, the page)
 * and on the posts, so it is a per-request slot (decision 0020): the cached document keeps its
 * place, and each request (or a loop refresh) renders the grid (grid.server.tsx). Its behaviour
 * refreshes it when a taxonomy filter changes, on back and forward, and for Load more.
 */
export const loopGrid = defineWidget({
  type: "loop-grid",
  title: "Loop grid",
  settings: loopGridSettings,
  Component: () => null,
  slot: (settings, element) => ({ resolver: LOOP_GRID_RESOLVER, args: { widgetId: element?.id ?? "", settings } }),
  behaviour: "loop-grid",
  clientSettings: (settings) => ({ pagination_type: settings.pagination_type }),
  styles: (v) => {
    const columns = cssNumber(v.get("columns"), { min: 1, max: 12, integer: true });
    const columnGap = cssSize(v.get("column_gap"), ["px", "em", "rem", "%", "vw"], { min: 0 });
    const rowGap = cssSize(v.get("row_gap"), ["px", "em", "rem", "%", "vh"], { min: 0 });
    const gap = cssGap(v.get("gap"));
    const grid: Record<string, string> = {};
    if (columns) grid["--grid-columns"] = columns;
    if (gap) grid["gap"] = gap;
    if (columnGap) grid["column-gap"] = columnGap;
    if (rowGap) grid["row-gap"] = rowGap;
    return { " .elementor-loop-container": grid };
  },
});
