import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { googleMaps } from "./google-maps";
import { googleMapsSettings } from "./settings";
import { mapEmbedUrl } from "./map-url";

const W = ".elementor-1 .elementor-element.elementor-element-w1";
const client = (stored: Record<string, unknown>) => googleMaps.clientSettings!(googleMapsSettings.parse(stored), stored);

describe("google maps widget", () => {
  it("renders a facade with no address of Google's map frame or images in it", () => {
    const html = renderWidget(googleMaps, { address: "Pike Place Market, Seattle" });
    expect(html).toContain(
      '<a class="e-map-facade__show" href="https://www.google.com/maps/search/?api=1&amp;query=Pike+Place+Market%2C+Seattle" target="_blank" rel="noopener noreferrer" aria-label="Show map: Pike Place Market, Seattle">',
    );
    expect(html).toContain(
      '<span class="e-map-facade__label">Show map</span><span class="e-map-facade__address">Pike Place Market, Seattle</span>',
    );
    expect(html).not.toMatch(/<iframe|<img|output=embed/);
  });
  it("gives its behaviour the map frame's address, with the zoom", () => {
    expect(client({ address: "Pike Place Market", zoom: { unit: "px", size: 15 } })).toEqual({
      embed: "https://www.google.com/maps?q=Pike+Place+Market&t=m&z=15&output=embed&iwloc=near",
      address: "Pike Place Market",
    });
    expect(mapEmbedUrl("x", 99)).toContain("z=20");
  });
  it("renders Elementor's default address for odd values, nothing for an empty one", () => {
    expect(renderWidget(googleMaps, { address: [], zoom: "far" })).toBe(renderWidget(googleMaps, {}));
    expect(renderWidget(googleMaps, {})).toContain("London Eye, London, United Kingdom");
    expect(renderWidget(googleMaps, { address: "  " })).toBe("");
    expect(client({ address: "" })).toEqual({});
    expect(renderWidget(googleMaps, { address: '"><script>alert(1)</script>' })).not.toContain("<script>");
  });
  it("keeps the map's height per device", () => {
    expect(widgetCss(googleMaps, { height: { unit: "px", size: 420 }, height_mobile: { unit: "px", size: 260 } })).toBe(
      `${W} .elementor-custom-embed{height:420px}@media (max-width:767px){${W} .elementor-custom-embed{height:260px}}`,
    );
  });
});
