import { Link } from "../routing/routing";
import { ingredientText } from "../../core/posts/recipe-text";
import type { Ingredient } from "../../core/posts/types";
import { AddToList } from "../lists/add-to-list";
import type { RecipeShopping } from "./recipe-shopping.server";

/**
 * A recipe's ingredients: each one the selected store sells links to that product (the rest stay
 * text), and "Add ingredients to list" puts those products on a list, each with its line as the note.
 */
export function RecipeIngredients({ ingredients, shopping }: { ingredients: readonly Ingredient[]; shopping: RecipeShopping }) {
  const matched = ingredients.flatMap((i, n) => {
    const p = shopping.products[n];
    return p ? [{ product: p, note: ingredientText(i) }] : [];
  });
  return (
    <section aria-labelledby="recipe-ingredients" className="recipe-method__ingredients">
      <h2 id="recipe-ingredients">Ingredients</h2>
      <ul>
        {ingredients.map((i, n) => {
          const p = shopping.products[n];
          return <li key={n}>{p ? <Link to={p.url}>{ingredientText(i)}</Link> : ingredientText(i)}</li>;
        })}
      </ul>
      {shopping.storeName === null ? (
        <p>
          <Link to="/store/store-locator">Choose a store</Link> to find these ingredients in its shop.
        </p>
      ) : matched.length ? (
        <>
          <p>Linked ingredients are products of {shopping.storeName}.</p>
          <AddToList
            id="recipe-add-to-list"
            lists={shopping.lists}
            signedIn={shopping.signedIn}
            label="Add ingredients to list"
            pending={null}
            quantity={false}
          >
            {matched.map((m) => (
              <span key={m.product.id} hidden>
                <input type="hidden" name="product_id" value={m.product.id} />
                <input type="hidden" name="note" value={m.note} />
              </span>
            ))}
          </AddToList>
        </>
      ) : null}
    </section>
  );
}
