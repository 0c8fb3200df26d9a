/**
 * A page that needs a related store (/catering/shop, /wine/shop) switches to it (docs/design/store-context.md);
 * when the switch can't be made (the store is marked not selectable) the visitor goes to the
 * landing page instead, and a signed-in shopper's profile store follows a switch. The route's loader
 * runs for real over the seeded database.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { DEMO, login, startTestServer, type TestServer } from "../../test/harness";
import { stores, users } from "../../db/schema";
import { DEMO_STORE_IDS } from "../../db/seed/stores";
import * as cateringShop from "#app/routes/catering-shop";

const COLUMBUS = DEMO_STORE_IDS.columbus;
const COLUMBUS_CATERING = COLUMBUS + 1000;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function visitCateringShop(auth: { session: unknown; user: unknown } = { session: null, user: null }): Promise<Response> {
  const context = {
    services: t.services,
    auth: { ...auth, token: undefined },
    cspNonce: "",
    https: false,
    clientAddress: "127.0.0.1",
    render: { partial: false },
    builder: { dataRequest: false, html: new Map() },
  } as unknown as AppLoadContext;
  const request = new Request("http://aisle.test/catering/shop?aisle=1", { headers: { cookie: `store_id=${COLUMBUS}` } });
  try {
    await cateringShop.loader({ request, context, params: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("the loader did not redirect");
}

async function setSelectable(id: number, selectable: boolean) {
  await t.database.db.update(stores).set({ isSelectable: selectable }).where(eq(stores.id, id));
  await t.services.version.bump();
}

describe("catering shop store requirement", () => {
  it("switches to the store's catering store: same address, store cookie set", async () => {
    const res = await visitCateringShop();
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/catering/shop?aisle=1");
    expect(res.headers.get("set-cookie")).toMatch(new RegExp(`^store_id=${COLUMBUS_CATERING};`));
  });

  it("a catering store that can't be selected sends the visitor to the catering landing page, cookie untouched", async () => {
    await setSelectable(COLUMBUS_CATERING, false);
    try {
      const res = await visitCateringShop();
      expect(res.headers.get("location")).toBe("/catering");
      expect(res.headers.get("set-cookie")).toBeNull();
      // The landing page reads the same map: it offers no way back into the shop (no loop).
      const columbus = await t.services.stores.get(COLUMBUS);
      expect((await t.services.stores.storeMap(columbus)).cateringStoreId).toBeNull();
    } finally {
      await setSelectable(COLUMBUS_CATERING, true);
    }
  });

  it("a signed-in shopper's profile store follows the switch", async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, DEMO.shopper.email));
    const session = await t.services.auth.sessionFromToken(await tokenFor(DEMO.shopper.email, DEMO.shopper.password));
    expect(session?.user.id).toBe(row!.id);
    const res = await visitCateringShop({ session, user: session!.user });
    expect(res.headers.get("set-cookie")).toMatch(new RegExp(`^store_id=${COLUMBUS_CATERING};`));
    const [after] = await t.database.db.select().from(users).where(eq(users.id, row!.id));
    expect(after!.storeId).toBe(COLUMBUS_CATERING);
  });
});

/** A fresh session token for a demo login, from the session cookie the API sets. */
async function tokenFor(email: string, password: string): Promise<string> {
  const { cookie } = await login(t.url, email, password);
  const token = /aisle_session=([^;]+)/.exec(cookie)?.[1];
  if (!token) throw new Error("no session cookie");
  return decodeURIComponent(token);
}
