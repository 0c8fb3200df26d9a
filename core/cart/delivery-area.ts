import { deliveryRadiusKm, pointOfPostalCode, withinDeliveryArea } from "./checkout-rules";
import type { LatLng } from "../stores/geo";

export interface AreaStore {
  name: string;
  latitude: number | null;
  longitude: number | null;
  other_attributes: Record<string, unknown>;
}

export type KnownPlace = { postal_code: string; latitude: number | null; longitude: number | null };

export type DeliveryAreaAnswer =
  { ok: true; point: LatLng } | { ok: false; code: "address_unknown" | "outside_delivery_area"; message: string };

/**
 * Whether a store delivers to an address: its point (given, else found by its postal code among the
 * known places), within the store's delivery radius. Checkout asks it as soon as an address is
 * chosen or typed, and placing the order asks it again.
 */
export function deliveryAreaAnswer(
  store: AreaStore,
  address: { postal_code: string; latitude?: number | null; longitude?: number | null },
  known: readonly KnownPlace[],
): DeliveryAreaAnswer {
  const point =
    address.latitude != null && address.longitude != null
      ? { lat: address.latitude, lng: address.longitude }
      : pointOfPostalCode(address.postal_code, known);
  if (!point) return { ok: false, code: "address_unknown", message: "We could not find that address. Please check the ZIP code." };
  if (!withinDeliveryArea(store, point, deliveryRadiusKm(store.other_attributes)))
    return {
      ok: false,
      code: "outside_delivery_area",
      message: `${store.name} does not deliver to that address. Choose pickup or another store.`,
    };
  return { ok: true, point };
}
