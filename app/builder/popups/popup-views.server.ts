import type { AppLoadContext } from "react-router";
import type { RenderedPage } from "#core/builder/popup/popup-conditions";
import { popupClasses } from "#core/builder/popup/popup-settings";
import { builderView } from "../load-document.server";
import type { PopupView } from "./popup-view";

/**
 * The popups a page needs (their display conditions decided on the server, docs/design/documents.md), each
 * rendered like any document. A popup that fails to load or render is left out: the page still
 * renders.
 */
export async function popupViews(page: RenderedPage, request: Request, context: AppLoadContext, editMode: boolean): Promise<PopupView[]> {
  const { services, auth } = context;
  let popups;
  try {
    popups = await services.popups.forPage(page);
  } catch (err) {
    services.logger.error({ err }, "popups could not be loaded; the page shows none");
    return [];
  }
  const viewer = auth.user ? { roles: [...auth.user.roles] } : null;
  const views = await Promise.all(
    popups.map(async (popup): Promise<PopupView | null> => {
      try {
        const { conditions: _conditions, ...settings } = popup.settings;
        return {
          view: await builderView(popup, request, context, editMode),
          title: popup.title,
          settings: { ...settings, id: popup.id, viewer },
          classes: popupClasses(settings["classes"]),
        };
      } catch (err) {
        services.logger.error({ err, document: popup.id }, "popup failed to render; left out");
        return null;
      }
    }),
  );
  return views.filter((v): v is PopupView => v !== null);
}
