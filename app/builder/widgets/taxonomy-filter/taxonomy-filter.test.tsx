import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import type { TermNode } from "#core/posts/types";
import { filterItems, FilterMarkup } from "./resolver.server";
import { taxonomyFilterSettings } from "./settings";
import { taxonomyFilter } from "./taxonomy-filter";
import { widgetCss } from "../widget-test-support";

const node = (slug: string, total: number, children: TermNode[] = []): TermNode => ({
  id: 1,
  slug,
  name: slug.toUpperCase(),
  parent: null,
  count: total,
  total,
  children,
});
const tree = [node("dinner", 5, [node("pasta", 3, [node("lasagne", 1)]), node("grilling", 0)]), node("drinks", 0), node("sides", 2)];
const settings = (s: Record<string, unknown>) => taxonomyFilterSettings.parse({ selected_element: "grid0001", ...s });

describe("taxonomy filter items", () => {
  it("show the top level without empty terms by default", () => {
    expect(filterItems(tree, settings({})).map((i) => i.slug)).toEqual(["dinner", "sides"]);
  });
  it("show empty terms, child terms to the depth asked, and at most the number asked", () => {
    expect(filterItems(tree, settings({ show_empty_items: "yes" })).map((i) => i.slug)).toEqual(["dinner", "drinks", "sides"]);
    expect(filterItems(tree, settings({ show_child_taxonomy: "yes" })).map((i) => [i.slug, i.depth])).toEqual([
      ["dinner", 0],
      ["pasta", 1],
      ["sides", 0],
    ]);
    expect(filterItems(tree, settings({ show_child_taxonomy: "yes", child_taxonomy_depth: 2 })).map((i) => i.slug)).toEqual([
      "dinner",
      "pasta",
      "lasagne",
      "sides",
    ]);
    expect(filterItems(tree, settings({ number_of_taxonomies: 1 })).map((i) => i.slug)).toEqual(["dinner"]);
  });
  it("settings from Elementor parse; a grid id that is no id binds nothing", () => {
    expect(taxonomyFilterSettings.parse({ selected_element: "<x>" }).selected_element).toBe("");
    expect(taxonomyFilterSettings.parse({ multiple_selection: "yes", logical_combination: "OR" })).toMatchObject({
      multiple_selection: true,
      logical_combination: "OR",
      show_first_item: true,
      first_item_title: "All",
    });
  });
});

describe("taxonomy filter markup", () => {
  it("is a group named by the taxonomy of links, All first, the selected ones marked", () => {
    const s = settings({ taxonomy: "diet", first_item_title: "Every diet" });
    const html = renderToStaticMarkup(
      <FilterMarkup s={s} items={[{ slug: "vegan", name: "Vegan", depth: 0 }]} selected={["vegan"]} href={(slug) => `/f?${slug}`} />,
    );
    expect(html).toBe(
      '<div class="e-filter" role="group" aria-label="Diet" data-base-filter-id="grid0001"><a class="e-filter-item" data-filter="__all" href="/f?__all">Every diet</a><a class="e-filter-item" data-filter="vegan" href="/f?vegan" aria-current="true">Vegan</a></div>',
    );
    const none = renderToStaticMarkup(<FilterMarkup s={settings({ show_first_item: "" })} items={[]} selected={[]} href={() => "/"} />);
    expect(none).not.toContain("__all");
  });
  it("scrolls horizontally per device when asked", () => {
    const css = widgetCss(taxonomyFilter, { horizontal_scroll: "enable", horizontal_scroll_mobile: "disable" });
    expect(css).toContain("overflow-x:auto");
    expect(css).toMatch(/@media \(max-width:\s*767px\)\{[^@]*overflow-x:visible/);
  });
});
