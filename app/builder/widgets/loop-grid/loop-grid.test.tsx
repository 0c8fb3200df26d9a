import { describe, expect, it } from "vitest";
import { loopGridSettings } from "./settings";
import { loopGrid, LOOP_GRID_RESOLVER } from "./loop-grid";
import { widgetCss } from "../widget-test-support";

describe("loop grid settings", () => {
  it("default to six recipes by date, no pagination, and read Elementor's values", () => {
    expect(loopGridSettings.parse({})).toMatchObject({
      template_id: 0,
      post_query_post_type: "recipe",
      posts_per_page: 6,
      pagination_type: "",
      post_query_orderby: "date",
      post_query_order: "",
    });
    expect(
      loopGridSettings.parse({
        template_id: "12",
        posts_per_page: "9",
        pagination_type: "load_more_on_click",
        post_query_post_type: "article",
      }),
    ).toMatchObject({
      template_id: 12,
      posts_per_page: 9,
      pagination_type: "load_more_on_click",
      post_query_post_type: "article",
    });
  });
  it("replace garbage with defaults and keep only slugs in the query's terms", () => {
    expect(
      loopGridSettings.parse({ template_id: -1, posts_per_page: 500, pagination_type: "infinite", post_query_terms: [] }),
    ).toMatchObject({ template_id: 0, posts_per_page: 6, pagination_type: "", post_query_terms: {} });
    expect(
      loopGridSettings.parse({ post_query_terms: { diet: ["vegan", "<b>", 3, "vegan"], recipe_category: "dinner" } }).post_query_terms,
    ).toEqual({ diet: ["vegan"], recipe_category: [] });
  });
});

describe("loop grid widget", () => {
  it("is a per-request slot naming its own element", () => {
    const settings = loopGridSettings.parse({ template_id: 3 });
    expect(loopGrid.slot?.(settings, { id: "abc1234", elType: "widget", widgetType: "loop-grid", settings: {}, elements: [] })).toEqual({
      resolver: LOOP_GRID_RESOLVER,
      args: { widgetId: "abc1234", settings },
    });
  });
  it("writes its columns and gaps per device", () => {
    const css = widgetCss(loopGrid, {
      columns: 4,
      columns_tablet: 2,
      columns_mobile: 1,
      column_gap: { unit: "px", size: 24 },
      row_gap: { unit: "em", size: 2 },
    });
    expect(css).toContain(".elementor-element-w1 .elementor-loop-container{--grid-columns:4;column-gap:24px;row-gap:2em}");
    expect(css).toMatch(/@media \(max-width:1024px\)\{[^}]*--grid-columns:2/);
    expect(css).toMatch(/@media \(max-width:767px\)\{[^}]*--grid-columns:1/);
    expect(widgetCss(loopGrid, { columns: "4; color: red", column_gap: { unit: "px", size: "1;}" } })).not.toContain("red");
  });
});
