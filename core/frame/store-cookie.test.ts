import { describe, expect, it } from "vitest";
import { selectedStoreId, storeCookieHeader } from "./store-cookie";

describe("the store cookie", () => {
  it("takes a well-formed cookie first, else the shopper's profile store", () => {
    expect(selectedStoreId("12", 3)).toBe(12);
    expect(selectedStoreId("012", 3)).toBe(3);
    expect(selectedStoreId(undefined, null)).toBeNull();
  });

  it("is written for a year, Secure over https", () => {
    expect(storeCookieHeader(7, true)).toMatch(/=7; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    expect(storeCookieHeader(7, false)).not.toContain("Secure");
  });
});
