import type { ReactNode } from "react";
import type { Store } from "../../core/stores/store-types";
import { SHOP_BASES, type ShopKind } from "../../core/catalog/shops";
import { ShopSearch } from "./shop-search";
import { HashRoutes } from "./hash-routes";
import { ChooseStoreNote } from "./choose-store-note";
import { AlcoholNotice } from "./alcohol-notice";

/**
 * The top of every shop page: its heading, the store it shows, the product search and the old hash
 * links' handling; the wine shop's pages also say who may buy alcohol.
 */
export function ShopHeader({
  title,
  store,
  shop = "shop",
  search = "",
  children,
}: {
  title: string;
  store: Store | null;
  shop?: ShopKind;
  search?: string;
  children?: ReactNode;
}) {
  return (
    <header className="shop-header">
      <HashRoutes shopBase={SHOP_BASES[shop]} />
      {children}
      <h1>{title}</h1>
      {store ? <p className="shop-header__store">Prices and stock at {store.name}</p> : <ChooseStoreNote />}
      {shop === "wine" ? <AlcoholNotice /> : null}
      <ShopSearch defaultValue={search} storeId={store?.id ?? null} shop={shop} />
    </header>
  );
}
