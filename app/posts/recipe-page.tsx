import { HtmlBlock } from "../storefront/content/html-block";
import { recipeJsonLd } from "../../core/posts/json-ld";
import { PostHeader, PostTerms } from "./post-header";
import { RecipeFacts, RecipeMethod } from "./recipe-details";
import { JsonLdScript } from "./json-ld-script";
import { RecipeIngredients } from "./recipe-ingredients";
import type { PostPageData } from "./post-loaders.server";
import type { RecipeShopping } from "./recipe-shopping.server";
import { BuilderDocument } from "../builder/document-view";

export type RecipePageData = PostPageData & { shopping: RecipeShopping };

/**
 * A recipe: times, servings, ingredients (linked to the selected store's products, addable to a list)
 * and steps, with schema.org Recipe data for search engines.
 */
export function RecipePage({ data: { post, origin, shopping, template } }: { data: RecipePageData }) {
  // A single-post template lays the recipe out through the post field widgets (docs/design/website-templates.md).
  if (template)
    return (
      <>
        <BuilderDocument view={template} />
        <JsonLdScript data={recipeJsonLd(post, origin)} />
      </>
    );
  return (
    <article className="post post--recipe" aria-labelledby="post-title">
      <PostHeader post={post} />
      {post.recipe ? <RecipeFacts recipe={post.recipe} /> : null}
      <HtmlBlock className="post__body" html={post.body} />
      {post.recipe ? (
        <RecipeMethod recipe={post.recipe} ingredients={<RecipeIngredients ingredients={post.recipe.ingredients} shopping={shopping} />} />
      ) : null}
      <PostTerms post={post} />
      <JsonLdScript data={recipeJsonLd(post, origin)} />
    </article>
  );
}
