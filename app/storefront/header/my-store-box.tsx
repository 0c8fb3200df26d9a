import { Link } from "../../routing/routing";
import type { Store } from "#core/stores/store-types";
import { directionsUrl, telHref } from "#core/stores/store-directions";

/**
 * The header's my-store box (docs/requirements.md#screens-and-routes): the selected store's name,
 * address, hours and phone, and Get Directions (a new tab) only when the store has coordinates. Without
 * a store, a link to choose one.
 */
export function MyStoreBox({ store }: { store: Store | null }) {
  if (!store) {
    return (
      <section className="my-store my-store--none" aria-label="My store">
        <Link to="/store/store-locator" className="my-store__choose">
          Choose your store
        </Link>
      </section>
    );
  }
  const directions = directionsUrl(store);
  const tel = telHref(store.phone);
  return (
    <section className="my-store" aria-label="My store">
      <p className="my-store__name">
        <a href={store.url}>{store.name}</a>
      </p>
      <div className="my-store__details">
        <address className="my-store__address">
          {store.address_1}
          {store.address_2 ? `, ${store.address_2}` : ""}, {store.city}, {store.state} {store.postal_code}
        </address>
        {store.hours ? (
          <p className="my-store__hours">
            <span className="my-store__label">Hours: </span>
            {store.hours}
          </p>
        ) : null}
        {store.phone ? (
          <p className="my-store__phone">
            <span className="my-store__label">Phone: </span>
            {tel ? <a href={tel}>{store.phone}</a> : store.phone}
          </p>
        ) : null}
      </div>
      <p className="my-store__links">
        {directions ? (
          <>
            <a href={directions} target="_blank" rel="noopener noreferrer" aria-describedby="my-store-new-tab">
              Get Directions
            </a>
            <span id="my-store-new-tab" hidden>
              Opens a map in a new tab
            </span>
          </>
        ) : null}
        <Link to="/store/store-locator">Change store</Link>
      </p>
    </section>
  );
}
