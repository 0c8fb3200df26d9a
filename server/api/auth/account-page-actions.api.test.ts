/**
 * The account area's page actions over the seeded database: the name, addresses, preferences and
 * password saved with the page's nonce; bad input, a missing nonce, another shopper's address and a
 * too short a new password are refused with nothing changed; a new password ends the other sessions,
 * and password changes are limited.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/harness";
import { changedTables, fingerprinter } from "../../test/db-fingerprint";
import { newShopper } from "../../test/cart-support";
import { postPage } from "../../test/page-post";
import { SESSION_COOKIE, type SessionInfo } from "../../services/auth";
import * as profileRoute from "#app/routes/my-account-profile";
import * as addressesRoute from "#app/routes/my-account-addresses";
import * as preferencesRoute from "#app/routes/my-account-preferences";
import * as passwordRoute from "#app/routes/my-account-password";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

type Action = (args: never) => Promise<unknown>;
type LoggedIn = Awaited<ReturnType<typeof newShopper>>;

async function sessionOf(who: LoggedIn): Promise<SessionInfo> {
  const token = decodeURIComponent(new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(who.cookie)?.[1] ?? "");
  return (await t.services.auth.sessionFromToken(token))!;
}

const ADDRESS = { label: "Home", line1: "12 Elm Street", line2: "", city: "Columbus", state: "oh", postal_code: "43215" };

describe("account page actions", () => {
  it("save the name, an address, the preferences", async () => {
    const who = await newShopper(t);
    const session = await sessionOf(who);
    expect(
      (
        await postPage(
          t,
          profileRoute.action as Action,
          "/my-account/profile",
          { intent: "profile", name: "  New Name ", nonce: who.nonce },
          session,
        )
      ).status,
    ).toBe(200);
    expect((await t.services.auth.sessionFromToken(who.cookie.split("=")[1]))?.user.name).toBe("New Name");

    expect(
      (
        await postPage(
          t,
          addressesRoute.action as Action,
          "/my-account/addresses",
          { intent: "add", ...ADDRESS, nonce: who.nonce },
          session,
        )
      ).status,
    ).toBe(200);
    const [saved] = await t.services.account.addresses(who.user.id);
    expect(saved).toMatchObject({ label: "Home", state: "OH", postal_code: "43215" });
    const edited = await postPage(
      t,
      addressesRoute.action as Action,
      "/my-account/addresses",
      { intent: "edit", id: String(saved!.id), ...ADDRESS, line1: "14 Elm Street", nonce: who.nonce },
      session,
    );
    expect(edited.status).toBe(200);
    expect((await t.services.account.addresses(who.user.id))[0]?.line1).toBe("14 Elm Street");

    const prefs = await postPage(
      t,
      preferencesRoute.action as Action,
      "/my-account/preferences",
      { intent: "preferences", store_id: "1001", weekly_ad_email: "on", nonce: who.nonce },
      session,
    );
    expect(prefs.status).toBe(200);
    expect(prefs.headers.get("set-cookie")).toMatch(/^store_id=1001/);
    expect(await t.services.account.preferences(who.user.id)).toEqual({ weekly_ad_email: true, order_texts: false });

    expect(
      (
        await postPage(
          t,
          addressesRoute.action as Action,
          "/my-account/addresses",
          { intent: "delete", id: String(saved!.id), nonce: who.nonce },
          session,
        )
      ).status,
    ).toBe(200);
    expect(await t.services.account.addresses(who.user.id)).toEqual([]);
  });

  it("refuse bad input, a missing nonce, another shopper's address and too short a password, changing nothing", async () => {
    const who = await newShopper(t);
    const other = await newShopper(t);
    const session = await sessionOf(who);
    await t.services.account.addAddress(other.user.id, { ...ADDRESS, state: "OH" });
    const [theirs] = await t.services.account.addresses(other.user.id);
    const fp = await fingerprinter(t.database);
    const before = await fp();
    const n = who.nonce;
    for (const [action, path, body, status] of [
      [profileRoute.action, "/my-account/profile", { intent: "profile", name: "   ", nonce: n }, 400],
      [profileRoute.action, "/my-account/profile", { intent: "profile", name: "x".repeat(101), nonce: n }, 400],
      [profileRoute.action, "/my-account/profile", { intent: "profile", name: "Someone" }, 403],
      [profileRoute.action, "/my-account/profile", { intent: "profile", name: "Someone", nonce: "forged" }, 403],
      [profileRoute.action, "/my-account/profile", '{"intent":"profile"}', 415],
      [addressesRoute.action, "/my-account/addresses", { intent: "add", ...ADDRESS, postal_code: "4321", nonce: n }, 400],
      [addressesRoute.action, "/my-account/addresses", { intent: "add", ...ADDRESS, state: "Ohio", nonce: n }, 400],
      [addressesRoute.action, "/my-account/addresses", { intent: "add", ...ADDRESS, line1: "", nonce: n }, 400],
      [addressesRoute.action, "/my-account/addresses", { intent: "edit", id: String(theirs!.id), ...ADDRESS, nonce: n }, 404],
      [addressesRoute.action, "/my-account/addresses", { intent: "delete", id: String(theirs!.id), nonce: n }, 404],
      [addressesRoute.action, "/my-account/addresses", { intent: "delete", id: "abc", nonce: n }, 404],
      [addressesRoute.action, "/my-account/addresses", { intent: "explode", nonce: n }, 400],
      [preferencesRoute.action, "/my-account/preferences", { intent: "preferences", store_id: "999999", nonce: n }, 404],
      [preferencesRoute.action, "/my-account/preferences", { intent: "preferences", store_id: "1.5", nonce: n }, 400],
      [passwordRoute.action, "/my-account/password", { intent: "password", current: "cart-shopper-1", next: "short", nonce: n }, 400],
    ] as const) {
      expect((await postPage(t, action as Action, path, body, session)).status, JSON.stringify(body)).toBe(status);
    }
    expect(changedTables(before, await fp())).toEqual([]);
  });

  it("a new password ends the shopper's other sessions at once and keeps this one; guesses are limited", async () => {
    const who = await newShopper(t);
    const session = await sessionOf(who);
    const wrong = await postPage(
      t,
      passwordRoute.action as Action,
      "/my-account/password",
      { intent: "password", current: "wrong-password-1", next: "another-password-1", nonce: who.nonce },
      session,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ form: "password", errors: { current: "is incorrect" } });
    const elsewhere = await t.services.auth.login(who.user.email, "cart-shopper-1", "10.99.0.1");
    expect(await t.services.auth.sessionFromToken(elsewhere.token)).not.toBeNull();
    const res = await postPage(
      t,
      passwordRoute.action as Action,
      "/my-account/password",
      { intent: "password", current: "cart-shopper-1", next: "a-new-password-1", nonce: who.nonce },
      session,
    );
    expect(res.status).toBe(200);
    expect(await t.services.auth.sessionFromToken(elsewhere.token)).toBeNull();
    expect(await t.services.auth.sessionFromToken(who.cookie.split("=")[1])).not.toBeNull();
    await expect(t.services.auth.login(who.user.email, "cart-shopper-1", "10.99.0.2")).rejects.toMatchObject({ status: 401 });
    for (let i = 0; i < 3; i++)
      await postPage(
        t,
        passwordRoute.action as Action,
        "/my-account/password",
        { intent: "password", current: "wrong-password-1", next: "another-password-1", nonce: who.nonce },
        session,
      );
    const limited = await postPage(
      t,
      passwordRoute.action as Action,
      "/my-account/password",
      { intent: "password", current: "a-new-password-1", next: "a-third-password-1", nonce: who.nonce },
      session,
    );
    expect(limited.status).toBe(429);
  });
});
