import type { Ref } from "react";
import { Link } from "../../routing/routing";
import type { Store } from "#core/stores/store-types";
import { MakeMyStoreButton, storeNameId } from "./make-my-store-button";
import { formatDistance } from "./distance";
import { MyStoreBadge } from "./my-store-badge";
import { notSelectableNote, StoreDetails } from "./store-details";

export type StoreCardProps = {
  store: Store;
  /** The shopper's selected store: it carries the My Store star and is not offered again. */
  mine: boolean;
} & (
  | {
      /** An entry of a store list (li.store-card), its name linked to the store's page. */
      layout: "list-item";
      /** h2 in a flat list, h3 under a state's h2. */
      headingLevel: 2 | 3;
      /** Kilometres from the shopper's location, shown in miles when known. */
      distanceKm?: number | null;
      /** Offer "Make This My Store", or say why the store can't be chosen; otherwise only the star shows. */
      offerChoice?: boolean;
    }
  | {
      /** The store's own page: the name is the h1, the star sits above the details, and the selected store offers Select Another Store. */
      layout: "page";
      /** The Select Another Store link, so the page can move focus to it once the store is chosen. */
      selectAnotherRef?: Ref<HTMLAnchorElement>;
    }
);

/** "Make This My Store" for a store that can be chosen; otherwise the store's reason why not. */
function MakeThisMyStore({ store }: { store: Store }) {
  return store.is_selectable ? (
    <MakeMyStoreButton storeId={store.id} storeName={store.name} />
  ) : (
    <p className="store-card__note">{notSelectableNote(store)}</p>
  );
}

type PageProps = Extract<StoreCardProps, { layout: "page" }>;
type ListItemProps = Extract<StoreCardProps, { layout: "list-item" }>;

/** A store's name, address, phone and hours, with the My Store star or the way to choose it. */
export function StoreCard(props: StoreCardProps) {
  return props.layout === "page" ? <PageCard {...props} /> : <ListItemCard {...props} />;
}

function PageCard({ store, mine, selectAnotherRef }: PageProps) {
  return (
    <>
      <h1 id={storeNameId(store.id)}>{store.name}</h1>
      {mine ? <MyStoreBadge /> : null}
      <StoreDetails store={store} />
      <div className="store-page__choice">
        {mine ? (
          <Link ref={selectAnotherRef} className="button" to="/store/store-locator">
            Select Another Store
          </Link>
        ) : (
          <MakeThisMyStore store={store} />
        )}
      </div>
    </>
  );
}

function ListItemCard({ store, mine, headingLevel, distanceKm, offerChoice }: ListItemProps) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <li className="store-card">
      <Heading id={offerChoice ? storeNameId(store.id) : undefined}>
        <a href={store.url}>{store.name}</a>
      </Heading>
      {typeof distanceKm === "number" ? <p className="store-card__distance">{formatDistance(distanceKm)}</p> : null}
      <StoreDetails store={store} />
      {mine ? <MyStoreBadge /> : offerChoice ? <MakeThisMyStore store={store} /> : null}
    </li>
  );
}
