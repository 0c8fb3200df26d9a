import { Link } from "../routing/routing";
import { FLAG_LABELS } from "../../core/catalog/flags";
import type { Product } from "../../core/catalog/types";
import { FavoriteButton } from "./favorite-button";
import { Price } from "./price";
import { ProductExtra } from "./product-extra";
import { AddToCart } from "../cart/add-to-cart";

/** A product in a list: an [article] named by the product, with its price at the store and the heart. */
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
  return (
    <article className="product-card" aria-labelledby={nameId}>
      {product.image ? <img className="product-card__image" src={product.image} alt="" width={240} height={240} loading="lazy" /> : null}
      <h3 className="product-card__name" id={nameId}>
        <Link to={product.url}>{product.name}</Link>
      </h3>
      <p className="product-card__size">{product.size}</p>
      <ProductExtra product={product} brief />
      {priced ? <Price product={product} /> : null}
      {priced && !product.available ? <p className="product-card__stock">Out of stock</p> : null}
      {product.sale_price_cents !== null && priced ? <p className="product-card__badge">On sale</p> : null}
      {product.flags.length ? (
        <ul className="product-card__flags" aria-label="Dietary and more">
          {product.flags.map((f) => (
            <li key={f}>{FLAG_LABELS[f]}</li>
          ))}
        </ul>
      ) : null}
      {priced && product.available ? <AddToCart productId={product.id} productName={product.name} /> : null}
      <FavoriteButton productId={product.id} productName={product.name} favorite={favorite} signedIn={signedIn} />
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
