/**
 * The cart, checkout and order pages' actions (forms that work without scripts) over the seeded
 * database: an anonymous add gets a cart cookie and goes back to its page; bad input is a 4xx that
 * changes nothing; with a session the page's nonce is required; another shopper's order is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { startTestServer, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter } from "../../test/db-fingerprint";
import { as, COLUMBUS, inBoth, newShopper, pickupOrder, placeOrder, putLine, slotOf, sold } from "../../test/cart-support";
import { SESSION_COOKIE, type SessionInfo } from "../../services/auth";
import * as cartRoute from "#app/routes/cart";
import * as checkoutRoute from "#app/routes/checkout";
import * as orderRoute from "#app/routes/my-account-order";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

type Action = (args: never) => Promise<unknown>;
const [product] = inBoth(COLUMBUS, 1003);

/** Posts a form to a route action as the browser would, with the store cookie and maybe a session. */
async function post(
  action: Action,
  path: string,
  body: Record<string, string> | string,
  session: SessionInfo | null = null,
  params: Record<string, string> = {},
): Promise<Response> {
  const context = {
    services: t.services,
    auth: { session, user: session?.user ?? null, token: undefined },
    cspNonce: "",
    https: false,
    clientAddress: "127.0.0.1",
    render: { partial: false },
  } as unknown as AppLoadContext;
  const headers = { cookie: `store_id=${COLUMBUS}`, ...(typeof body === "string" ? { "content-type": "application/json" } : {}) };
  const request = new Request(`http://aisle.test${path}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : new URLSearchParams(body),
  });
  const answer = await action({ request, context, params } as never);
  if (answer && typeof answer === "object" && "status" in answer && "headers" in answer) return answer as Response;
  const { data, init } = answer as { data: unknown; init?: ResponseInit };
  return Response.json(data, init);
}

async function sessionOf(cookie: string): Promise<SessionInfo> {
  const token = decodeURIComponent(new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1] ?? "");
  return (await t.services.auth.sessionFromToken(token))!;
}

describe("the cart page's forms", () => {
  it("add to an anonymous cart (its cookie set) and go back to the page", async () => {
    const res = await post(cartRoute.action as Action, "/cart", {
      intent: "add",
      product_id: String(product!.id),
      quantity: "2",
      back: `/shop/products/${product!.slug}`,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/shop/products/${product!.slug}`);
    expect(res.headers.get("set-cookie")).toMatch(/^aisle_cart=[A-Za-z0-9_-]{32}; Path=\/; HttpOnly; SameSite=Lax/);
  });

  it("add nothing for a product there is not, and start no anonymous cart for it (no cookie)", async () => {
    const fp = await fingerprinter(t.database);
    const before = await fp();
    const res = await post(cartRoute.action as Action, "/cart", { intent: "add", product_id: "999999", quantity: "1" });
    expect(res.status).toBe(404);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(changedTables(before, await fp())).toEqual([]);
  });

  it("say why another shop's product is not added (a catering tray at a grocery store), starting no cart", async () => {
    const fp = await fingerprinter(t.database);
    const before = await fp();
    const res = await post(cartRoute.action as Action, "/cart", {
      intent: "add",
      product_id: "50001",
      quantity: "1",
      back: "/catering/shop",
    });
    expect(res.status).toBe(409);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(((await res.json()) as { error: string }).error).toMatch(
      /^Harvest Lane Market – Columbus Short North does not sell .+ \(sold in the catering shop\)\. Choose that shop's store to buy it\.$/,
    );
    expect(changedTables(before, await fp())).toEqual([]);
  });

  it("refuse bad input, a missing nonce and other bodies, changing nothing", async () => {
    const shopper = await newShopper(t);
    const session = await sessionOf(shopper.cookie);
    const fp = await fingerprinter(t.database);
    const before = await fp();
    const id = String(product!.id);
    for (const [body, status] of [
      [{ intent: "add", product_id: "abc", quantity: "1", nonce: shopper.nonce }, 400],
      [{ intent: "add", product_id: id, quantity: "0", nonce: shopper.nonce }, 400],
      [{ intent: "add", product_id: id, quantity: "1.5", nonce: shopper.nonce }, 400],
      [{ intent: "update", product_id: id, substitution: "maybe", nonce: shopper.nonce }, 400],
      [{ intent: "update", product_id: id, note: "x".repeat(501), nonce: shopper.nonce }, 400],
      [{ intent: "explode", product_id: id, nonce: shopper.nonce }, 400],
      [{ intent: "add", product_id: "999999", quantity: "1", nonce: shopper.nonce }, 404],
      [{ intent: "add", product_id: id, quantity: "1" }, 403],
      [{ intent: "add", product_id: id, quantity: "1", nonce: "forged" }, 403],
      ['{"intent":"add"}', 415],
    ] as const) {
      expect((await post(cartRoute.action as Action, "/cart", body, session)).status).toBe(status);
    }
    expect(changedTables(before, await fp())).toEqual([]);
  });
});

