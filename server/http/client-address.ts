import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { AppEnv } from "./env";

/** The client's address: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY is on. */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get("trustProxy")) {
    const fwd = c.req.header("x-forwarded-for");
    if (fwd) return fwd.split(",")[0]!.trim();
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
