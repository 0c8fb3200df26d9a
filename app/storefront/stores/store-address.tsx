import type { Store } from "#core/stores/store-types";

export function StoreAddress({ store }: { store: Store }) {
  return (
    <address className="store-address">
      {store.address_1}
      {store.address_2 ? <>, {store.address_2}</> : null}
      <br />
      {store.city}, {store.state} {store.postal_code}
    </address>
  );
}
