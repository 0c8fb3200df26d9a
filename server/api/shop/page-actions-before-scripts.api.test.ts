/**
 * The page actions that answer a form sent before the page's scripts ran (or without them): "Make
 * This My Store", the site banner's Dismiss and the app banner's Close. Each sets its cookie and
 * sends the visitor back to the page named in the form (a path on this site only); with a session
 * the page's nonce is required; bad input is a 4xx in the error format and changes nothing. The
 * route actions run for real over the seeded database.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { DEMO, login, startTestServer, type TestServer } from "../../test/harness";
import { users } from "../../db/schema";
import { DEMO_STORE_IDS } from "../../db/seed/stores";
import type { SessionInfo as Session } from "../../services/auth";
import * as storeSelect from "#app/routes/store-select";
import * as siteBannerDismiss from "#app/routes/site-banner-dismiss";
import * as appBannerClose from "#app/routes/app-banner-close";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

type Action = (args: never) => Promise<unknown>;

/** Posts `body` to a route action as the browser would, with or without a session. */
async function post(
  action: Action,
  path: string,
  body: Record<string, string> | string,
  session: Session | null = null,
): Promise<Response> {
  const context = {
    services: t.services,
    auth: { session, user: session?.user ?? null, token: undefined },
    cspNonce: "",
    https: false,
    clientAddress: "127.0.0.1",
    render: { partial: false },
  } as unknown as AppLoadContext;
  const request =
    typeof body === "string"
      ? new Request(`http://aisle.test${path}`, { method: "POST", headers: { "content-type": "application/json" }, body })
      : new Request(`http://aisle.test${path}`, { method: "POST", body: new URLSearchParams(body) });
  const answer = await action({ request, context, params: {} } as never);
  // A Response (by shape: the test server's Node adapter brings its own Response class), or
  // `data(...)`: its body and init.
  if (answer && typeof answer === "object" && "status" in answer && "headers" in answer) return answer as Response;
  const { data, init } = answer as { data: unknown; init?: ResponseInit };
  return Response.json(data, init);
}

async function shopperSession(): Promise<{ session: Session; nonce: string }> {
  const { cookie, nonce } = await login(t.url, DEMO.shopper.email, DEMO.shopper.password);
  const token = decodeURIComponent(/aisle_session=([^;]+)/.exec(cookie)?.[1] ?? "");
  const session = await t.services.auth.sessionFromToken(token);
  if (!session) throw new Error("no session");
  return { session, nonce };
}

const DAYTON = DEMO_STORE_IDS.dayton;

describe("Make This My Store sent before the scripts ran", () => {
  it("sets the store and goes back to the page it came from", async () => {
    const res = await post(storeSelect.action as Action, "/store/select", {
      store_id: String(DAYTON),
      back: "/stores/dayton-far-hills?from=card",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/stores/dayton-far-hills?from=card");
    expect(res.headers.get("set-cookie")).toMatch(new RegExp(`^store_id=${DAYTON};`));
  });

  it("keeps a signed-in shopper's profile store, with the page's nonce", async () => {
    const { session, nonce } = await shopperSession();
    const refused = await post(
      storeSelect.action as Action,
      "/store/select",
      { store_id: String(DAYTON), back: "/stores", nonce: "forged" },
      session,
    );
    expect(refused.status).toBe(403);
    expect(refused.headers.get("set-cookie")).toBeNull();
    const res = await post(storeSelect.action as Action, "/store/select", { store_id: String(DAYTON), back: "/stores", nonce }, session);
    expect(res.headers.get("location")).toBe("/stores");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row!.storeId).toBe(DAYTON);
  });

  it("answers in the page, as before, when sent by the script (no page to go back to) or to an address off the site", async () => {
    for (const back of [undefined, "//evil.test/", "https://evil.test/"]) {
      const res = await post(storeSelect.action as Action, "/store/select", { store_id: String(DAYTON), ...(back ? { back } : {}) });
      expect(res.status).toBe(200);
      expect(res.headers.get("location")).toBeNull();
      expect(await res.json()).toMatchObject({ ok: true, store: { id: DAYTON } });
    }
  });
});

describe("banner Dismiss and Close sent before the scripts ran", () => {
  it("Dismiss keeps the banner's key for 30 days and goes back", async () => {
    const res = await post(siteBannerDismiss.action as Action, "/site-banner/dismiss", { key: "0a1b2c3d", back: "/contact" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/contact");
    expect(res.headers.get("set-cookie")).toBe("siteBannerDismissed=0a1b2c3d; Path=/; Max-Age=2592000; SameSite=Lax");
  });

  it("Close sets snackbarClosed for a month and goes back; home when the page is off the site", async () => {
    const res = await post(appBannerClose.action as Action, "/app-banner/close", { back: "//evil.test/x" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie")).toBe("snackbarClosed=true; Path=/; Max-Age=2628288; SameSite=Lax");
  });

  it("a bad key, or a body that is not a form, is refused in the error format, no cookie", async () => {
    for (const [action, path, body, status, code] of [
      [siteBannerDismiss.action, "/site-banner/dismiss", { key: "<script>", back: "/" }, 400, "invalid_param"],
      [siteBannerDismiss.action, "/site-banner/dismiss", { back: "/" }, 400, "invalid_param"],
      [appBannerClose.action, "/app-banner/close", JSON.stringify({ back: "/" }), 415, "unsupported_media_type"],
    ] as const) {
      const res = await post(action as Action, path, body);
      expect(res.status).toBe(status);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(await res.json()).toMatchObject({ code, message: expect.any(String), data: { status } });
    }
  });

  it("with a session, the page's nonce is required", async () => {
    const { session, nonce } = await shopperSession();
    for (const [action, path, form] of [
      [siteBannerDismiss.action, "/site-banner/dismiss", { key: "0a1b2c3d", back: "/" }],
      [appBannerClose.action, "/app-banner/close", { back: "/" }],
    ] as const) {
      const refused = await post(action as Action, path, { ...form, nonce: "forged" }, session);
      expect(refused.status).toBe(403);
      expect(refused.headers.get("set-cookie")).toBeNull();
      expect(await refused.json()).toMatchObject({ code: "invalid_nonce", data: { status: 403 } });
      const res = await post(action as Action, path, { ...form, nonce }, session);
      expect(res.status).toBe(302);
    }
  });
});