describe("a line bought by weight", () => {
  it("changes by weight from the cart page's stepper, and a weight out of range changes nothing", async () => {
    const weighed = sold(COLUMBUS).find((p) => p.soldByWeight)!;
    const shopper = await newShopper(t);
    const session = await sessionOf(shopper.cookie);
    const id = String(weighed.id);
    const store = (await t.services.stores.get(COLUMBUS))!;
    const weightOf = async () =>
      (await t.services.cart.get({ userId: session.user.id }, store)).lines.find((l) => l.product_id === weighed.id)?.weight;
    const send = (weight: string) =>
      post(cartRoute.action as Action, "/cart", { intent: "update", product_id: id, weight, nonce: shopper.nonce }, session);
    expect((await send("2")).status).toBe(200);
    expect(await weightOf()).toBe(2);
    for (const bad of ["0", "-1", "51", "abc"]) expect((await send(bad)).status).toBe(400);
    expect(await weightOf()).toBe(2);
  });
});

describe("checkout and order forms", () => {
  it("refuse a bad order form, and another shopper's order is a 404; nothing changes", async () => {
    const shopper = await newShopper(t);
    await putLine(t.url, shopper, product!.id);
    const slot = await slotOf(t.url, COLUMBUS, "pickup");
    const order = (await placeOrder(t.url, shopper, pickupOrder(slot.id))).body as { id: number };
    await putLine(t.url, shopper, product!.id);
    const session = await sessionOf(shopper.cookie);
    const other = await newShopper(t);
    const otherSession = await sessionOf(other.cookie);
    const fp = await fingerprinter(t.database);
    const before = await fp();
    const good = { intent: "place", method: "pickup", slot_id: String(slot.id), idempotency_key: "page-key-0001", nonce: shopper.nonce };
    for (const [body, status] of [
      [{ ...good, idempotency_key: "" }, 400],
      [{ ...good, slot_id: "" }, 400],
      [{ ...good, slot_id: "x" }, 400],
      [{ ...good, method: "drone" }, 400],
      [{ ...good, tip_cents: "-5" }, 400],
      [{ ...good, method: "delivery" }, 400],
      [{ ...good, nonce: "forged" }, 403],
    ] as const) {
      expect((await post(checkoutRoute.action as Action, "/checkout", body, session)).status).toBe(status);
    }
    expect((await post(checkoutRoute.action as Action, "/checkout", good, null)).status).toBe(401);
    for (const intent of ["cancel", "reorder"]) {
      expect(
        (
          await post(orderRoute.action as Action, `/my-account/orders/${order.id}`, { intent, nonce: other.nonce }, otherSession, {
            id: String(order.id),
          })
        ).status,
      ).toBe(404);
    }
    expect(changedTables(before, await fp())).toEqual([]);
  });

  it("say why a cart of another shop's products cannot be ordered at this store, changing nothing", async () => {
    const shopper = await newShopper(t);
    const tray = (await as(t.url, null, "/api/shop/v1/products?store_id=2001&per_page=60")).body.items.find(
      (p: { available: boolean }) => p.available,
    ) as { id: number; name: string };
    expect((await putLine(t.url, shopper, tray.id, { quantity: 1 }, 2001)).status).toBe(200);
    const session = await sessionOf(shopper.cookie);
    const slot = await slotOf(t.url, COLUMBUS, "pickup", 5);
    const fp = await fingerprinter(t.database);
    const before = await fp();
    const res = await post(
      checkoutRoute.action as Action,
      "/checkout",
      { intent: "place", method: "pickup", slot_id: String(slot.id), idempotency_key: "not-sold-here-0001", nonce: shopper.nonce },
      session,
    );
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toContain(`does not sell ${tray.name} (sold in the catering shop)`);
    expect(changedTables(before, await fp())).toEqual([]);
  });

  it("cancel an order only once its question is answered: Cancel order alone asks, Yes, cancel order cancels", async () => {
    const shopper = await newShopper(t);
    await putLine(t.url, shopper, product!.id);
    const order = (await placeOrder(t.url, shopper, pickupOrder((await slotOf(t.url, COLUMBUS, "pickup", 4)).id))).body as { id: number };
    const session = await sessionOf(shopper.cookie);
    const path = `/my-account/orders/${order.id}`;
    const fp = await fingerprinter(t.database);
    const before = await fp();
    const asked = await post(orderRoute.action as Action, path, { intent: "cancel", nonce: shopper.nonce }, session, {
      id: String(order.id),
    });
    expect(asked.status).toBe(302);
    expect(asked.headers.get("location")).toBe(`${path}?confirm=cancel`);
    for (const confirmed of ["", "no", "YES"]) {
      expect(
        (
          await post(orderRoute.action as Action, path, { intent: "cancel", confirmed, nonce: shopper.nonce }, session, {
            id: String(order.id),
          })
        ).headers.get("location"),
      ).toBe(`${path}?confirm=cancel`);
    }
    expect(changedTables(before, await fp())).toEqual([]);
    expect((await as(t.url, shopper, `/api/shop/v1/orders/${order.id}`)).body.status).toBe("placed");
    const answered = await post(orderRoute.action as Action, path, { intent: "cancel", confirmed: "yes", nonce: shopper.nonce }, session, {
      id: String(order.id),
    });
    expect(answered.headers.get("location")).toBe(`${path}?cancelled=1`);
    expect((await as(t.url, shopper, `/api/shop/v1/orders/${order.id}`)).body.status).toBe("cancelled");
  });

  it("deliver to a saved address chosen in the form; another shopper's address is refused and nothing changes", async () => {
    const shopper = await newShopper(t);
    const other = await newShopper(t);
    const session = await sessionOf(shopper.cookie);
    const home = await t.services.account.addAddress(session.user.id, {
      label: "Home",
      line1: "1200 N High St",
      line2: "Apt 4",
      city: "Columbus",
      state: "OH",
      postal_code: "43201",
    });
    const theirs = await t.services.account.addAddress((await sessionOf(other.cookie)).user.id, {
      label: "Work",
      line1: "1 Main St",
      line2: "",
      city: "Columbus",
      state: "OH",
      postal_code: "43215",
    });
    await putLine(t.url, shopper, product!.id);
    const slot = await slotOf(t.url, COLUMBUS, "delivery");
    const form = { intent: "place", method: "delivery", slot_id: String(slot.id), nonce: shopper.nonce };

    const fp = await fingerprinter(t.database);
    const before = await fp();
    for (const saved of [String(theirs.id), "99999999", "home"]) {
      const res = await post(
        checkoutRoute.action as Action,
        "/checkout",
        { ...form, idempotency_key: `saved-refused-${saved}`, saved_address: saved },
        session,
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("Choose one of your saved addresses, or another address.");
    }
    expect(changedTables(before, await fp())).toEqual([]);

    // The typed fields are ignored when a saved address is chosen.
    const placed = await post(
      checkoutRoute.action as Action,
      "/checkout",
      { ...form, idempotency_key: "saved-address-0001", saved_address: String(home.id), line1: "ignored" },
      session,
    );
    expect(placed.status).toBe(302);
    const orderId = /\/my-account\/orders\/(\d+)/.exec(placed.headers.get("location") ?? "")?.[1];
    const order = (await as(t.url, shopper, `/api/shop/v1/orders/${orderId}`)).body as {
      address: { line1: string; line2: string; postal_code: string };
    };
    expect(order.address).toMatchObject({ line1: "1200 N High St", line2: "Apt 4", postal_code: "43201" });
  });
});
