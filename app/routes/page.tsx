import { data, useLoaderData, useRouteError } from "react-router";
import { PageError, pageErrorText } from "../storefront/page-error";
import { DocumentRenderer } from "../builder/renderer";
import { renderableDocument } from "../builder/widget-settings";
import { loadOrUnavailable, unavailableResponse } from "../storefront/unavailable.server";
import type { Route } from "./+types/page";

/** The page's own description setting (Elementor's `description`), else one made from its title. */
export const meta = ({ data: d, error }: Route.MetaArgs) => {
  if (!d) return [{ title: pageErrorText(error).title }];
  const own: unknown = (d.document.settings as Record<string, unknown>)["description"];
  const description = typeof own === "string" && own.trim() ? own.trim().slice(0, 300) : `${d.document.title}: news, offers and services from your neighbourhood grocery store.`;
  return [{ title: d.document.title }, { name: "description", content: description }];
};

/** A 503 keeps its Retry-After. */
export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/** Any page-builder page at its slug. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params["*"] ?? "";
  if (!/^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/.test(slug)) throw data(null, { status: 404 });
  const found = await loadOrUnavailable(context, "page", () => context.services.documents.published(slug));
  if (found === "unavailable") throw unavailableResponse();
  if (!found.value) throw data(null, { status: 404 });
  return { document: renderableDocument(found.value) };
}

export default function Page() {
  const { document } = useLoaderData<typeof loader>();
  return <DocumentRenderer document={document} />;
}

/** A missing page, or one that can't be loaded right now, inside the site's header and footer. */
export function ErrorBoundary() {
  return (
    <section className="page-error">
      <PageError error={useRouteError()} />
    </section>
  );
}
