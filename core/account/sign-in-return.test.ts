import { describe, expect, it } from "vitest";
import { backAfterSignIn, readPendingAction, signInHref } from "./sign-in-return";

describe("backAfterSignIn", () => {
  it("keeps a path of this site, with its query", () => {
    expect(backAfterSignIn("/shop/products/gala-apples")).toBe("/shop/products/gala-apples");
    expect(backAfterSignIn("/shop/search?q=peach&page=2")).toBe("/shop/search?q=peach&page=2");
  });
  it("never sends the shopper to another site", () => {
    for (const evil of [
      "//evil.test",
      "https://evil.test",
      "/\\evil.test",
      "\\\\evil.test",
      "http:/evil.test",
      "javascript:alert(1)",
      "/\t/evil.test",
      " //evil.test",
      "evil.test",
      "",
      null,
      undefined,
      42,
    ]) {
      expect(backAfterSignIn(evil)).toBe("/my-account");
    }
  });
  it("refuses addresses too long to be one of ours", () => {
    expect(backAfterSignIn(`/shop?q=${"a".repeat(600)}`)).toBe("/my-account");
  });
});

describe("readPendingAction", () => {
  it("reads the heart's and the list's actions", () => {
    expect(readPendingAction("favorite:12")).toEqual({ kind: "favorite", productId: 12 });
    expect(readPendingAction("list:7")).toEqual({ kind: "list", productId: 7 });
  });
  it("ignores anything else", () => {
    for (const v of [
      "",
      "favorite:",
      "favorite:0",
      "favorite:01",
      "favorite:-1",
      "favorite:99999999999",
      "cart:1",
      "favorite:1;list:2",
      " favorite:1",
      null,
      5,
    ]) {
      expect(readPendingAction(v)).toBeNull();
    }
  });
});

describe("signInHref", () => {
  it("names the page to come back to and what to do there", () => {
    expect(signInHref("/shop/products/gala-apples?x=1", { kind: "favorite", productId: 3 })).toBe(
      "/my-account?back=%2Fshop%2Fproducts%2Fgala-apples%3Fx%3D1&then=favorite%3A3",
    );
    expect(signInHref("/shop/lists")).toBe("/my-account?back=%2Fshop%2Flists");
  });
  it("leaves out a page that is not one of ours, and the account page itself", () => {
    expect(signInHref("//evil.test", { kind: "list", productId: 4 })).toBe("/my-account?then=list%3A4");
    expect(signInHref("/my-account")).toBe("/my-account");
    expect(signInHref(null)).toBe("/my-account");
  });
});
