import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "./env";
import type { Store } from "../../core/stores/store-types";

import { ONE_YEAR, selectedStoreId, STORE_COOKIE, storeCookieHeader } from "#core/frame/store-cookie";

export { selectedStoreId, STORE_COOKIE, storeCookieHeader };

export async function currentStore(c: Context<AppEnv>): Promise<Store | null> {
  const id = selectedStoreId(getCookie(c, STORE_COOKIE), c.get("auth").session?.user.store_id);
  if (id === null) return null;
  return (await c.get("services").stores.get(id)) ?? null;
}

export function setStoreCookie(c: Context<AppEnv>, storeId: number): void {
  setCookie(c, STORE_COOKIE, String(storeId), { path: "/", maxAge: ONE_YEAR, sameSite: "Lax", secure: c.get("https") });
}
