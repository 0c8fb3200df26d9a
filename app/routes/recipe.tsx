import { useLoaderData } from "react-router";
import { postMeta } from "../posts/post-meta";
import { loadPostPage } from "../posts/post-loaders.server";
import { loadRecipeShopping } from "../posts/recipe-shopping.server";
import { RecipePage } from "../posts/recipe-page";
import { PostErrorBoundary } from "../posts/post-error";
import "../posts/posts.css";
import type { Route } from "./+types/recipe";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";
import type { SharedRenderHandle } from "../../server/page-cache/shared-render";

/**
 * Hydrated without the router (decision 0053); its Add to list answers in place all the same. Signed-in
 * shoppers and visitors with a cart get it from the shared render, keyed on the lists it offers
 * (decisions 0039 and 0057).
 */
export const handle: PlainPageHandle & SharedRenderHandle = { plainPage: plainWhenLoaded, sharedRender: true };

export const meta = ({ data, error }: Route.MetaArgs) => postMeta(data, error);

/** A 503 keeps its Retry-After. */
export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await loadPostPage(request, context, "recipe", params.slug);
  return { ...page, shopping: await loadRecipeShopping(request, context, page.post.recipe) };
}

export default function Recipe() {
  return <RecipePage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = PostErrorBoundary;
