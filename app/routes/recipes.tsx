import { useLoaderData } from "react-router";
import { loadListPage } from "../posts/post-loaders.server";
import { PostListPage } from "../posts/post-list-page";
import { listMeta } from "../posts/post-meta";
import { PostErrorBoundary } from "../posts/post-error";
import "../posts/posts.css";
import type { SharedRenderHandle } from "../../server/page-cache/shared-render";
import type { Route } from "./+types/recipes";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";

/** Shared between signed-in shoppers (server/page-cache/shared-pages.ts): the listing reads nothing of the visitor. */
export const handle: SharedRenderHandle & PlainPageHandle = { sharedRender: true, plainPage: plainWhenLoaded };

export const meta = ({ data, error }: Route.MetaArgs) => listMeta(data, error);

/** A 503 keeps its Retry-After. */
export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/** `/recipes` and `/recipes/category/<term>`, filtered by `diet` and paged by `page` in the query. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadListPage(request, context, "recipe", "term" in params ? params.term : undefined);
}

export default function Recipes() {
  return <PostListPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = PostErrorBoundary;
