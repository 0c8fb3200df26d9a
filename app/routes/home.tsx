import { data, useLoaderData, type MetaFunction } from "react-router";
import { requestStore } from "../storefront/request-store.server";
import { homeContent } from "../storefront/home-areas.server";
import { BuilderDocument } from "../builder/document-view";
import { EDIT_MODE_HEADERS, editModeOf } from "../builder/load-document.server";
import { PopupDialogs } from "../builder/popups/popup-dialogs";
import { popupViews } from "../builder/popups/popup-views.server";
import { ContentArea } from "../storefront/content/content-area";
import { loadOrUnavailable, unavailableInit } from "../storefront/unavailable.server";
import { searchTerm } from "../../core/search-term";
import type { Route } from "./+types/home";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.kind === "search" ? `Search results for “${data.term}”` : "Home" },
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
    const found = await loadOrUnavailable(context, "search", () => context.services.documents.search(term));
    if (found === "unavailable") return data({ kind: "search" as const, term, results: null }, unavailableInit);
    return { kind: "search" as const, term, results: found.value };
  }
  const { store } = await requestStore(request, context);
  const editMode = editModeOf(request, context);
  const content = await homeContent(request, context, store, editMode);
  const front = { kind: "singular" as const, postType: "page", isFrontPage: true, ...(content.document ? { id: content.document.id } : {}) };
  const home = { kind: "home" as const, ...content, popups: await popupViews(front, request, context, editMode) };
  return editMode ? data(home, { headers: EDIT_MODE_HEADERS }) : home;
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "search") {
    return (
      <section className="search-results">
        <h1>Search results for “{data.term}”</h1>
        {data.results === null ? (
          <p role="status">Search is not available right now. Please try again in a moment.</p>
        ) : data.results.length ? (
          <ul>
            {data.results.map((r) => (
              <li key={r.url}>
                <a href={r.url}>{r.title}</a>
              </li>
            ))}
          </ul>
        ) : (
          <p>Nothing matched your search.</p>
        )}
      </section>
    );
  }
  return (
    <>
      <ContentArea kind="slider" html={data.slider} />
      {data.document ? <BuilderDocument view={data.document} /> : <h1>Welcome</h1>}
      <ContentArea kind="cta" html={data.cta} />
      <ContentArea kind="personalized" html={data.personalized} />
      <PopupDialogs popups={data.popups} />
    </>
  );
}
