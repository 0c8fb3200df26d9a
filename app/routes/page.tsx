import { data, useLoaderData } from "react-router";
import { DocumentRenderer } from "../builder/renderer";
import type { Route } from "./+types/page";

/** The page's own description setting (Elementor's `description`), else one made from its title. */
export const meta = ({ data: d }: Route.MetaArgs) => {
  if (!d) return [{ title: "Page not found" }];
  const own: unknown = (d.document.settings as Record<string, unknown>)["description"];
  const description = typeof own === "string" && own.trim() ? own.trim().slice(0, 300) : `${d.document.title}: news, offers and services from your neighbourhood grocery store.`;
  return [{ title: d.document.title }, { name: "description", content: description }];
};

/** Any page-builder page at its slug. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params["*"] ?? "";
  const document = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/.test(slug) ? await context.services.documents.published(slug) : null;
  if (!document) throw data(null, { status: 404 });
  return { document };
}

export default function Page() {
  const { document } = useLoaderData<typeof loader>();
  return <DocumentRenderer document={document} />;
}
