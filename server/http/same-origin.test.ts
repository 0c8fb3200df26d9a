import { describe, expect, it } from "vitest";
import { crossSiteReason, siteOrigin } from "./same-origin";

describe("siteOrigin", () => {
  it("is the Host with http, or https when the request came over TLS or a trusted proxy says so", () => {
    expect(siteOrigin({ url: "http://shop.example:3000/api/auth/v1/login", https: false })).toBe("http://shop.example:3000");
    expect(siteOrigin({ url: "http://shop.example/api/auth/v1/login", https: true })).toBe("https://shop.example");
  });

  it("drops a default port (a trusted proxy's X-Forwarded-Host is already in the URL: public-url.test.ts)", () => {
    expect(siteOrigin({ url: "http://shop.example:443/x", https: true })).toBe("https://shop.example");
  });

  it("null for a URL that is not one", () => {
    expect(siteOrigin({ url: "not a url", https: false })).toBeNull();
  });
});

describe("crossSiteReason", () => {
  const site = "https://shop.example";

  it("a request with neither header (curl, the app) is not a browser's: allowed", () => {
    expect(crossSiteReason({}, site)).toBeNull();
  });

  it("Sec-Fetch-Site: same-origin or none is ours", () => {
    expect(crossSiteReason({ secFetchSite: "same-origin" }, site)).toBeNull();
    expect(crossSiteReason({ secFetchSite: "none" }, site)).toBeNull();
    expect(crossSiteReason({ secFetchSite: "Same-Origin" }, site)).toBeNull();
  });

  it.each(["cross-site", "same-site", "", "bogus"])("Sec-Fetch-Site: %j is refused", (v) => {
    expect(crossSiteReason({ secFetchSite: v }, site)).not.toBeNull();
  });

  it("Sec-Fetch-Site decides when present (a browser sets it; Origin may differ only through a proxy rewriting Host)", () => {
    expect(crossSiteReason({ secFetchSite: "same-origin", origin: "https://internal:3000" }, site)).toBeNull();
    expect(crossSiteReason({ secFetchSite: "cross-site", origin: site }, site)).not.toBeNull();
  });

  it("without Sec-Fetch-Site, the Origin must be the site's own", () => {
    expect(crossSiteReason({ origin: "https://shop.example" }, site)).toBeNull();
    expect(crossSiteReason({ origin: "https://shop.example:443" }, site)).toBeNull();
    for (const other of [
      "https://evil.example",
      "http://shop.example",
      "https://shop.example:8443",
      "https://sub.shop.example",
      "null",
      "",
      "not a url",
    ]) {
      expect(crossSiteReason({ origin: other }, site), other).not.toBeNull();
    }
  });

  it("an Origin cannot match a site whose origin is unknown", () => {
    expect(crossSiteReason({ origin: "https://shop.example" }, null)).not.toBeNull();
  });
});
