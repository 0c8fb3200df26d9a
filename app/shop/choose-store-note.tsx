/** Asks for a store where prices and stock depend on one (its own file: the pages showing it need none of the listing's code). */
export function ChooseStoreNote() {
  return (
    <p className="shop-note">
      Prices and availability depend on your store. <a href="/store/store-locator">Choose your store</a>.
    </p>
  );
}
