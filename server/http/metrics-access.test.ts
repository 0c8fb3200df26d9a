import { describe, expect, it } from "vitest";
import { bearerMatches, isLoopback } from "./metrics-access";

describe("isLoopback", () => {
  it.each(["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1", " 127.0.0.1 "])("%j is loopback", (a) => {
    expect(isLoopback(a)).toBe(true);
  });

  it.each([
    "10.0.0.1",
    "192.168.1.1",
    "203.0.113.7",
    "::",
    "::2",
    "::ffff:10.0.0.1",
    "127.0.0.256",
    "127.0.0.1.evil",
    "1127.0.0.1",
    "localhost",
    "unknown",
    "",
    "127.0.0.1:8080",
  ])("%j is not", (a) => {
    expect(isLoopback(a)).toBe(false);
  });
});

describe("bearerMatches", () => {
  const token = "metrics-token-0123456789";

  it("accepts the token as a bearer token, the scheme in any case", () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
  });

  it.each([undefined, "", token, `Basic ${token}`, `Bearer ${token}x`, `Bearer ${token.slice(1)}`, "Bearer ", `Bearer ${token} extra`])(
    "refuses %j",
    (h) => {
      expect(bearerMatches(h, token)).toBe(false);
    },
  );
});
