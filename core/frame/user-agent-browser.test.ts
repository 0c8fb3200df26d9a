import { describe, expect, it } from "vitest";
import { browserOf } from "./user-agent-browser";
import { UA } from "./user-agent-test-support";

describe("browserOf", () => {
  it.each([
    ["chromeWindows", "chrome"],
    ["chromeMac", "chrome"],
    ["chromeAndroid", "chrome"],
    ["chromeIos", "chrome"],
    ["headlessChrome", "chrome"],
    ["androidWebView", "chrome"],
    ["edge", "edge"],
    ["edgeLegacy", "edge"],
    ["edgeAndroid", "edge"],
    ["edgeIos", "edge"],
    ["firefoxWindows", "firefox"],
    ["firefoxLinux", "firefox"],
    ["firefoxAndroid", "firefox"],
    ["firefoxIos", "firefox"],
    ["safariMac", "safari"],
    ["safariIphone", "safari"],
    ["safariIpad", "safari"],
    ["ie11", "ie"],
    ["ie10", "ie"],
    ["ie8", "ie"],
  ] as const)("%s is %s", (name, browser) => {
    expect(browserOf(UA[name])).toBe(browser);
  });

  it.each(["opera", "operaPresto", "samsung", "yandex", "oldAndroidBrowser", "iosWebView", "googlebot", "curl"] as const)(
    "%s is none of the five",
    (name) => {
      expect(browserOf(UA[name])).toBeNull();
    },
  );

  it("reads an empty or missing string as no browser", () => {
    expect(browserOf("")).toBeNull();
    expect(browserOf(undefined as unknown as string)).toBeNull();
  });
});
