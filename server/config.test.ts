import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";

describe("parseConfig", () => {
  it("has working defaults for an empty environment", () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      AISLE_SEED: "demo",
      AISLE_PAGE_CACHE: true,
      TRUST_PROXY: false,
      AISLE_BUILD_DIR: "build",
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it("switches the page cache off only when told to", () => {
    expect(parseConfig({ AISLE_PAGE_CACHE: "off" }).AISLE_PAGE_CACHE).toBe(false);
    expect(parseConfig({ AISLE_PAGE_CACHE: "on" }).AISLE_PAGE_CACHE).toBe(true);
    expect(parseConfig({ AISLE_PAGE_CACHE: "" }).AISLE_PAGE_CACHE).toBe(true);
  });

  it("trusts one proxy hop unless told otherwise, and refuses a hop count that is not a small whole number", () => {
    expect(parseConfig({}).TRUST_PROXY_HOPS).toBe(1);
    expect(parseConfig({ TRUST_PROXY_HOPS: "" }).TRUST_PROXY_HOPS).toBe(1);
    expect(parseConfig({ TRUST_PROXY_HOPS: "2" }).TRUST_PROXY_HOPS).toBe(2);
    for (const bad of ["0", "-1", "1.5", "two", "11"])
      expect(() => parseConfig({ TRUST_PROXY_HOPS: bad }), bad).toThrow(/TRUST_PROXY_HOPS/);
  });

  it("takes a metrics token of at least 16 characters; empty means none", () => {
    expect(parseConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(parseConfig({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(parseConfig({ METRICS_TOKEN: "a-long-metrics-token" }).METRICS_TOKEN).toBe("a-long-metrics-token");
    expect(() => parseConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it("names every bad variable in one error", () => {
    expect(() => parseConfig({ PORT: "eighty", AISLE_PAGE_CACHE: "maybe" })).toThrow(
      /PORT[\s\S]*AISLE_PAGE_CACHE|AISLE_PAGE_CACHE[\s\S]*PORT/,
    );
  });

  it("bounds the administrator's email and password like sign-up does (they are stored at start)", () => {
    expect(
      parseConfig({ AISLE_ADMIN_EMAIL: `${"a".repeat(243)}@admin.test`, AISLE_ADMIN_PASSWORD: "p".repeat(1024) }).AISLE_ADMIN_EMAIL,
    ).toHaveLength(254);
    expect(() => parseConfig({ AISLE_ADMIN_EMAIL: `${"a".repeat(244)}@admin.test` })).toThrow(
      /AISLE_ADMIN_EMAIL: must be at most 254 characters/,
    );
    expect(() => parseConfig({ AISLE_ADMIN_PASSWORD: "p".repeat(1025) })).toThrow(/AISLE_ADMIN_PASSWORD: must be at most 1024 characters/);
  });
});
