import { describe, expect, it } from "vitest";
import { deliveryAreaAnswer } from "./delivery-area";

const COLUMBUS = { name: "Columbus Short North", latitude: 39.98, longitude: -83.0, other_attributes: {} };
const KNOWN = [
  { postal_code: "43201", latitude: 39.98, longitude: -83.0 },
  { postal_code: "45419", latitude: 39.717, longitude: -84.17 },
];

describe("delivery area", () => {
  it("delivers to a ZIP code near the store, found among the known places", () => {
    expect(deliveryAreaAnswer(COLUMBUS, { postal_code: "43201" }, KNOWN)).toEqual({ ok: true, point: { lat: 39.98, lng: -83.0 } });
  });

  it("refuses a known place beyond the store's radius, naming the store", () => {
    expect(deliveryAreaAnswer(COLUMBUS, { postal_code: "45419" }, KNOWN)).toEqual({
      ok: false,
      code: "outside_delivery_area",
      message: "Columbus Short North does not deliver to that address. Choose pickup or another store.",
    });
  });

  it("widens the radius by the store's attribute, and uses given coordinates over the ZIP code", () => {
    const wide = { ...COLUMBUS, other_attributes: { delivery_radius_km: 200 } };
    expect(deliveryAreaAnswer(wide, { postal_code: "45419" }, KNOWN).ok).toBe(true);
    expect(deliveryAreaAnswer(COLUMBUS, { postal_code: "45419", latitude: 39.99, longitude: -83.01 }, KNOWN).ok).toBe(true);
  });

  it("says when it cannot place the address", () => {
    expect(deliveryAreaAnswer(COLUMBUS, { postal_code: "99999" }, KNOWN)).toMatchObject({ ok: false, code: "address_unknown" });
  });
});
