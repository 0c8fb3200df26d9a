/** Store search box and store dropdown ordering. */
import type { Store } from "./store-types";

type SearchableStore = Pick<Store, "name" | "city" | "postal_code" | "state" | "address_1" | "store_number">;

/** Lower case, accents stripped (NFD, combining marks removed). */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Whether a store matches a free-text query: case- and accent-insensitive; every whitespace-separated
 * word of `q` must appear (as a substring) in one of name, city, state, postal_code, address_1 or
 * store_number. An empty or blank query matches every store.
 */
export function matchesStoreQuery(store: SearchableStore, q: string): boolean {
  const words = foldText(q)
    .trim()
    .split(/\s+/u)
    .filter((w) => w !== "");
  if (words.length === 0) return true;
  const fields = [store.name, store.city, store.state, store.postal_code, store.address_1, store.store_number].map((f) =>
    foldText(typeof f === "string" ? f : f == null ? "" : String(f)),
  );
  return words.every((word) => fields.some((field) => field.includes(word)));
}

const collator = new Intl.Collator("en", { sensitivity: "base" });

/** Stores for the store dropdown: by state, then name (English, case/accent-insensitive); a new array. */
export function sortStoresForDropdown<T extends { state: string; name: string }>(stores: T[]): T[] {
  return [...stores].sort((a, b) => collator.compare(a.state, b.state) || collator.compare(a.name, b.name));
}
