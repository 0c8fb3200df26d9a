import { localPath } from "../web/return-path";

/**
 * Where a shopper goes to sign in and how they come back. A control that needs an account (the heart,
 * "Add to list") sends a signed-out shopper to `/my-account?back=<this page>&then=<what they pressed>`;
 * once signed in (or registered) the sign-in form does what they pressed and sends them back.
 *
 * `back` is a path on this site only (`localPath`: never `//host`, `/\host` or an absolute address);
 * anything else comes back to the account page. `then` is one of the actions below, or nothing.
 */
export const SIGN_IN_PATH = "/my-account";

export type PendingAction = { kind: "favorite"; productId: number } | { kind: "list"; productId: number };

const POSITIVE_INT = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** The `then` parameter as written in addresses: `favorite:123`, `list:123`. */
export function pendingActionText(action: PendingAction): string {
  return `${action.kind}:${action.productId}`;
}

/** Reads a `then` parameter; null for anything that is not one of the actions. */
export function readPendingAction(value: unknown): PendingAction | null {
  if (typeof value !== "string") return null;
  const m = /^(favorite|list):(\d+)$/.exec(value);
  if (!m || !POSITIVE_INT.test(m[2]!) || Number(m[2]) > MAX_ID) return null;
  return { kind: m[1] as PendingAction["kind"], productId: Number(m[2]) };
}

/** Where to go after signing in: the same-site path asked for, else the account page. */
export function backAfterSignIn(value: unknown): string {
  return localPath(value) ?? SIGN_IN_PATH;
}

/** The sign-in address that brings the shopper back to `back` (a path of this site) with `then` done. */
export function signInHref(back: string | null, then: PendingAction | null = null): string {
  const params = new URLSearchParams();
  const safe = localPath(back);
  if (safe && safe !== SIGN_IN_PATH) params.set("back", safe);
  if (then) params.set("then", pendingActionText(then));
  const query = params.toString();
  return query ? `${SIGN_IN_PATH}?${query}` : SIGN_IN_PATH;
}
