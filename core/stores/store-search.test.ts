import { describe, expect, it } from "vitest";
import { foldText, matchesStoreQuery, sortStoresForDropdown } from "./store-search";

const store = {
  name: "Aisle Montréal Côte-des-Neiges",
  city: "Montréal",
  state: "QC",
  postal_code: "H3T 1Y5",
  address_1: "5252 Chemin de la Côte-des-Neiges",
  store_number: "0427",
};

describe("foldText", () => {
  it("lower-cases and strips accents", () => {
    expect(foldText("Crème Brûlée ÀÉÎÕÜ ñ Ç")).toBe("creme brulee aeiou n c");
    expect(foldText("e\u0301")).toBe("e"); // already decomposed
  });
});

describe("matchesStoreQuery", () => {
  it("matches everything for an empty or blank query", () => {
    expect(matchesStoreQuery(store, "")).toBe(true);
    expect(matchesStoreQuery(store, "   ")).toBe(true);
    expect(matchesStoreQuery(store, "\t\n ")).toBe(true);
  });

  it("matches each field", () => {
    expect(matchesStoreQuery(store, "aisle")).toBe(true); // name
    expect(matchesStoreQuery(store, "montreal")).toBe(true); // city
    expect(matchesStoreQuery(store, "qc")).toBe(true); // state
    expect(matchesStoreQuery(store, "h3t")).toBe(true); // postal code
    expect(matchesStoreQuery(store, "5252")).toBe(true); // address
    expect(matchesStoreQuery(store, "0427")).toBe(true); // store number
    expect(matchesStoreQuery(store, "427")).toBe(true); // substring
  });

  it("is case- and accent-insensitive both ways", () => {
    expect(matchesStoreQuery(store, "MONTREAL")).toBe(true);
    expect(matchesStoreQuery(store, "Montréal")).toBe(true);
    expect(matchesStoreQuery(store, "cote-des-neiges")).toBe(true);
    expect(matchesStoreQuery({ ...store, city: "Montreal" }, "montréal")).toBe(true);
    expect(matchesStoreQuery(store, "COTE")).toBe(true);
  });

  it("trims the query", () => {
    expect(matchesStoreQuery(store, "  montreal  ")).toBe(true);
  });

  it("needs every word, each in some field", () => {
    expect(matchesStoreQuery(store, "montreal qc")).toBe(true);
    expect(matchesStoreQuery(store, "qc   0427\tchemin")).toBe(true);
    expect(matchesStoreQuery(store, "montreal toronto")).toBe(false);
    expect(matchesStoreQuery(store, "toronto")).toBe(false);
  });

  it("does not match across a field boundary", () => {
    // city ends in "réal", state starts with "QC": "realqc" is in no single field
    expect(matchesStoreQuery(store, "realqc")).toBe(false);
  });

  it("does not search other fields", () => {
    const withExtra = { ...store, phone: "555-1234", address_2: "Suite 9" };
    expect(matchesStoreQuery(withExtra, "555")).toBe(false);
    expect(matchesStoreQuery(withExtra, "suite")).toBe(false);
  });

  it("keeps the phrase order irrelevant", () => {
    expect(matchesStoreQuery(store, "qc montreal")).toBe(matchesStoreQuery(store, "montreal qc"));
  });

  it("matches postal codes typed without the space only per word", () => {
    expect(matchesStoreQuery(store, "h3t 1y5")).toBe(true);
    expect(matchesStoreQuery(store, "h3t1y5")).toBe(false);
  });

  it("tolerates null fields from loose data", () => {
    const loose = { ...store, address_1: null as unknown as string, store_number: undefined as unknown as string };
    expect(matchesStoreQuery(loose, "montreal")).toBe(true);
    expect(matchesStoreQuery(loose, "0427")).toBe(false);
  });
});

describe("sortStoresForDropdown", () => {
  it("sorts by state, then name", () => {
    const stores = [
      { state: "NY", name: "Buffalo" },
      { state: "CA", name: "San Diego" },
      { state: "NY", name: "Albany" },
      { state: "CA", name: "Fresno" },
    ];
    expect(sortStoresForDropdown(stores)).toEqual([
      { state: "CA", name: "Fresno" },
      { state: "CA", name: "San Diego" },
      { state: "NY", name: "Albany" },
      { state: "NY", name: "Buffalo" },
    ]);
  });

  it("ignores case and accents, and keeps ties in input order", () => {
    const stores = [
      { id: 1, state: "ny", name: "émile" },
      { id: 2, state: "NY", name: "Emile" },
      { id: 3, state: "Ny", name: "abe" },
      { id: 4, state: "ca", name: "Zed" },
    ];
    expect(sortStoresForDropdown(stores).map((s) => s.id)).toEqual([4, 3, 1, 2]);
  });

  it("returns a new array and leaves the input alone", () => {
    const stores = [
      { state: "B", name: "x" },
      { state: "A", name: "y" },
    ];
    const out = sortStoresForDropdown(stores);
    expect(out).not.toBe(stores);
    expect(stores.map((s) => s.state)).toEqual(["B", "A"]);
    expect(out[0]).toBe(stores[1]);
    expect(sortStoresForDropdown([])).toEqual([]);
  });

  it("is ordered for many generated stores", () => {
    const states = ["CA", "ny", "NY", "Québec", "quebec", "TX"];
    const names = ["alpha", "Alpha", "beta", "Éclair", "eclair", "zulu", "10th St", "9th St"];
    const collator = new Intl.Collator("en", { sensitivity: "base" });
    for (let seed = 0; seed < 200; seed++) {
      const stores = Array.from({ length: (seed % 15) + 1 }, (_, k) => ({
        k,
        state: states[(seed * 7 + k * 3) % states.length] as string,
        name: names[(seed * 5 + k * 11) % names.length] as string,
      }));
      const out = sortStoresForDropdown(stores);
      expect(out).toHaveLength(stores.length);
      for (let i = 1; i < out.length; i++) {
        const a = out[i - 1];
        const b = out[i];
        if (a === undefined || b === undefined) throw new Error("unreachable");
        const c = collator.compare(a.state, b.state) || collator.compare(a.name, b.name);
        expect(c).toBeLessThanOrEqual(0);
        if (c === 0) expect(a.k).toBeLessThan(b.k);
      }
    }
  });
});
