import { defineWidget } from "../../widget-types";
import { taxonomyFilterSettings } from "./settings";
import type { StyleBlocks } from "#core/builder/style-helpers";

export const TAXONOMY_FILTER_RESOLVER = "taxonomy-filter";

const SCROLL = ["enable", "disable"] as const;

/**
 * Elementor Pro's Taxonomy Filter. Its terms come from the posts and its selection from the address,
 * so it is a per-request slot (resolver.server.tsx): plain links, each to the address the click
 * leads to, which work without scripts; its behaviour makes them toggle buttons that refresh the
 * bound grid in place.
 */
export const taxonomyFilter = defineWidget({
  type: "taxonomy-filter",
  title: "Taxonomy filter",
  settings: taxonomyFilterSettings,
  Component: () => null,
  slot: (settings, element) => ({ resolver: TAXONOMY_FILTER_RESOLVER, args: { widgetId: element?.id ?? "", settings } }),
  classes: (s) => [`e-filter-direction-${s.direction}`],
  behaviour: "taxonomy-filter",
  clientSettings: (s) => ({
    selected_element: s.selected_element,
    taxonomy: s.taxonomy,
    multiple_selection: s.multiple_selection,
    logical_combination: s.logical_combination,
  }),
  styles: (v): StyleBlocks => {
    const scroll = v.get("horizontal_scroll");
    if (!SCROLL.includes(scroll as (typeof SCROLL)[number])) return {};
    return {
      " .e-filter":
        scroll === "enable" ? { "flex-wrap": "nowrap", "overflow-x": "auto" } : { "flex-wrap": "wrap", "overflow-x": "visible" },
    };
  },
});
