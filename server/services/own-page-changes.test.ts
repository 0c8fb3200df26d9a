import { describe, expect, it } from "vitest";
import { cartOwnerKey, hashCartToken } from "./cart";
import { isOwnerChange, isOwnPageChange } from "./own-page-changes";

describe("own page changes", () => {
  it("names an owner as the cart counts key them: a shopper's id or a cart token's hash", () => {
    expect(isOwnerChange(cartOwnerKey({ userId: 12 }))).toBe(true);
    expect(isOwnerChange(cartOwnerKey({ tokenHash: hashCartToken("x".repeat(32)) }))).toBe(true);
  });

  it("takes nothing else from a NOTIFY payload or a count's key", () => {
    for (const s of ["u:0", "u:-1", "u:", "t:", "t:abc", `t:${"A".repeat(64)}`, `t:${"a".repeat(65)}`, "u:1 ", "x:1"]) {
      expect(isOwnerChange(s), s).toBe(false);
      expect(isOwnPageChange(s), s).toBe(false);
    }
    expect(isOwnPageChange("slots")).toBe(true);
    expect(isOwnPageChange("*")).toBe(true);
  });
});
