import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import type { AppEnv } from "./env";
import { clientAddress } from "./client-address";

/** An address of this machine's loopback interface: 127.0.0.0/8, ::1, or 127.x mapped into IPv6. */
export function isLoopback(address: string): boolean {
  const a = address.trim().toLowerCase();
  if (a === "::1" || a === "0:0:0:0:0:0:0:1") return true;
  const v4 = a.startsWith("::ffff:") ? a.slice("::ffff:".length) : a;
  const m = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(v4);
  return m !== null && m.slice(1).every((part) => Number(part) <= 255);
}

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Whether an Authorization header is `Bearer <token>` (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const m = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? "");
  return m !== null && timingSafeEqual(digest(m[1]!), digest(token));
}

/** Headers a proxy adds: a request carrying one came through some proxy, not straight from this machine. */
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

/**
 * Who may read `/metrics`: a client on loopback (behind a trusted proxy, the real client, not the
 * proxy; without TRUST_PROXY, a request that says it was forwarded is not a local one), or anyone who
 * presents METRICS_TOKEN as a bearer token when one is configured.
 */
export function metricsAllowed(c: Context<AppEnv>, token: string | undefined): boolean {
  if (token && bearerMatches(c.req.header("authorization"), token)) return true;
  if (!c.get("trustProxy") && FORWARDING_HEADERS.some((h) => c.req.header(h) !== undefined)) return false;
  return isLoopback(clientAddress(c));
}
