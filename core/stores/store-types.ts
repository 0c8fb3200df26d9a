/** Relations between a shop store and its catering and wine sub-stores, as stored on a store. */
export interface StoreOtherAttributes {
  related_catering_store_id?: number;
  related_wine_store_id?: number;
  related_shopping_id?: number;
  [key: string]: unknown;
}

/** A store as the public API and the pages see it (docs/requirements.md#entities). */
export interface Store {
  id: number;
  name: string;
  url: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postal_code: string;
  hours: string;
  phone: string;
  latitude: number | null;
  longitude: number | null;
  store_number: string;
  is_selectable: boolean;
  store_group_ids: number[];
  store_segment_ids: number[];
  other_attributes: StoreOtherAttributes;
}

/** Which store of a family serves each area of the site. */
export interface StoreMap {
  shopStoreId: number | null;
  cateringStoreId: number | null;
  wineStoreId: number | null;
}

/** What a page needs of the selected store (docs/design/store-context.md). */
export type StoreRequirement = "catering" | "wine" | "shop-only" | "none";
