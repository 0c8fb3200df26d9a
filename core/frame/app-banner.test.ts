import { describe, expect, it } from "vitest";
import { appBannerFor, appPlatform, SNACKBAR_MAX_AGE } from "./app-banner";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  ipod: "Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
  androidTablet: "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  desktop: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  windowsPhone:
    "Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15063",
  firefoxOs: "Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5",
};

const links = { iosLink: "https://apps.apple.com/app/id1", androidLink: "https://play.google.com/store/apps/details?id=x" };

describe("appPlatform", () => {
  it.each([
    ["iphone", "ios"],
    ["ipad", "ios"],
    ["ipod", "ios"],
    ["android", "android"],
    ["androidTablet", "android"],
    ["desktop", null],
    ["mac", null],
    ["firefoxOs", null],
  ] as const)("%s is %s", (ua, platform) => {
    expect(appPlatform(UA[ua])).toBe(platform);
  });

  it("has no platform for an empty user agent", () => {
    expect(appPlatform("")).toBeNull();
  });
});

describe("appBannerFor", () => {
  it("links iPhone, iPad and iPod to the iOS store link", () => {
    for (const ua of [UA.iphone, UA.ipad, UA.ipod])
      expect(appBannerFor({ userAgent: ua, closedCookie: undefined, ...links })).toEqual({ platform: "ios", link: links.iosLink });
  });

  it("links Android to the Android store link", () => {
    expect(appBannerFor({ userAgent: UA.android, closedCookie: undefined, ...links })).toEqual({
      platform: "android",
      link: links.androidLink,
    });
  });

  it("never shows on desktop", () => {
    expect(appBannerFor({ userAgent: UA.desktop, closedCookie: undefined, ...links })).toBeNull();
    expect(appBannerFor({ userAgent: UA.mac, closedCookie: undefined, ...links })).toBeNull();
  });

  it("never shows once snackbarClosed=true", () => {
    expect(appBannerFor({ userAgent: UA.iphone, closedCookie: "true", ...links })).toBeNull();
    expect(appBannerFor({ userAgent: UA.iphone, closedCookie: "false", ...links })).not.toBeNull();
  });

  it("shows nothing when the platform has no store link configured", () => {
    expect(appBannerFor({ userAgent: UA.iphone, closedCookie: undefined, iosLink: "", androidLink: links.androidLink })).toBeNull();
    expect(appBannerFor({ userAgent: UA.android, closedCookie: undefined, iosLink: links.iosLink, androidLink: "  " })).toBeNull();
  });

  it("ignores links that are not http(s)", () => {
    expect(appBannerFor({ userAgent: UA.iphone, closedCookie: undefined, iosLink: "javascript:alert(1)", androidLink: "" })).toBeNull();
    expect(
      appBannerFor({ userAgent: UA.iphone, closedCookie: undefined, iosLink: " https://apps.apple.com/x ", androidLink: "" })?.link,
    ).toBe("https://apps.apple.com/x");
  });
});

it("the cookie lasts one month", () => {
  expect(SNACKBAR_MAX_AGE).toBe(2_628_288);
  const days = SNACKBAR_MAX_AGE / 86_400;
  expect(days).toBeGreaterThan(30);
  expect(days).toBeLessThan(31);
});
