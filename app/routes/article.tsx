import { useLoaderData } from "react-router";
import { loadPostPage } from "../posts/post-loaders.server";
import { postMeta } from "../posts/post-meta";
import { ArticlePage } from "../posts/article-page";
import { PostErrorBoundary } from "../posts/post-error";
import "../posts/posts.css";
import type { Route } from "./+types/article";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";

/** Hydrated without the router once its data loaded (decisions 0045, 0117). */
export const handle: PlainPageHandle = { plainPage: plainWhenLoaded };

export const meta = ({ data, error }: Route.MetaArgs) => postMeta(data, error);

/** A 503 keeps its Retry-After. */
export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPostPage(request, context, "article", params.slug);
}

/** An article, with schema.org Article data for search engines. */
export default function Article() {
  return <ArticlePage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = PostErrorBoundary;
