import { Breadcrumb } from "../storefront/breadcrumb";
import { JsonLdScript } from "../posts/json-ld-script";
import { FLAG_LABELS } from "../../core/catalog/flags";
import { productJsonLd } from "../../core/catalog/product-json-ld";
import type { ProductDetail } from "../../core/catalog/types";
import type { Store } from "../../core/stores/store-types";
import { FavoriteButton } from "./favorite-button";
import { Price } from "./price";
import { AddToCart } from "../cart/add-to-cart";
import { ShopSearch } from "./shop-search";
import { HashRoutes } from "./hash-routes";
import { ChooseStoreNote } from "./choose-store-note";
import { ProductExtra } from "./product-extra";
import { AlcoholNotice } from "./alcohol-notice";
import { SHOP_BASES, SHOP_TITLES, type ShopKind } from "../../core/catalog/shops";
import { AddToList } from "../lists/add-to-list";

interface ProductData {
  shop: ShopKind;
  product: ProductDetail;
  carried: boolean;
  store: Store | null;
  origin: string;
  favoriteIds: number[];
  signedIn: boolean;
  lists: Array<{ id: number; name: string }>;
}

const weight = (lb: number) => `${lb} lb`;

/** A product page: trail, picture, price at the store, stock and aisle, flags, description, ingredients and nutrition. */
export function ProductView({ data }: { data: ProductData }) {
  const { product: p, store, carried } = data;
  const offered = store !== null && carried;
  const trail = [{ to: SHOP_BASES[data.shop], label: SHOP_TITLES[data.shop] }, ...p.departments.map((d) => ({ to: d.url, label: d.name }))];
  return (
    <div className="shop product-page">
      <HashRoutes shopBase={SHOP_BASES[data.shop]} />
      <JsonLdScript data={productJsonLd(p, data.origin, offered)} />
      <Breadcrumb trail={trail} current={p.name} />
      <ShopSearch storeId={store?.id ?? null} shop={data.shop} />
      <div className="product-page__body">
        {p.image ? <img className="product-page__image" src={p.image} alt="" width={480} height={480} /> : null}
        <div className="product-page__info">
          <h1>{p.name}</h1>
          <p className="product-page__brand">
            {p.brand} · {p.size}
          </p>
          {!store ? (
            <ChooseStoreNote />
          ) : !carried ? (
            <p className="shop-note" role="status">
              Not sold at {store.name}.
            </p>
          ) : (
            <>
              <Price product={p} />
              {p.sale_price_cents !== null && p.sale_ends_at ? (
                <p className="product-page__sale">
                  On sale until {new Date(p.sale_ends_at).toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" })}
                </p>
              ) : null}
              <p className="product-page__stock">
                {p.available ? "In stock" : "Out of stock"} at {store.name}
                {p.aisle ? ` · ${p.aisle.startsWith("Aisle") ? p.aisle : `${p.aisle} department`}` : ""}
              </p>
            </>
          )}
          <ProductExtra product={p} />
          {p.flags.includes("alcohol") ? <AlcoholNotice /> : null}
          {p.sold_by_weight && p.average_weight && p.weight_step ? (
            <p className="product-page__weight">
              Sold by weight: about {weight(p.average_weight)} each, in steps of {weight(p.weight_step)}. You pay for the weight picked.
            </p>
          ) : null}
          {p.flags.length ? (
            <ul className="product-card__flags" aria-label="Dietary and more">
              {p.flags.map((f) => (
                <li key={f}>{FLAG_LABELS[f]}</li>
              ))}
            </ul>
          ) : null}
          {offered && p.available ? <AddToCart productId={p.id} productName={p.name} withQuantity /> : null}
          <FavoriteButton productId={p.id} productName={p.name} favorite={data.favoriteIds.includes(p.id)} signedIn={data.signedIn} />
          <AddToList lists={data.lists} signedIn={data.signedIn} label="Add to list" pending={{ kind: "list", productId: p.id }}>
            <input type="hidden" name="product_id" value={p.id} />
          </AddToList>
          <p>{p.description}</p>
          {p.ingredients ? (
            <section aria-labelledby="ingredients">
              <h2 id="ingredients">Ingredients</h2>
              <p>{p.ingredients}</p>
            </section>
          ) : null}
          {p.nutrition ? (
            <section aria-labelledby="nutrition">
              <h2 id="nutrition">Nutrition facts</h2>
              <table className="nutrition">
                <caption>Per serving: {p.nutrition.serving}</caption>
                <tbody>
                  <tr>
                    <th scope="row">Calories</th>
                    <td>{p.nutrition.calories}</td>
                  </tr>
                  <tr>
                    <th scope="row">Total fat</th>
                    <td>{p.nutrition.fat_g} g</td>
                  </tr>
                  <tr>
                    <th scope="row">Sodium</th>
                    <td>{p.nutrition.sodium_mg} mg</td>
                  </tr>
                  <tr>
                    <th scope="row">Total carbohydrate</th>
                    <td>{p.nutrition.carbs_g} g</td>
                  </tr>
                  <tr>
                    <th scope="row">Total sugars</th>
                    <td>{p.nutrition.sugars_g} g</td>
                  </tr>
                  <tr>
                    <th scope="row">Protein</th>
                    <td>{p.nutrition.protein_g} g</td>
                  </tr>
                </tbody>
              </table>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
