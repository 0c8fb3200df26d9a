import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "./env";
import type { Store } from "../../core/stores/store-types";

import { STORE_COOKIE } from "../../core/frame/page-cookies";

export { STORE_COOKIE };
const ONE_YEAR = 365 * 24 * 60 * 60;

/** The selected store id: the cookie, else a logged-in shopper's profile store. */
export function selectedStoreId(cookieValue: string | undefined, profileStoreId: number | null | undefined): number | null {
  if (cookieValue && /^[1-9]\d{0,9}$/.test(cookieValue)) return Number(cookieValue);
  return profileStoreId ?? null;
}

export async function currentStore(c: Context<AppEnv>): Promise<Store | null> {
  const id = selectedStoreId(getCookie(c, STORE_COOKIE), c.get("auth").session?.user.store_id);
  if (id === null) return null;
  return (await c.get("services").stores.get(id)) ?? null;
}

export function storeCookieHeader(storeId: number, secure: boolean): string {
  return `${STORE_COOKIE}=${storeId}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function setStoreCookie(c: Context<AppEnv>, storeId: number): void {
  setCookie(c, STORE_COOKIE, String(storeId), { path: "/", maxAge: ONE_YEAR, sameSite: "Lax", secure: c.get("https") });
}
