import { describe, expect, it } from "vitest";
import { createNonceService, REST_ACTION } from "./nonce";

const HOUR = 60 * 60 * 1000;

describe("the REST nonce service", () => {
  it("gives visitors without a session one nonce per tick, the one it verifies, and a new one when the tick turns", () => {
    let now = Date.UTC(2026, 11, 1, 1);
    const nonces = createNonceService("secret-of-this-site", () => now);
    const first = nonces.create("");
    expect(nonces.create("")).toBe(first);
    expect(nonces.verify(first, "")).toBe(true);
    expect(nonces.create("", "other-action")).not.toBe(first);
    expect(nonces.create("session-1")).not.toBe(first);
    now += 12 * HOUR;
    const next = nonces.create("");
    expect(next).not.toBe(first);
    // The last tick's is still taken; two ticks back it is not.
    expect(nonces.verify(first, "")).toBe(true);
    now += 12 * HOUR;
    expect(nonces.verify(first, "")).toBe(false);
    expect(nonces.verify(nonces.create(""), "")).toBe(true);
    // The same as a service that never signed before.
    expect(createNonceService("secret-of-this-site", () => now).create("", REST_ACTION)).toBe(nonces.create(""));
  });
});
