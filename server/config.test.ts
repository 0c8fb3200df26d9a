import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";

describe("parseConfig", () => {
  it("has working defaults for an empty environment", () => {
    const c = parseConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: "./data", AISLE_SEED: "demo", AISLE_PAGE_CACHE: true, TRUST_PROXY: false, AISLE_BUILD_DIR: "build" });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it("switches the page cache off only when told to", () => {
    expect(parseConfig({ AISLE_PAGE_CACHE: "off" }).AISLE_PAGE_CACHE).toBe(false);
    expect(parseConfig({ AISLE_PAGE_CACHE: "on" }).AISLE_PAGE_CACHE).toBe(true);
    expect(parseConfig({ AISLE_PAGE_CACHE: "" }).AISLE_PAGE_CACHE).toBe(true);
  });

  it("names every bad variable in one error", () => {
    expect(() => parseConfig({ PORT: "eighty", AISLE_PAGE_CACHE: "maybe" })).toThrow(/PORT[\s\S]*AISLE_PAGE_CACHE|AISLE_PAGE_CACHE[\s\S]*PORT/);
  });
});
