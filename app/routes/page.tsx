import { data, useLoaderData } from "react-router";
import { DocumentRenderer } from "../builder/renderer";
import type { Route } from "./+types/page";

export const meta = ({ data: d }: Route.MetaArgs) => [{ title: d?.document.title ?? "Page not found" }];

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
