import { Link } from "#app/routing/routing";
import { FLAG_LABELS } from "#core/catalog/flags";
import type { Product } from "#core/catalog/types";
import { Badge } from "#app/ui/badge";
import { CardCartControl } from "#app/cart/card-cart-control";
import { FavoriteButton } from "./favorite-button";
import { Price } from "./price";
import { ProductExtra } from "./product-extra";

/**
 * A product in a list: an [article] named by the product. Its picture (with the sale badge and the
 * heart on it), the price at the store with its unit price, the name, size and diets, and the cart
 * control (Add, then a quantity stepper).
 */
export function ProductCard({
  product,
  priced,
  favorite,
  signedIn,
}: {
  product: Product;
  priced: boolean;
  favorite: boolean;
  signedIn: boolean;
}) {
  const nameId = `product-${product.id}-name`;
  const onSale = product.sale_price_cents !== null && priced;
  return (
    <article className="product-card" aria-labelledby={nameId}>
      <div className="product-card__media">
        {product.image ? (
          <img className="product-card__image" src={product.image} alt="" width={240} height={240} loading="lazy" />
        ) : (
          <span className="product-card__image product-card__image--none" />
        )}
        {onSale ? (
          <Badge tone="sale" className="product-card__sale">
            On sale
          </Badge>
        ) : null}
        <div className="product-card__favorite">
          <FavoriteButton productId={product.id} productName={product.name} favorite={favorite} signedIn={signedIn} />
        </div>
      </div>
      {priced ? <Price product={product} /> : null}
      <h3 className="product-card__name" id={nameId}>
        <Link to={product.url}>{product.name}</Link>
      </h3>
      <p className="product-card__size">{product.size}</p>
      <ProductExtra product={product} brief />
      {product.flags.length ? (
        <ul className="product-card__flags" aria-label="Dietary and more">
          {product.flags.map((f) => (
            <li key={f}>
              <Badge>{FLAG_LABELS[f]}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="product-card__cart">
        {priced && product.available ? <CardCartControl product={product} /> : null}
        {priced && !product.available ? <p className="product-card__stock">Out of stock</p> : null}
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  priced,
  favoriteIds,
  signedIn,
  label,
}: {
  products: Product[];
  priced: boolean;
  favoriteIds: readonly number[];
  signedIn: boolean;
  label: string;
}) {
  const favorites = new Set(favoriteIds);
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} priced={priced} favorite={favorites.has(p.id)} signedIn={signedIn} />
        </li>
      ))}
    </ul>
  );
}
