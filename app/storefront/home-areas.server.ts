import type { AppLoadContext } from "react-router";
import type { Store } from "../../core/store-types";
import { orEmpty } from "./layout-data.server";
import { builderView } from "../builder/load-document.server";

/** The home page's dynamic body and content areas for a store and the visitor's groups. */
export async function homeContent(request: Request, context: AppLoadContext, store: Store | null, editMode: boolean) {
  const { services, auth } = context;
  const empty = { document: null, slider: "", cta: "", personalized: "" };
  const audience = await orEmpty(context, "audience", null, () => services.audience.resolve({ storeId: store?.id ?? null, user: auth.user }));
  if (!audience) return empty;
  const settings = await services.settings.get();
  const [document, slider, cta, personalized] = await Promise.all([
    settings.dynamicHomepage
      ? orEmpty(context, "homepage", null, async () => {
          const slug = await services.content.homepageSlug(audience);
          const document = slug ? await services.documents.published(slug) : null;
          return document ? builderView(document, request, context, editMode) : null;
        })
      : null,
    orEmpty(context, "slider", "", () => services.content.sliderHtml("home-slider", audience, true)),
    orEmpty(context, "cta", "", () => services.content.html("cta", "home-cta", audience)),
    orEmpty(context, "personalized-content", "", () => services.content.html("personalized-content", "home-personalized", audience)),
  ]);
  return { document, slider, cta, personalized };
}
