import { useLoaderData } from "react-router";
import { loadListPage } from "../posts/post-loaders.server";
import { PostListPage } from "../posts/post-list-page";
import { listMeta } from "../posts/post-meta";
import { PostErrorBoundary } from "../posts/post-error";
import "../posts/posts.css";
import type { Route } from "./+types/articles";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";

/** Hydrated without the router once its data loaded (decisions 0045, 0117). */
export const handle: PlainPageHandle = { plainPage: plainWhenLoaded };

export const meta = ({ data, error }: Route.MetaArgs) => listMeta(data, error);

/** A 503 keeps its Retry-After. */
export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/** `/articles` and `/articles/category/<term>`, paged by `page` in the query. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadListPage(request, context, "article", "term" in params ? params.term : undefined);
}

export default function Articles() {
  return <PostListPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = PostErrorBoundary;
