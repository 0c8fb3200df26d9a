import type { ReactNode } from "react";
import { humanDuration, totalMinutes } from "../../core/posts/recipe-text";
import type { RecipeDetails as Details } from "../../core/posts/types";

/** Times, servings and yield, as a list of terms and values. */
export function RecipeFacts({ recipe }: { recipe: Details }) {
  const total = totalMinutes(recipe);
  const facts: [string, string][] = [];
  if (recipe.prepMinutes !== null) facts.push(["Prep time", humanDuration(recipe.prepMinutes)]);
  if (recipe.cookMinutes !== null) facts.push(["Cook time", humanDuration(recipe.cookMinutes)]);
  if (total !== null) facts.push(["Total time", humanDuration(total)]);
  if (recipe.servings !== null) facts.push(["Servings", String(recipe.servings)]);
  if (recipe.recipeYield) facts.push(["Yield", recipe.recipeYield]);
  if (!facts.length) return null;
  return (
    <dl className="recipe-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The ingredient list (`ingredients`: as the page shows it) and the numbered steps. */
export function RecipeMethod({ recipe, ingredients }: { recipe: Details; ingredients: ReactNode }) {
  return (
    <div className="recipe-method">
      {ingredients}
      <section aria-labelledby="recipe-steps" className="recipe-method__steps">
        <h2 id="recipe-steps">Steps</h2>
        <ol>
          {recipe.steps.map((s, n) => (
            <li key={n}>{s}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
