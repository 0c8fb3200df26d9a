import { data, useLoaderData, type MetaFunction } from "react-router";
import { requestStore } from "../storefront/stores/request-store.server";
import { homeContent } from "../storefront/content/home-areas.server";
import { EDIT_MODE_HEADERS, editModeOf } from "../builder/load-document.server";
import { popupViews } from "../builder/popups/popup-views.server";
import { HomeContent } from "../storefront/content/home-content";
import { loadOrUnavailable, unavailableInit } from "../storefront/stores/unavailable.server";
import { themeTemplateView } from "../builder/theme-templates.server";
import { BuilderDocument } from "../builder/document-view";
import { searchTerm } from "../../core/text/search-term";
import { EMPTY_CATALOG_QUERY } from "../../core/catalog/catalog-query";
import { deferredPart } from "../storefront/hydration/deferred-part";
import type { SiteSearchData } from "../storefront/header/site-search-results";
import { favoritesShown, shopperFavorites } from "../shop/favorites-shown.server";
import "../shop/shop.css";

/** Products shown on the site search page; the rest are one link away, on the shop's search page. */
const SITE_SEARCH_PRODUCTS = 8;
import type { SharedRenderHandle } from "../../server/page-cache/shared-render";
import type { PlainPageHandle } from "../routing/plain-page";
import type { Route } from "./+types/home";

/** The site search's results, product cards and all: their code is loaded by the searches alone. */
const SiteSearchResults = deferredPart<{ data: SiteSearchData }>(".search-results", () =>
  import("../storefront/header/site-search-results").then((m) => m.SiteSearchResults),
);

/**
 * Shared between signed-in shoppers (server/page-cache/shared-pages.ts). The site search (`?s=`) too: its
 * products key it by the shopper's favourites among them (decision 0041), and its term is put in the
 * header row's search field.
 */
export const handle: SharedRenderHandle & PlainPageHandle = {
  sharedRender: true,
  // The home page's content is static HTML and behaviours: hydrated without the router (decision 0045).
  plainPage: (data) => (data as { kind?: string } | undefined)?.kind === "home",
};

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.kind === "search" || data?.kind === "search-template" ? `Search results for “${data.term}”` : "Home" },
  { name: "description", content: "Fresh groceries, weekly deals and recipes from your neighbourhood store." },
];

/** A 503 (search while the database is away) keeps its Retry-After. */
export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const typed = url.searchParams.get("s");
  // Site search: the dynamic home content is not loaded when `s` is present. The term is cut to
  // SEARCH_TERM_MAX_LENGTH before it is searched or shown.
  if (typed !== null) {
    const term = searchTerm(typed);
    // A search-results template lays the search page out in place of the site's own (docs/design/website-templates.md).
    const template = await themeTemplateView(request, context, { kind: "archive", archive: { kind: "search" } }, "archive");
    if (template) return { kind: "search-template" as const, term, template };
    const { store } = await requestStore(request, context);
    // Products are the shop search's own answer (the same query as /shop/search?q=), its first page.
    const found = await loadOrUnavailable(context, "search", () =>
      Promise.all([
        context.services.documents.search(term),
        term ? context.services.catalog.list(store, { ...EMPTY_CATALOG_QUERY, q: term, perPage: SITE_SEARCH_PRODUCTS }) : null,
      ]),
    );
    if (found === "unavailable")
      return data(
        { kind: "search" as const, term, results: null, products: null, priced: false, favoriteIds: [] as number[], signedIn: false },
        unavailableInit,
      );
    const [results, products] = found.value;
    const user = context.auth.user;
    const favoriteIds =
      user && products?.total ? favoritesShown(context, await shopperFavorites(context).catch(() => []), products.items) : [];
    return { kind: "search" as const, term, results, products, priced: store !== null, favoriteIds, signedIn: user !== null };
  }
  const { store } = await requestStore(request, context);
  const editMode = editModeOf(request, context);
  const content = await homeContent(request, context, store, editMode);
  const front = {
    kind: "singular" as const,
    postType: "page",
    isFrontPage: true,
    ...(content.document ? { id: content.document.id } : {}),
  };
  const home = { kind: "home" as const, ...content, popups: await popupViews(front, request, context, editMode) };
  return editMode ? data(home, { headers: EDIT_MODE_HEADERS }) : home;
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "search-template") return <BuilderDocument view={data.template} />;
  if (data.kind === "search") return <SiteSearchResults data={data} />;
  return <HomeContent data={data} />;
}
