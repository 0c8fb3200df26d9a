/** Pure rules of checkout: slot holds, lead times, age confirmation and the delivery area. */
import { distanceKm, type LatLng } from "../stores/geo";
import { SLOT_CUTOFF_MS } from "./slot-plan";
import { SLOT_HOLD_LIMITS } from "../limits/limits";

/** How long a chosen slot is kept for the shopper while they finish checking out. */
export const SLOT_HOLD_MS = 10 * 60 * 1000;
/** How far from its store a store delivers, unless its attributes say otherwise. */
export const DEFAULT_DELIVERY_RADIUS_KM = 16;

/** When a hold taken at `now` runs out. */
export const holdExpiry = (now: Date) => new Date(now.getTime() + SLOT_HOLD_MS);
/** A hold still counts while it has not run out. */
export const holdActive = (expiresAt: Date, now: Date) => expiresAt.getTime() > now.getTime();

/** Live holds on a slot, by whose carts they are: signed-in shoppers' and anonymous visitors'. */
export interface HoldCounts {
  signedIn: number;
  anonymous: number;
}

/** How many of a slot's places anonymous carts may hold at once: their share of its capacity, rounded down. */
export const anonymousHoldCap = (capacity: number) => Math.floor(Math.max(0, capacity) * SLOT_HOLD_LIMITS.anonymousShare);

/**
 * The holds that take places of a slot: every signed-in shopper's, and anonymous carts' up to their
 * share (should there be more, after the capacity was lowered, the rest count for nothing).
 */
export const countedHolds = (holds: HoldCounts, capacity: number) => holds.signedIn + Math.min(holds.anonymous, anonymousHoldCap(capacity));

/** The places of a slot nobody has taken: capacity less the orders booked and the counted holds (never below 0). */
export const placesLeft = (slot: { capacity: number; booked: number }, holds: HoldCounts) =>
  Math.max(0, slot.capacity - slot.booked - countedHolds(holds, slot.capacity));

/** Catering items need notice: the longest lead time (hours) of the lines, 0 when none has one. */
export function leadTimeHours(lines: ReadonlyArray<{ lead_time_hours?: number | null }>): number {
  return lines.reduce((max, l) => Math.max(max, typeof l.lead_time_hours === "number" && l.lead_time_hours > 0 ? l.lead_time_hours : 0), 0);
}

/** The earliest a slot may start for an order placed at `now`: the cutoff, or the lead time when longer. */
export function earliestSlotStart(now: Date, leadHours: number): Date {
  return new Date(now.getTime() + Math.max(SLOT_CUTOFF_MS, leadHours * 60 * 60 * 1000));
}

/** Whether a slot starting at `startsAt` can still be chosen at `now` for lines needing `leadHours` of notice. */
export const slotOpen = (startsAt: Date, now: Date, leadHours = 0) => startsAt.getTime() >= earliestSlotStart(now, leadHours).getTime();

/**
 * Lines that would be ordered for nothing. Nothing in the catalog is given away, so a line at 0 cents
 * is a price gone wrong (or a weight of nothing): an order never goes through with one, and so its
 * total is never 0.
 */
export const unpricedLines = <L extends { line_cents: number }>(lines: readonly L[]): L[] => lines.filter((l) => !(l.line_cents > 0));

/** An order of lines with alcohol needs the shopper to confirm they are of age. */
export const needsAgeConfirmation = (lines: ReadonlyArray<{ alcohol: boolean; available: boolean }>) =>
  lines.some((l) => l.alcohol && l.available);

/** The store's delivery radius (km): `delivery_radius_km` of its attributes, else the default. */
export function deliveryRadiusKm(attributes: Record<string, unknown>): number {
  const r = attributes.delivery_radius_km;
  return typeof r === "number" && r > 0 ? r : DEFAULT_DELIVERY_RADIUS_KM;
}

/** Whether a point is within the store's delivery radius. */
export function withinDeliveryArea(store: { latitude: number | null; longitude: number | null }, point: LatLng, radiusKm: number): boolean {
  if (store.latitude === null || store.longitude === null) return false;
  return distanceKm({ lat: store.latitude, lng: store.longitude }, point) <= radiusKm;
}

/**
 * Where an address is when the shopper gave no coordinates: the centre of the known places with its
 * postal code, else with the same first three digits (the postal area). Null when nothing is known.
 */
export function pointOfPostalCode(
  postalCode: string,
  known: ReadonlyArray<{ postal_code: string; latitude: number | null; longitude: number | null }>,
): LatLng | null {
  const zip = postalCode.trim().slice(0, 5);
  const located = known.filter((k) => k.latitude !== null && k.longitude !== null);
  for (const match of [
    (k: { postal_code: string }) => k.postal_code.slice(0, 5) === zip,
    (k: { postal_code: string }) => zip.length === 5 && k.postal_code.slice(0, 3) === zip.slice(0, 3),
  ]) {
    const hits = located.filter(match);
    if (hits.length)
      return {
        lat: hits.reduce((s, h) => s + h.latitude!, 0) / hits.length,
        lng: hits.reduce((s, h) => s + h.longitude!, 0) / hits.length,
      };
  }
  return null;
}
