import { Breadcrumb } from "../storefront/frame/breadcrumb";
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
import "../ui/badge.css";
import { Card } from "../ui/card";
import { NutritionFacts } from "./nutrition-facts";

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
          <h1 className="product-page__name">{p.name}</h1>
          <p className="product-page__brand">
            {p.brand} · {p.size}
          </p>
          {p.flags.length ? (
            <ul className="product-page__flags" aria-label="Dietary and more">
              {p.flags.map((f) => (
                // The badge's look (app/ui/badge.css), without its component: the shop's pages share one chunk of code.
                <li key={f} className="badge badge--info">
                  {FLAG_LABELS[f]}
                </li>
              ))}
            </ul>
          ) : null}
          <Card raised className="buy-box">
            {!store ? (
              <ChooseStoreNote />
            ) : !carried ? (
              <p className="shop-note" role="status">
                Not sold at {store.name}.
              </p>
            ) : (
              <>
                <div className="buy-box__price">
                  <Price product={p} />
                  {p.sale_price_cents !== null && p.sale_ends_at ? (
                    <span className="badge badge--sale product-page__sale">
                      On sale until{" "}
                      {new Date(p.sale_ends_at).toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" })}
                    </span>
                  ) : null}
                </div>
                <p className={`product-page__stock ${p.available ? "is-in-stock" : "is-out-of-stock"}`}>
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
            {offered && p.available ? <AddToCart productId={p.id} productName={p.name} withQuantity /> : null}
            <div className="buy-box__keep">
              <FavoriteButton productId={p.id} productName={p.name} favorite={data.favoriteIds.includes(p.id)} signedIn={data.signedIn} />
              <AddToList
                id={`add-to-list-${p.id}`}
                lists={data.lists}
                signedIn={data.signedIn}
                label="Add to list"
                pending={{ kind: "list", productId: p.id }}
              >
                <input type="hidden" name="product_id" value={p.id} />
              </AddToList>
            </div>
          </Card>
        </div>
      </div>
      <div className="product-page__details">
        <section aria-labelledby="about-item" className="product-page__about">
          <h2 id="about-item">About this item</h2>
          <p>{p.description}</p>
          {p.ingredients ? (
            <>
              <h3 id="ingredients">Ingredients</h3>
              <p>{p.ingredients}</p>
            </>
          ) : null}
        </section>
        {p.nutrition ? <NutritionFacts facts={p.nutrition} /> : null}
      </div>
    </div>
  );
}
