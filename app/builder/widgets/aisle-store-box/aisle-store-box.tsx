import { chromeWidget } from "../site-chrome";

/** The header's my-store box: the selected store's name, address, hours and phone, and the store switcher. */
export const aisleStoreBox = chromeWidget(
  "aisle-store-box",
  "My Store",
  "store-box",
  <a className="my-store__choose" href="/store/store-locator">
    My store
  </a>,
);
