import type { GridFilters, LogicalJoin } from "./url-codec";

/**
 * The body of `POST /api/builder/v1/refresh-loop` (docs/requirements.md#calls): the document the grid is in
 * (the closest document's id, else the current post's), the grid's filters consolidated by filter
 * type and taxonomy (empty term lists left out), the grid's id and the address its page links start
 * from; in edit mode also the grid's settings as the editor holds them and `is_edit_mode: true`.
 */
export interface RefreshLoopPayload {
  post_id: number;
  widget_filters: { taxonomy?: Record<string, { terms: string[]; logicalJoin: LogicalJoin }> };
  widget_id: string;
  pagination_base_url: string;
  widget_model?: Record<string, unknown>;
  is_edit_mode?: true;
}

export interface RefreshLoopInput {
  closestDocumentId: number | null;
  currentPostId: number | null;
  widgetId: string;
  filters: GridFilters;
  /** The page's path and query after the change. */
  paginationBaseUrl: string;
  editMode?: { widgetModel: Record<string, unknown> } | null;
}

/** The consolidated filters: taxonomies with at least one term, under the filter type `taxonomy`; {} when none. */
export function consolidateFilters(filters: GridFilters): RefreshLoopPayload["widget_filters"] {
  const taxonomy: Record<string, { terms: string[]; logicalJoin: LogicalJoin }> = {};
  for (const [name, state] of Object.entries(filters)) {
    if (state.terms.length) taxonomy[name] = { terms: [...state.terms], logicalJoin: state.logicalJoin };
  }
  return Object.keys(taxonomy).length ? { taxonomy } : {};
}

/** The payload, or null when there is no document to name (nothing can be refreshed then). */
export function refreshLoopPayload(input: RefreshLoopInput): RefreshLoopPayload | null {
  const postId = input.closestDocumentId ?? input.currentPostId;
  if (postId === null || !Number.isInteger(postId) || postId < 1) return null;
  const payload: RefreshLoopPayload = {
    post_id: postId,
    widget_filters: consolidateFilters(input.filters),
    widget_id: input.widgetId,
    pagination_base_url: input.paginationBaseUrl,
  };
  if (input.editMode) {
    payload.widget_model = input.editMode.widgetModel;
    payload.is_edit_mode = true;
  }
  return payload;
}
