import { describe, expect, it } from "vitest";
import { serializeCookie } from "./cookies";

describe("serializeCookie", () => {
  it("writes name, value, path, max-age and SameSite=Lax", () => {
    expect(serializeCookie("snackbarClosed", "true", { maxAge: 2628288 })).toBe(
      "snackbarClosed=true; Path=/; Max-Age=2628288; SameSite=Lax",
    );
  });
  it("adds Secure on https and encodes the value", () => {
    expect(serializeCookie("k", "a b;c", { maxAge: 10.7, path: "/x", secure: true })).toBe(
      "k=a%20b%3Bc; Path=/x; Max-Age=10; SameSite=Lax; Secure",
    );
  });
  it("never writes a negative max-age", () => {
    expect(serializeCookie("k", "v", { maxAge: -5 })).toContain("Max-Age=0");
  });
});
