import { STORE_COOKIE } from "./page-cookies";

/** The selected store's cookie: read by the server and the pages, written by both. */
export { STORE_COOKIE };
export const ONE_YEAR = 365 * 24 * 60 * 60;

/** The selected store id: the cookie, else a logged-in shopper's profile store. */
export function selectedStoreId(cookieValue: string | undefined, profileStoreId: number | null | undefined): number | null {
  if (cookieValue && /^[1-9]\d{0,9}$/.test(cookieValue)) return Number(cookieValue);
  return profileStoreId ?? null;
}

/** The Set-Cookie header that selects `storeId` for a year. */
export function storeCookieHeader(storeId: number, secure: boolean): string {
  return `${STORE_COOKIE}=${storeId}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
