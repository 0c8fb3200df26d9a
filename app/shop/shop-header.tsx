import type { ReactNode } from "react";
import type { Store } from "../../core/store-types";
import { ShopSearch } from "./shop-search";
import { HashRoutes } from "./hash-routes";
import { ChooseStoreNote } from "./listing";

/** The top of every shop page: its heading, the store it shows, the product search and the old hash links' handling. */
export function ShopHeader({ title, store, search = "", children }: { title: string; store: Store | null; search?: string; children?: ReactNode }) {
  return (
    <header className="shop-header">
      <HashRoutes />
      {children}
      <h1>{title}</h1>
      {store ? <p className="shop-header__store">Prices and stock at {store.name}</p> : <ChooseStoreNote />}
      <ShopSearch defaultValue={search} storeId={store?.id ?? null} />
    </header>
  );
}
