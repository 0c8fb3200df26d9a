import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { AppEnv } from "./env";

/** Longer than any address: a longer entry is junk, cut short before it keys anything. */
const MAX_ADDRESS_LENGTH = 100;

/**
 * The client's address in an X-Forwarded-For value, given how many proxies of ours (`hops`, at
 * least 1) appended to it: each proxy appends the address it received the request from, so the
 * outermost proxy's entry is the `hops`-th from the right. Entries further left were written by the
 * client and prove nothing. With fewer entries than hops, the request skipped the outer proxies and
 * the left-most entry is what the first proxy of ours saw. Null when there is no usable entry.
 */
export function forwardedClient(header: string | undefined, hops: number): string | null {
  if (!header) return null;
  const entries = header.split(",");
  const entry = entries[Math.max(0, entries.length - Math.max(1, hops))]!.trim();
  return entry ? entry.slice(0, MAX_ADDRESS_LENGTH) : null;
}

/** The address of the socket's peer (the proxy, when there is one). */
export function socketAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * The client's address, which keys the rate limits: the socket's, or, when TRUST_PROXY is on, the
 * X-Forwarded-For entry our outermost proxy appended (TRUST_PROXY_HOPS from the right).
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get("trustProxy")) {
    const forwarded = forwardedClient(c.req.header("x-forwarded-for"), c.get("proxyHops"));
    if (forwarded) return forwarded;
  }
  return socketAddress(c);
}
