import type { Store } from "#core/stores/store-types";
import { StoreAddress } from "./store-address";

/** Address, phone (a tel: link) and hours of a store. */
export function StoreDetails({ store }: { store: Store }) {
  const tel = store.phone.replace(/[^\d+]/g, "");
  return (
    <div className="store-details">
      <StoreAddress store={store} />
      {store.phone ? (
        <p className="store-details__phone">
          Phone: <a href={`tel:${tel}`}>{store.phone}</a>
        </p>
      ) : null}
      {store.hours ? <p className="store-details__hours">Hours: {store.hours}</p> : null}
    </div>
  );
}

/** A store's own notice when it cannot be chosen (e.g. closed for remodeling). */
export function notSelectableNote(store: Store): string {
  const notice = store.other_attributes.notice;
  return typeof notice === "string" && notice.trim()
    ? `This store can't be selected for online shopping. ${notice.trim()}`
    : "This store can't be selected for online shopping.";
}
