import { describe, expect, it } from "vitest";
import {
  anonymousHoldCap,
  countedHolds,
  deliveryRadiusKm,
  earliestSlotStart,
  holdActive,
  holdExpiry,
  leadTimeHours,
  needsAgeConfirmation,
  placesLeft,
  pointOfPostalCode,
  slotOpen,
  withinDeliveryArea,
} from "./checkout-rules";

const now = new Date("2026-11-26T12:00:00Z");

describe("checkout rules", () => {
  it("holds a slot for ten minutes", () => {
    const until = holdExpiry(now);
    expect(until.toISOString()).toBe("2026-11-26T12:10:00.000Z");
    expect(holdActive(until, new Date("2026-11-26T12:09:59Z"))).toBe(true);
    expect(holdActive(until, until)).toBe(false);
  });

  it("lets anonymous carts hold at most half of a slot's places, and counts no more of theirs than that", () => {
    expect([0, 1, 2, 3, 4, 6].map(anonymousHoldCap)).toEqual([0, 0, 1, 1, 2, 3]);
    expect(countedHolds({ signedIn: 1, anonymous: 1 }, 6)).toBe(2);
    // Six anonymous holds on a slot of six (its capacity lowered since, say) take three places, not six.
    expect(countedHolds({ signedIn: 0, anonymous: 6 }, 6)).toBe(3);
    expect(placesLeft({ capacity: 6, booked: 1 }, { signedIn: 1, anonymous: 9 })).toBe(1);
    expect(placesLeft({ capacity: 4, booked: 4 }, { signedIn: 2, anonymous: 0 })).toBe(0);
  });

  it("respects catering lead times (a fixture: catering items carry lead_time_hours)", () => {
    const lines = [{ lead_time_hours: null }, { lead_time_hours: 24 }, { lead_time_hours: 48 }, {}];
    expect(leadTimeHours(lines)).toBe(48);
    expect(leadTimeHours([{}])).toBe(0);
    expect(earliestSlotStart(now, 0).toISOString()).toBe("2026-11-26T13:00:00.000Z");
    expect(earliestSlotStart(now, 48).toISOString()).toBe("2026-11-28T12:00:00.000Z");
    expect(slotOpen(new Date("2026-11-27T14:00:00Z"), now, 0)).toBe(true);
    expect(slotOpen(new Date("2026-11-27T14:00:00Z"), now, 48)).toBe(false);
    expect(slotOpen(new Date("2026-11-26T12:30:00Z"), now, 0)).toBe(false);
  });

  it("asks for age confirmation only for alcohol the order will hold", () => {
    expect(needsAgeConfirmation([{ alcohol: false, available: true }])).toBe(false);
    expect(needsAgeConfirmation([{ alcohol: true, available: false }])).toBe(false);
    expect(needsAgeConfirmation([{ alcohol: true, available: true }])).toBe(true);
  });

  it("delivers within the store's radius, locating an address by its postal code", () => {
    const store = { latitude: 39.9784, longitude: -83.0036 };
    expect(deliveryRadiusKm({})).toBe(16);
    expect(deliveryRadiusKm({ delivery_radius_km: 5 })).toBe(5);
    expect(withinDeliveryArea(store, { lat: 40.0, lng: -83.0 }, 16)).toBe(true);
    expect(withinDeliveryArea(store, { lat: 41.5, lng: -81.7 }, 16)).toBe(false);
    expect(withinDeliveryArea({ latitude: null, longitude: null }, { lat: 40, lng: -83 }, 16)).toBe(false);
    const known = [
      { postal_code: "43201", latitude: 40, longitude: -83 },
      { postal_code: "43215", latitude: 39.96, longitude: -83.0 },
      { postal_code: "44113", latitude: 41.48, longitude: -81.7 },
    ];
    expect(pointOfPostalCode("43201", known)).toEqual({ lat: 40, lng: -83 });
    const area = pointOfPostalCode("43299", known)!;
    expect(area.lat).toBeCloseTo(39.98, 6);
    expect(area.lng).toBeCloseTo(-83, 6);
    expect(pointOfPostalCode("90210", known)).toBeNull();
  });
});
