import { describe, expect, it } from "vitest";
import { forwardedClient } from "./client-address";

describe("forwardedClient", () => {
  it("takes the right-most entry with one trusted proxy: the left ones are whatever the client wrote", () => {
    expect(forwardedClient("203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClient("1.1.1.1, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClient("9.9.9.9,8.8.8.8 , 203.0.113.7 ", 1)).toBe("203.0.113.7");
  });

  it("takes the Nth entry from the right with N trusted proxies", () => {
    expect(forwardedClient("1.1.1.1, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
    expect(forwardedClient("1.1.1.1, 203.0.113.7, 10.0.0.3, 10.0.0.2", 3)).toBe("203.0.113.7");
  });

  it("with fewer entries than proxies, the left-most: the first proxy of ours saw that client", () => {
    expect(forwardedClient("203.0.113.7", 2)).toBe("203.0.113.7");
    expect(forwardedClient("203.0.113.7, 10.0.0.2", 3)).toBe("203.0.113.7");
  });

  it("no header, or an empty entry where the client should be, is no address (the socket's is used)", () => {
    expect(forwardedClient(undefined, 1)).toBeNull();
    expect(forwardedClient("", 1)).toBeNull();
    expect(forwardedClient("203.0.113.7, ", 1)).toBeNull();
    expect(forwardedClient(" , 10.0.0.2", 2)).toBeNull();
  });

  it("a hop count below one counts as one", () => {
    expect(forwardedClient("1.1.1.1, 203.0.113.7", 0)).toBe("203.0.113.7");
  });

  it("cuts an absurdly long entry short", () => {
    expect(forwardedClient("x".repeat(5000), 1)).toHaveLength(100);
  });
});
