import { describe, expect, it } from "vitest";
import { cartOwnerKey, hashCartToken } from "#server/services/cart";
import { cartOwnerOf } from "#app/cart/cart-owner.server";
import { ownPageOwner, type OwnerAuth } from "./own-page-owner";

const TOKEN = "A".repeat(31) + "b";
const CART = `aisle_cart=${TOKEN}`;

const shopper = (roles: string[] = ["shopper"]) =>
  ({
    session: { sessionId: "s1" },
    user: { id: 7, name: "Ana", roles },
    token: "session-token",
  }) as unknown as OwnerAuth;
const visitor = (over: Partial<OwnerAuth> = {}): OwnerAuth => ({ session: null, user: null, token: undefined, ...over });

describe("own page owner", () => {
  it("is a signed-in shopper by their id, with their session's nonce and the user as the session gives it", () => {
    const o = ownPageOwner(shopper(), CART, cartOwnerOf);
    expect(o).toEqual({ key: "u:7", sessionId: "s1", who: JSON.stringify(shopper().user) });
  });

  it("is a visitor with a cart cookie and no session by their cart's token hash, with the visitor nonce", () => {
    const o = ownPageOwner(visitor(), `store_id=1001; ${CART}`, cartOwnerOf);
    expect(o).toEqual({ key: `t:${hashCartToken(TOKEN)}`, sessionId: "", who: "visitor" });
    expect(o!.key).toBe(cartOwnerKey(cartOwnerOf(CART, null)!));
    // Two carts never share an owner.
    const other = ownPageOwner(visitor(), `aisle_cart=${"B".repeat(32)}`, cartOwnerOf);
    expect(other!.key).not.toBe(o!.key);
  });

  it("is no one for staff, a session without its user, a stale session cookie, no cart, a malformed cart cookie, or a database away", () => {
    expect(ownPageOwner(shopper(["shopper", "editor"]), CART, cartOwnerOf)).toBeNull();
    expect(ownPageOwner(shopper(["admin"]), "", cartOwnerOf)).toBeNull();
    expect(ownPageOwner({ ...shopper(), user: null }, CART, cartOwnerOf)).toBeNull();
    expect(ownPageOwner(visitor({ token: "ended-session" }), CART, cartOwnerOf)).toBeNull();
    expect(ownPageOwner(visitor(), "store_id=1001", cartOwnerOf)).toBeNull();
    expect(ownPageOwner(visitor(), undefined, cartOwnerOf)).toBeNull();
    expect(ownPageOwner(visitor(), "aisle_cart=short", cartOwnerOf)).toBeNull();
    expect(ownPageOwner(visitor({ unavailable: new Error("down") }), CART, cartOwnerOf)).toBeNull();
    expect(ownPageOwner({ ...shopper(), unavailable: new Error("down") }, CART, cartOwnerOf)).toBeNull();
  });
});
