import type { SlotResolver } from "../../slots.server";
import { gridFiltersOf, gridPageOf } from "#core/loop-filter/url-codec";
import { loopGridSettings } from "./settings";
import { renderLoopGrid } from "./grid.server";
import { apiNonceFor } from "#app/storefront/forms/api-nonce.server";

/**
 * A loop grid for this request: the filters and the page its address names (so a deep link renders
 * filtered), page links that keep the rest of the address. A signed-in visitor's markup carries the
 * REST nonce, and in edit mode the grid's settings, which a refresh sends back (docs/requirements.md#calls).
 */
export const loopGridSlot: SlotResolver = async (args, { request, context, editMode }) => {
  const widgetId = typeof args.widgetId === "string" ? args.widgetId : "";
  if (!widgetId) return "";
  const settings = loopGridSettings.parse(args.settings ?? {});
  const { pathname, search } = new URL(request.url);
  const session = context.auth.session;
  return renderLoopGrid(
    {
      widgetId,
      settings,
      filters: gridFiltersOf(search, widgetId),
      page: gridPageOf(search, widgetId),
      baseUrl: pathname + search,
      editMode: editMode ?? false,
      ...(session ? { nonce: apiNonceFor(context) } : {}),
      ...(editMode ? { widgetModel: settings } : {}),
    },
    context.services,
  );
};
