import { useEffect, useRef } from "react";
import type { Store } from "#core/stores/store-types";
import { useLayout } from "../frame/use-layout";
import { Breadcrumb } from "../frame/breadcrumb";
import { StoreCard } from "./store-card";

export interface StorePageData {
  store: Store;
  /** The rest of the store's family: its shop store, catering store and wine store. */
  related: Store[];
}

/** A store's landing page: details, the My Store star, and Select Another Store or Make This My Store. */
export function StorePage({ data: { store, related } }: { data: StorePageData }) {
  const { store: current } = useLayout();
  const mine = current?.id === store.id;

  // After "Make This My Store" the button is replaced: move focus to what replaced it.
  const anotherRef = useRef<HTMLAnchorElement>(null);
  const wasMine = useRef(mine);
  useEffect(() => {
    if (mine && !wasMine.current) anotherRef.current?.focus();
    wasMine.current = mine;
  }, [mine]);

  return (
    <article className="store-page">
      <Breadcrumb
        trail={[
          { to: "/", label: "Home" },
          { to: "/stores", label: "Stores" },
        ]}
        current={store.name}
      />
      <StoreCard layout="page" store={store} mine={mine} selectAnotherRef={anotherRef} />
      {related.length ? (
        <section className="store-page__related" aria-labelledby="store-related">
          <h2 id="store-related">Also part of this store</h2>
          <ul>
            {related.map((r) => (
              <li key={r.id}>
                <a href={r.url}>{r.name}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
