import { useLoaderData } from "react-router";
import { HtmlBlock } from "../storefront/html-block";
import { recipeJsonLd } from "../../core/posts/json-ld";
import { loadPostPage } from "../posts/post-loaders.server";
import { postMeta } from "../posts/post-meta";
import { PostHeader, PostTerms } from "../posts/post-header";
import { RecipeFacts, RecipeMethod } from "../posts/recipe-details";
import { JsonLdScript } from "../posts/json-ld-script";
import { PostErrorBoundary } from "../posts/post-error";
import "../posts/posts.css";
import type { Route } from "./+types/recipe";

export const meta = ({ data, error }: Route.MetaArgs) => postMeta(data, error);

/** A 503 keeps its Retry-After. */
export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPostPage(request, context, "recipe", params.slug);
}

/** A recipe: times, servings, ingredients and steps, with schema.org Recipe data for search engines. */
export default function Recipe() {
  const { post, origin } = useLoaderData<typeof loader>();
  return (
    <article className="post post--recipe" aria-labelledby="post-title">
      <PostHeader post={post} />
      {post.recipe ? <RecipeFacts recipe={post.recipe} /> : null}
      <HtmlBlock className="post__body" html={post.body} />
      {post.recipe ? <RecipeMethod recipe={post.recipe} /> : null}
      <PostTerms post={post} />
      <JsonLdScript data={recipeJsonLd(post, origin)} />
    </article>
  );
}

export const ErrorBoundary = PostErrorBoundary;
