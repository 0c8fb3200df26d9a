import { describe, expect, it } from "vitest";
import { forwardedHost, forwardedScheme, publicUrl } from "./public-url";

describe("publicUrl", () => {
  it("without forwarded headers, the URL as it came", () => {
    expect(publicUrl("http://shop.example:3000/api/auth/v1/login", {})).toBe("http://shop.example:3000/api/auth/v1/login");
    expect(publicUrl("http://127.0.0.1:3000/x?y=1", { proto: null, host: null })).toBe("http://127.0.0.1:3000/x?y=1");
  });

  it("the forwarded scheme and host in place of the request's own; path and query kept", () => {
    expect(publicUrl("http://127.0.0.1:3000/store/select?back=%2F", { proto: "https", host: "shop.example" })).toBe(
      "https://shop.example/store/select?back=%2F",
    );
    expect(publicUrl("http://shop.example/api/auth/v1/login", { proto: "https" })).toBe("https://shop.example/api/auth/v1/login");
  });

  it("the first of a list: the scheme and host the browser used", () => {
    expect(publicUrl("http://127.0.0.1:3000/x", { proto: "https", host: "shop.example, inner.local" })).toBe("https://shop.example/x");
    expect(publicUrl("http://127.0.0.1:3000/x", { proto: "https, http", host: "shop.example" })).toBe("https://shop.example/x");
  });

  it("a port the browser used is kept, the scheme's own port dropped, the server's never carried over", () => {
    expect(publicUrl("http://127.0.0.1:3000/x", { proto: "https", host: "shop.example:8443" })).toBe("https://shop.example:8443/x");
    expect(publicUrl("http://127.0.0.1:3000/x", { proto: "https", host: "shop.example:443" })).toBe("https://shop.example/x");
    expect(publicUrl("http://shop.example:443/x", { proto: "https" })).toBe("https://shop.example/x");
    expect(publicUrl("http://127.0.0.1:3000/x", { proto: "https", host: "shop.example" })).toBe("https://shop.example/x");
    // Only the scheme is forwarded: the Host the proxy passed on, port and all.
    expect(publicUrl("http://127.0.0.1:3000/x", { proto: "https" })).toBe("https://127.0.0.1:3000/x");
  });

  it("a forwarded host that is not one leaves the request's own Host (the forwarded scheme still applies)", () => {
    for (const bad of [
      "bad host/",
      "shop.example/evil",
      "evil.example@shop.example",
      "shop example",
      "shop.example:99999",
      "shop.example:",
      "[::1",
      "[:::::]",
      "shop.example\\evil",
      "-shop.example",
      "shop..example",
      "x".repeat(300),
      " ",
      "",
    ]) {
      expect(publicUrl("http://inner.local:3000/x", { proto: "https", host: bad }), bad).toBe("https://inner.local:3000/x");
    }
  });

  it("a forwarded scheme other than http or https is ignored", () => {
    for (const bad of ["gopher", "javascript", "https:", "ftp", "", " , https"]) {
      expect(publicUrl("http://inner.local:3000/x", { proto: bad, host: "shop.example" }), bad).toBe("http://shop.example/x");
    }
  });

  it("a forwarded scheme may go down to http; IPv6 hosts work", () => {
    expect(publicUrl("https://inner.local/x", { proto: "http" })).toBe("http://inner.local/x");
    expect(publicUrl("http://inner.local/x", { proto: "https", host: "[2001:db8::1]:8443" })).toBe("https://[2001:db8::1]:8443/x");
  });
});

describe("forwardedScheme and forwardedHost", () => {
  it("take the first entry, trimmed; the scheme in any case", () => {
    expect(forwardedScheme(" HTTPS , http")).toBe("https");
    expect(forwardedScheme(undefined)).toBeNull();
    expect(forwardedHost(" shop.example:8443 , inner")).toBe("shop.example:8443");
    expect(forwardedHost("Shop.Example")).toBe("Shop.Example");
    expect(forwardedHost(null)).toBeNull();
  });
});
