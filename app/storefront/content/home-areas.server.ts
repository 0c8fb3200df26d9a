import type { AppLoadContext } from "react-router";
import type { Store } from "#core/stores/store-types";
import { orEmpty } from "../frame/layout-data.server";
import { builderView } from "../../builder/load-document.server";
import { contentPreviewOf, requestAudience } from "./preview.server";

/** The home page's dynamic body and content areas for a store and the visitor's groups. */
export async function homeContent(request: Request, context: AppLoadContext, store: Store | null, editMode: boolean) {
  const { services } = context;
  const empty = { document: null, slider: "", cta: "", personalized: "" };
  const audience = await orEmpty(context, "audience", null, () => requestAudience(request, context, store));
  const preview = contentPreviewOf(request, context);
  if (!audience) return empty;
  const settings = await services.settings.get();
  const [document, slider, cta, personalized] = await Promise.all([
    settings.dynamicHomepage
      ? orEmpty(context, "homepage", null, async () => {
          const slug = await services.content.homepageSlug(audience, preview);
          const document = slug ? await services.documents.published(slug) : null;
          return document ? builderView(document, request, context, editMode) : null;
        })
      : null,
    orEmpty(context, "slider", "", () => services.content.sliderHtml("home-slider", audience, true, preview)),
    orEmpty(context, "cta", "", () => services.content.html("cta", "home-cta", audience, preview)),
    orEmpty(context, "personalized-content", "", () =>
      services.content.html("personalized-content", "home-personalized", audience, preview),
    ),
  ]);
  return { document, slider, cta, personalized };
}
