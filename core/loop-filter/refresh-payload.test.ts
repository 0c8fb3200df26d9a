import { describe, expect, it } from "vitest";
import { consolidateFilters, refreshLoopPayload } from "./refresh-payload";

const base = { widgetId: "a1b2c3d", paginationBaseUrl: "/recipe-finder?e-filter-a1b2c3d-diet=vegan" };

describe("consolidateFilters", () => {
  it("puts the taxonomies under the filter type and leaves out empty term lists", () => {
    expect(
      consolidateFilters({ diet: { terms: ["vegan"], logicalJoin: "AND" }, recipe_category: { terms: [], logicalJoin: "OR" } }),
    ).toEqual({
      taxonomy: { diet: { terms: ["vegan"], logicalJoin: "AND" } },
    });
    expect(consolidateFilters({ diet: { terms: [], logicalJoin: "AND" } })).toEqual({});
    expect(consolidateFilters({})).toEqual({});
  });
});

describe("refreshLoopPayload", () => {
  it("names the closest document, else the current post", () => {
    const filters = { diet: { terms: ["vegan", "vegetarian"], logicalJoin: "OR" as const } };
    expect(refreshLoopPayload({ ...base, filters, closestDocumentId: 12, currentPostId: 40 })).toEqual({
      post_id: 12,
      widget_filters: { taxonomy: { diet: { terms: ["vegan", "vegetarian"], logicalJoin: "OR" } } },
      widget_id: "a1b2c3d",
      pagination_base_url: "/recipe-finder?e-filter-a1b2c3d-diet=vegan",
    });
    expect(refreshLoopPayload({ ...base, filters, closestDocumentId: null, currentPostId: 40 })?.post_id).toBe(40);
  });
  it("is null when there is no document to name", () => {
    expect(refreshLoopPayload({ ...base, filters: {}, closestDocumentId: null, currentPostId: null })).toBeNull();
    expect(refreshLoopPayload({ ...base, filters: {}, closestDocumentId: 0, currentPostId: null })).toBeNull();
    expect(refreshLoopPayload({ ...base, filters: {}, closestDocumentId: Number.NaN, currentPostId: null })).toBeNull();
  });
  it("carries the widget model and is_edit_mode only in edit mode", () => {
    const visitor = refreshLoopPayload({ ...base, filters: {}, closestDocumentId: 3, currentPostId: null, editMode: null })!;
    expect(visitor).not.toHaveProperty("widget_model");
    expect(visitor).not.toHaveProperty("is_edit_mode");
    expect(visitor.widget_filters).toEqual({});
    const edit = refreshLoopPayload({
      ...base,
      filters: {},
      closestDocumentId: 3,
      currentPostId: null,
      editMode: { widgetModel: { posts_per_page: 2 } },
    })!;
    expect(edit.widget_model).toEqual({ posts_per_page: 2 });
    expect(edit.is_edit_mode).toBe(true);
  });
});
