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

  it("bounds the administrator's email and password like sign-up does (they are stored at start)", () => {
    expect(parseConfig({ AISLE_ADMIN_EMAIL: `${"a".repeat(243)}@admin.test`, AISLE_ADMIN_PASSWORD: "p".repeat(1024) }).AISLE_ADMIN_EMAIL).toHaveLength(254);
    expect(() => parseConfig({ AISLE_ADMIN_EMAIL: `${"a".repeat(244)}@admin.test` })).toThrow(/AISLE_ADMIN_EMAIL: must be at most 254 characters/);
    expect(() => parseConfig({ AISLE_ADMIN_PASSWORD: "p".repeat(1025) })).toThrow(/AISLE_ADMIN_PASSWORD: must be at most 1024 characters/);
  });
});
