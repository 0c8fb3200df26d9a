import { data, type AppLoadContext } from "react-router";
import { isApiError } from "#core/web/api-errors";
import type { ContentItemResponse } from "#core/schemas/content-items";

/** A content item for its screen; a 404 page when there is none. */
export async function loadContentItem(context: AppLoadContext, id: number | null): Promise<ContentItemResponse> {
  if (id === null) throw data("No such content item.", { status: 404 });
  try {
    return await context.services.contentItems.get(id);
  } catch (err) {
    if (isApiError(err) && err.status === 404) throw data("No such content item.", { status: 404 });
    throw err;
  }
}
