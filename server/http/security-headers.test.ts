import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, freshNonce } from "./security-headers";

describe("CSP nonces", () => {
  it("are 16 bytes in canonical base64, each one new, across many refills of the pool", () => {
    const seen = new Set<string>();
    const lastChars = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const n = freshNonce();
      expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const bytes = Buffer.from(n, "base64");
      expect(bytes.length).toBe(16);
      expect(bytes.toString("base64")).toBe(n);
      seen.add(n);
      lastChars.add(n[21]!);
    }
    expect(seen.size).toBe(5000);
    // The 16th byte's low bits are random too: its character takes each of its 4 possible values.
    expect([...lastChars].sort()).toEqual(["A", "Q", "g", "w"]);
  });
});

describe("the content security policy's frames", () => {
  it("allow the players and Google's map embed (that path only), and nothing else of Google", () => {
    const frames = contentSecurityPolicy("n", false)
      .split("; ")
      .find((d) => d.startsWith("frame-src "))!
      .split(" ")
      .slice(1);
    expect(frames).toContain("https://www.google.com/maps");
    expect(frames).toContain("https://www.youtube-nocookie.com");
    expect(frames.filter((f) => f.includes("google"))).toEqual(["https://www.google.com/maps"]);
  });
});
