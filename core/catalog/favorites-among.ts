/**
 * A shopper's favourites among some products, in id order: what a shop page marks (its data holds
 * exactly these) and what the shared render keys it on (decision 0041), so the two always agree.
 */
export function favoritesAmong(favoriteIds: readonly number[], productIds: Iterable<number>): number[] {
  const among = new Set(productIds);
  return favoriteIds.filter((id) => among.has(id)).sort((a, b) => a - b);
}
