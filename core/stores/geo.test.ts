import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distanceKm, sortByDistance } from "./geo";

const R = 6371.0088;

describe("distanceKm", () => {
  it("is 0 from a point to itself", () => {
    expect(distanceKm({ lat: 40.7, lng: -74 }, { lat: 40.7, lng: -74 })).toBe(0);
  });

  it("matches exact great-circle distances", () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((R * Math.PI) / 180, 9);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((R * Math.PI) / 2, 9);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((R * Math.PI) / 2, 9);
    expect(distanceKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(R * Math.PI, 9);
  });

  it("handles antipodal points without NaN", () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(R * Math.PI, 6);
    expect(distanceKm({ lat: 33.3, lng: 44.4 }, { lat: -33.3, lng: -135.6 })).toBeCloseTo(R * Math.PI, 6);
  });

  it("gives known city distances", () => {
    // Paris to London, about 343.5 km
    expect(distanceKm({ lat: 48.8566, lng: 2.3522 }, { lat: 51.5074, lng: -0.1278 })).toBeCloseTo(343.5, 0);
    // New York to Los Angeles, about 3936 km
    expect(Math.abs(distanceKm({ lat: 40.7128, lng: -74.006 }, { lat: 34.0522, lng: -118.2437 }) - 3936)).toBeLessThan(5);
  });

  it("wraps around the date line", () => {
    const d = distanceKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 });
    expect(d).toBeCloseTo((R * Math.PI) / 180, 9);
  });

  it("is symmetric, non-negative, bounded and obeys the triangle inequality", () => {
    const point = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        const ab = distanceKm(a, b);
        expect(Number.isFinite(ab)).toBe(true);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(R * Math.PI + 1e-6);
        expect(Math.abs(ab - distanceKm(b, a))).toBeLessThan(1e-6);
        // near-antipodal points lose a few millimetres to rounding
        expect(ab).toBeLessThanOrEqual(distanceKm(a, c) + distanceKm(c, b) + 1e-3);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("sortByDistance", () => {
  const from = { lat: 0, lng: 0 };
  type S = { name: string; latitude: number | null; longitude: number | null };
  const st = (name: string, latitude: number | null, longitude: number | null): S => ({ name, latitude, longitude });

  it("sorts nearest first and rounds to 0.1 km", () => {
    const out = sortByDistance([st("far", 0, 2), st("near", 0, 0.5), st("here", 0, 0)], from);
    expect(out.map((x) => x.name)).toEqual(["here", "near", "far"]);
    expect(out.map((x) => x.distance_km)).toEqual([0, 55.6, 222.4]);
  });

  it("puts stores without coordinates last, in their original order", () => {
    const out = sortByDistance(
      [
        st("noLat", null, 1),
        st("b", 0, 1),
        st("noBoth", null, null),
        st("a", 0, 0.1),
        st("noLng", 1, null),
        st("nan", NaN, 1),
        st("inf", 1, Infinity),
      ],
      from,
    );
    expect(out.map((x) => x.name)).toEqual(["a", "b", "noLat", "noBoth", "noLng", "nan", "inf"]);
    expect(out.slice(2).every((x) => x.distance_km === null)).toBe(true);
  });

  it("keeps the original order for equal distances", () => {
    const out = sortByDistance([st("n", 1, 0), st("e", 0, 1), st("s", -1, 0), st("w", 0, -1)], from);
    expect(out.map((x) => x.name)).toEqual(["n", "e", "s", "w"]);
  });

  it("orders by the exact distance, not the rounded one", () => {
    // 0.0004 and 0.0003 degrees both round to 0.0 km
    const out = sortByDistance([st("farther", 0, 0.0004), st("nearer", 0, 0.0003)], from);
    expect(out.map((x) => x.name)).toEqual(["nearer", "farther"]);
    expect(out.map((x) => x.distance_km)).toEqual([0, 0]);
  });

  it("treats 0 as a coordinate", () => {
    expect(sortByDistance([st("zero", 0, 0)], { lat: 1, lng: 0 })[0]?.distance_km).toBe(111.2);
  });

  it("returns new objects and leaves the input alone", () => {
    const input = [st("b", 0, 2), st("a", 0, 1)];
    const copy = structuredClone(input);
    const out = sortByDistance(input, from);
    expect(input).toEqual(copy);
    expect(out[0]).not.toBe(input[1]);
    expect(out[0]).toMatchObject(input[1] as S);
    expect("distance_km" in (input[0] as object)).toBe(false);
  });

  it("handles an empty list", () => {
    expect(sortByDistance([], from)).toEqual([]);
  });

  it("is a sorted permutation for random stores", () => {
    const coord = fc.option(fc.double({ min: -80, max: 80, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(fc.array(fc.tuple(coord, coord), { maxLength: 20 }), fc.double({ min: -80, max: 80, noNaN: true }), (coords, lat) => {
        const stores = coords.map(([la, ln], i) => ({ i, latitude: la, longitude: ln }));
        const out = sortByDistance(stores, { lat, lng: 10 });
        expect(out.map((x) => x.i).sort((a, b) => a - b)).toEqual(stores.map((x) => x.i));
        const located = out.filter((x) => x.distance_km !== null);
        const firstNull = out.findIndex((x) => x.distance_km === null);
        if (firstNull !== -1) expect(out.slice(firstNull).every((x) => x.distance_km === null)).toBe(true);
        for (let k = 1; k < located.length; k++) {
          expect((located[k]?.distance_km as number) >= (located[k - 1]?.distance_km as number)).toBe(true);
        }
        const unlocated = out.filter((x) => x.distance_km === null).map((x) => x.i);
        expect(unlocated).toEqual([...unlocated].sort((a, b) => a - b));
        for (const x of located) expect(Math.round((x.distance_km as number) * 10)).toBeCloseTo((x.distance_km as number) * 10, 9);
      }),
      { numRuns: 500 },
    );
  });
});
