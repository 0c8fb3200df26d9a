import { useLoaderData } from "react-router";
import { HtmlBlock } from "../storefront/html-block";
import { recipeJsonLd } from "../../core/posts/json-ld";
import { loadPostPage } from "../posts/post-loaders.server";
import { postMeta } from "../posts/post-meta";
import { PostHeader, PostTerms } from "../posts/post-header";
import { RecipeFacts, RecipeMethod } from "../posts/recipe-details";
import { JsonLdScript } from "../posts/json-ld-script";
import { RecipeIngredients } from "../posts/recipe-ingredients";
import { loadRecipeShopping } from "../posts/recipe-shopping.server";
import { PostErrorBoundary } from "../posts/post-error";
import "../posts/posts.css";
import type { Route } from "./+types/recipe";

export const meta = ({ data, error }: Route.MetaArgs) => postMeta(data, error);

/** A 503 keeps its Retry-After. */
export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await loadPostPage(request, context, "recipe", params.slug);
  return { ...page, shopping: await loadRecipeShopping(request, context, page.post.recipe) };
}

/**
 * A recipe: times, servings, ingredients (linked to the selected store's products, addable to a list)
 * and steps, with schema.org Recipe data for search engines.
 */
export default function Recipe() {
  const { post, origin, shopping } = useLoaderData<typeof loader>();
  return (
    <article className="post post--recipe" aria-labelledby="post-title">
      <PostHeader post={post} />
      {post.recipe ? <RecipeFacts recipe={post.recipe} /> : null}
      <HtmlBlock className="post__body" html={post.body} />
      {post.recipe ? <RecipeMethod recipe={post.recipe} ingredients={<RecipeIngredients ingredients={post.recipe.ingredients} shopping={shopping} />} /> : null}
      <PostTerms post={post} />
      <JsonLdScript data={recipeJsonLd(post, origin)} />
    </article>
  );
}

export const ErrorBoundary = PostErrorBoundary;
