import { describe, expect, it } from "vitest";
import { bannerKey, siteBannerFor } from "./site-banner";

describe("bannerKey", () => {
  it("is 8 hex digits, stable for the same markup", () => {
    expect(bannerKey("<p>Hello</p>")).toMatch(/^[0-9a-f]{8}$/);
    expect(bannerKey("<p>Hello</p>")).toBe(bannerKey("<p>Hello</p>"));
    expect(bannerKey("")).toBe("811c9dc5");
  });

  it("changes when the markup changes", () => {
    expect(bannerKey("<p>Hello</p>")).not.toBe(bannerKey("<p>Hello!</p>"));
    const banners = [
      "All stores",
      "Ohio Valley",
      "Lakeshore",
      "Keystone",
      "Hoosier Heartland",
      "Columbus Short North",
      "Loyalty members",
      "Guests",
    ].map((who) => `<p><strong>${who}</strong> weekly deals</p>`);
    expect(new Set(banners.map(bannerKey)).size).toBe(banners.length);
  });
});

describe("siteBannerFor", () => {
  const html = "<p><strong>Ohio Valley</strong> weekly deals</p>";

  it("is hidden when there is no banner", () => {
    expect(siteBannerFor("", undefined, true)).toBeNull();
    expect(siteBannerFor("   ", undefined, true)).toBeNull();
  });

  it("is shown with a Dismiss button when the stackable banner setting is on", () => {
    expect(siteBannerFor(html, undefined, true)).toEqual({ html, key: bannerKey(html), dismissible: true });
    expect(siteBannerFor(html, undefined, false)).toEqual({ html, key: bannerKey(html), dismissible: false });
  });

  it("stays out of the page once this banner was dismissed", () => {
    expect(siteBannerFor(html, bannerKey(html), true)).toBeNull();
  });

  it("shows a different banner again", () => {
    expect(siteBannerFor("<p>New campaign</p>", bannerKey(html), true)).not.toBeNull();
  });

  it("cannot be dismissed without the setting, so an old dismissal does not hide it", () => {
    expect(siteBannerFor(html, bannerKey(html), false)).not.toBeNull();
  });
});
