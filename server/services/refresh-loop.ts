import type { ElementNode } from "../../core/documents/document-types";
import type { RefreshLoopBody } from "../../core/schemas/refresh-loop";
import { TAXONOMY_POST_TYPE, isTaxonomy } from "../../core/posts/taxonomies";
import { gridPageOf, type GridFilters } from "../../core/loop-filter/url-codec";
import { invalidParam, isApiError } from "../http/errors";
import type { Services } from "./container";
import type { PageRendering } from "../http/page-rendering";

/** The element with this id in a document's tree (iterative: the tree's depth is bounded on save, not trusted here). */
export function findElement(elements: readonly ElementNode[], id: string): ElementNode | null {
  const stack: unknown[] = [...elements];
  while (stack.length) {
    const el = stack.pop();
    if (!el || typeof el !== "object") continue;
    const node = el as ElementNode;
    if (node.id === id) return node;
    if (Array.isArray(node.elements)) stack.push(...(node.elements as unknown[]));
  }
  return null;
}

export interface RefreshLoopCaller {
  /** Edit mode: an editor's nonce-checked session (the handler has checked the role). */
  edit: boolean;
  /** A signed-in caller's nonce, written back into the markup for the next refresh. */
  nonce: string | null;
}

/**
 * A loop grid's markup for a refresh (docs/requirements.md#calls): the grid named by `widget_id` in the
 * document `post_id`, with the filters given and the page its base address names. Anything that
 * names what is not there (a document, a grid, a taxonomy of the grid's post type) is a 400 and
 * nothing else happens. In edit mode the grid renders from the editor's settings (`widget_model`),
 * the document may be a draft and the grid may be one the editor has not saved yet. The grid's settings and markup come from the app's build (`loopGrid`).
 */
export async function refreshLoop(
  body: RefreshLoopBody,
  caller: RefreshLoopCaller,
  services: Services,
  loopGrid: PageRendering["loopGrid"],
): Promise<string> {
  if (body.widget_model && !body.is_edit_mode) throw invalidParam("widget_model", "is sent only in edit mode");
  const doc = caller.edit
    ? await services.documents.get(body.post_id).catch((err: unknown) => {
        if (isApiError(err) && err.status === 404) return null;
        throw err;
      })
    : await services.documents.publishedById(body.post_id);
  if (!doc) throw invalidParam("post_id", "names no published document");
  const element = findElement(doc.elements, body.widget_id);
  // In edit mode the grid may not be saved yet (inserted or pasted in the editor): its model is all there is.
  const unsaved = !element && caller.edit && body.widget_model !== undefined;
  if (!unsaved && (!element || element.elType !== "widget" || element.widgetType !== "loop-grid"))
    throw invalidParam("widget_id", "names no loop grid in this document");
  const stored = caller.edit && body.widget_model ? body.widget_model : element?.settings;
  const settings = loopGrid.settings.parse(stored && typeof stored === "object" ? stored : {});
  const filters: GridFilters = {};
  for (const [taxonomy, f] of Object.entries(body.widget_filters.taxonomy ?? {})) {
    if (!isTaxonomy(taxonomy) || TAXONOMY_POST_TYPE[taxonomy] !== settings.post_query_post_type) {
      throw invalidParam(`widget_filters.taxonomy.${taxonomy}`, `is not a taxonomy of ${settings.post_query_post_type} posts`);
    }
    if (f.terms.length) filters[taxonomy] = { terms: [...new Set(f.terms)], logicalJoin: f.logicalJoin };
  }
  const base = body.pagination_base_url;
  const query = base.includes("?") ? base.slice(base.indexOf("?")) : "";
  return loopGrid.render(
    {
      widgetId: body.widget_id,
      settings,
      filters,
      page: gridPageOf(query, body.widget_id),
      baseUrl: base,
      editMode: caller.edit,
      ...(caller.nonce ? { nonce: caller.nonce } : {}),
      ...(caller.edit ? { widgetModel: settings } : {}),
    },
    services,
  );
}
