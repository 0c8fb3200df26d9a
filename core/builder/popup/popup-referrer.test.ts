import { describe, expect, it } from "vitest";
import { isInternalReferrer, isSearchReferrer, sourcesPass, strippedReferrer, urlRulePasses, type Source } from "./popup-referrer";

describe("urlRulePasses", () => {
  const ref = "https://www.harvestlane.test/recipes/soup?utm=mail";

  it("show passes when the referrer contains the text", () => {
    expect(urlRulePasses("show", "/recipes/", ref)).toBe(true);
    expect(urlRulePasses("show", "/stores/", ref)).toBe(false);
  });

  it("hide passes when the referrer does not contain the text", () => {
    expect(urlRulePasses("hide", "/stores/", ref)).toBe(true);
    expect(urlRulePasses("hide", "/recipes/", ref)).toBe(false);
  });

  it("compares case-sensitively, as a plain substring", () => {
    expect(urlRulePasses("show", "/Recipes/", ref)).toBe(false);
    expect(urlRulePasses("show", "soup?utm", ref)).toBe(true);
  });

  it("reads an empty text as contained in every referrer, an empty one too", () => {
    expect(urlRulePasses("show", "", ref)).toBe(true);
    expect(urlRulePasses("show", "", "")).toBe(true);
    expect(urlRulePasses("hide", "", ref)).toBe(false);
  });

  it("with an empty referrer, show fails and hide passes for any text", () => {
    expect(urlRulePasses("show", "google", "")).toBe(false);
    expect(urlRulePasses("hide", "google", "")).toBe(true);
  });

  it("regex tests the whole referrer against the pattern", () => {
    expect(urlRulePasses("regex", "^https://(www\\.)?harvestlane\\.test/recipes/", ref)).toBe(true);
    expect(urlRulePasses("regex", "utm=(mail|sms)$", ref)).toBe(true);
    expect(urlRulePasses("regex", "^http://", ref)).toBe(false);
    expect(urlRulePasses("regex", "recipes", "")).toBe(false);
  });

  it("regex with an empty pattern matches everything", () => {
    expect(urlRulePasses("regex", "", "")).toBe(true);
  });

  it.each(["(unclosed", "[a-", "*start", "a{2,1}", "(?<n>a)(?<n>b)", "\\"])(
    "a pattern that does not compile (%s) fails the rule",
    (pattern) => {
      expect(urlRulePasses("regex", pattern, ref)).toBe(false);
    },
  );
});

describe("strippedReferrer", () => {
  it.each([
    ["https://www.google.com/search?q=milk", "google.com/search?q=milk"],
    ["http://google.com/", "google.com/"],
    ["HTTPS://WWW.Bing.com/", "bing.com/"],
    ["https://www2.example.com/", "www2.example.com/"],
    ["https://wwwexample.com/", "wwwexample.com/"],
    ["android-app://com.google.android.gm/", "android-app://com.google.android.gm/"],
    ["", ""],
  ])("%s -> %s", (ref, out) => {
    expect(strippedReferrer(ref)).toBe(out);
  });

  it("strips only at the start", () => {
    expect(strippedReferrer("ftp://a.test/?next=https://www.b.test")).toBe("ftp://a.test/?next=https://www.b.test");
  });
});

describe("isInternalReferrer", () => {
  it.each([
    ["https://harvestlane.test/", "harvestlane.test"],
    ["https://harvestlane.test", "harvestlane.test"],
    ["http://www.harvestlane.test/shop", "harvestlane.test"],
    ["https://harvestlane.test/shop", "www.harvestlane.test"],
    ["https://www.harvestlane.test?x=1", "www.harvestlane.test"],
    ["https://harvestlane.test#top", "harvestlane.test"],
    ["http://localhost:3000/recipes", "localhost:3000"],
    ["https://HarvestLane.test/", "harvestlane.test"],
  ])("%s is internal on %s", (ref, host) => {
    expect(isInternalReferrer(ref, host)).toBe(true);
  });

  it.each([
    ["https://harvestlane.test.evil.example/", "harvestlane.test"],
    ["https://harvestlane.testing/", "harvestlane.test"],
    ["http://localhost:3001/", "localhost:3000"],
    ["http://localhost:3000/", "localhost"],
    ["https://shop.harvestlane.test/", "harvestlane.test"],
    ["https://google.com/?q=harvestlane.test", "harvestlane.test"],
    ["", "harvestlane.test"],
    ["https://harvestlane.test/", ""],
  ])("%s is not internal on %s", (ref, host) => {
    expect(isInternalReferrer(ref, host)).toBe(false);
  });
});

describe("isSearchReferrer", () => {
  it.each([
    "https://www.google.com/",
    "https://google.co.uk/search",
    "http://www.bing.com/search?q=x",
    "https://yandex.ru/",
    "https://www.baidu.com/s?wd=x",
    "https://yahoo.co.jp/",
  ])("%s is a search engine", (ref) => {
    expect(isSearchReferrer(ref)).toBe(true);
  });

  it.each([
    "https://search.yahoo.com/",
    "https://duckduckgo.com/",
    "https://news.google.com/",
    "https://googleblog.com/",
    "https://example.com/?r=google.com",
    "",
  ])("%s is not", (ref) => {
    expect(isSearchReferrer(ref)).toBe(false);
  });
});

describe("sourcesPass", () => {
  const host = "harvestlane.test";
  const internal = "https://www.harvestlane.test/recipes";
  const search = "https://www.google.com/";
  const external = "https://news.example.com/article";
  const none = "";
  const all: Source[] = ["search", "external", "internal"];

  it("passes always when all three are selected, in any order or with repeats", () => {
    for (const ref of [internal, search, external, none]) {
      expect(sourcesPass(all, ref, host)).toBe(true);
      expect(sourcesPass(["internal", "search", "external", "search"], ref, host)).toBe(true);
    }
  });

  it.each([
    // [sources, internal, search, external, empty referrer]
    [["internal"], true, false, false, false],
    [["external"], false, true, true, true],
    [["search"], false, true, false, false],
    [["internal", "external"], true, true, true, true],
    [["internal", "search"], true, true, false, false],
    [["search", "external"], false, true, true, true],
    [[], false, false, false, false],
  ] as [Source[], boolean, boolean, boolean, boolean][])("%j: internal %s, search %s, external %s, none %s", (sources, i, s, e, n) => {
    expect(sourcesPass(sources, internal, host)).toBe(i);
    expect(sourcesPass(sources, search, host)).toBe(s);
    expect(sourcesPass(sources, external, host)).toBe(e);
    expect(sourcesPass(sources, none, host)).toBe(n);
  });
});
