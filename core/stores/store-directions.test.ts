import { describe, expect, it } from "vitest";
import { directionsUrl, telHref } from "./store-directions";

describe("directionsUrl", () => {
  it("builds a maps directions link from the coordinates", () => {
    expect(directionsUrl({ latitude: 39.9845, longitude: -83.0044 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=39.9845,-83.0044",
    );
    expect(directionsUrl({ latitude: 0, longitude: 0 })).toBe("https://www.google.com/maps/dir/?api=1&destination=0,0");
  });

  it("is null without both coordinates or with impossible ones", () => {
    expect(directionsUrl({ latitude: null, longitude: null })).toBeNull();
    expect(directionsUrl({ latitude: 39.9, longitude: null })).toBeNull();
    expect(directionsUrl({ latitude: null, longitude: -83 })).toBeNull();
    expect(directionsUrl({ latitude: Number.NaN, longitude: 1 })).toBeNull();
    expect(directionsUrl({ latitude: 91, longitude: 1 })).toBeNull();
    expect(directionsUrl({ latitude: 1, longitude: 181 })).toBeNull();
  });
});

describe("telHref", () => {
  it("keeps digits and a leading plus", () => {
    expect(telHref("(614) 555-0101")).toBe("tel:6145550101");
    expect(telHref("+1 614 555 0101")).toBe("tel:+16145550101");
    expect(telHref("1+2")).toBe("tel:12");
  });

  it("is null without digits", () => {
    expect(telHref("")).toBeNull();
    expect(telHref("call us")).toBeNull();
  });
});
