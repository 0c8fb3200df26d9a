/** Distances between stores and a point (store locator, "stores near me"). */

/** Mean earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;

export interface LatLng {
  lat: number;
  lng: number;
}

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  // Rounding can push h a hair outside [0, 1] for antipodal points.
  const clamped = Math.min(1, Math.max(0, h));
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(clamped));
}

function isCoord(v: number | null): v is number {
  return typeof v === "number" && Number.isFinite(v);
}

/**
 * Items nearest first, each with `distance_km` rounded to 0.1 km. Items without usable coordinates
 * (null or not finite) get `distance_km: null` and go last in their original order; equal distances
 * keep their original order too. Returns a new array; the items are copied, not mutated.
 */
export function sortByDistance<T extends { latitude: number | null; longitude: number | null }>(
  items: T[],
  from: LatLng,
): (T & { distance_km: number | null })[] {
  const located: { item: T; exact: number; index: number }[] = [];
  const unlocated: T[] = [];
  items.forEach((item, index) => {
    if (isCoord(item.latitude) && isCoord(item.longitude)) {
      located.push({ item, exact: distanceKm(from, { lat: item.latitude, lng: item.longitude }), index });
    } else {
      unlocated.push(item);
    }
  });
  located.sort((a, b) => a.exact - b.exact || a.index - b.index);
  return [
    ...located.map(({ item, exact }) => ({ ...item, distance_km: Math.round(exact * 10) / 10 })),
    ...unlocated.map((item) => ({ ...item, distance_km: null })),
  ];
}
