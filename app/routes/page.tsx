import { data, useLoaderData, useRouteError } from "react-router";
import { PageError, pageErrorText } from "../storefront/frame/page-error";
import { BuilderPage } from "../builder/builder-page";
import { builderView, EDIT_MODE_HEADERS, editModeOf } from "../builder/load-document.server";
import { popupViews } from "../builder/popups/popup-views.server";
import { loadOrUnavailable, unavailableResponse } from "../storefront/stores/unavailable.server";
import type { SharedRenderHandle } from "../../server/page-cache/shared-render";
import type { PlainPageHandle } from "../routing/plain-page";
import type { Route } from "./+types/page";
import { answersAtSlug } from "../../core/documents/page-at-slug";
import { notFoundAnswer } from "../builder/theme-templates.server";
import { BuilderDocument } from "../builder/document-view";
import { notFoundTemplateOf } from "../builder/not-found-template";

/** The page's own description setting (Elementor's `description`), else one made from its title. */
/** Shared between signed-in shoppers (server/page-cache/shared-pages.ts): the loader reads nothing of the visitor but the stand-ins. */
export const handle: SharedRenderHandle & PlainPageHandle = {
  sharedRender: true,
  // Static HTML and behaviours: hydrated without the router (decision 0045); not its error page.
  plainPage: (data) => data !== undefined && data !== null,
};

export const meta = ({ data: d, error }: Route.MetaArgs) => {
  if (!d) return [{ title: pageErrorText(error).title }];
  const own = d.description;
  const description = own ? own.slice(0, 300) : `${d.title}: news, offers and services from your neighbourhood grocery store.`;
  return [{ title: d.title }, { name: "description", content: description }];
};

/** A 503 keeps its Retry-After; edit mode is never cached. */
export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/**
 * A page-builder page at its slug. Only documents of type `page` are pages: a popup, a header or
 * footer, a section or a loop item template is a part of other pages (published with its own
 * schedule and conditions), so visitors get 404 for it; an editor may open it in edit mode.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = params["*"] ?? "";
  if (!/^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/.test(slug)) throw await notFoundAnswer(request, context);
  const found = await loadOrUnavailable(context, "page", () => context.services.documents.published(slug));
  if (found === "unavailable") throw unavailableResponse();
  const doc = found.value;
  if (!doc) throw await notFoundAnswer(request, context);
  const editMode = editModeOf(request, context);
  if (!answersAtSlug(doc.type, editMode)) throw await notFoundAnswer(request, context);
  const own: unknown = doc.settings["description"];
  const page = {
    title: doc.title,
    description: typeof own === "string" ? own.trim() : "",
    view: await builderView(doc, request, context, editMode),
    popups: await popupViews({ kind: "singular", postType: "page", id: doc.id }, request, context, editMode),
  };
  return editMode ? data(page, { headers: EDIT_MODE_HEADERS }) : page;
}

export default function Page() {
  return <BuilderPage data={useLoaderData<typeof loader>()} />;
}

/** A missing page (the error-404 template when one applies), or one that can't be loaded right now, inside the site's header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  const template = notFoundTemplateOf(error);
  if (template) return <BuilderDocument view={template} />;
  return (
    <section className="page-error">
      <PageError error={error} />
    </section>
  );
}
