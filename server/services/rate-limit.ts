import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitHits } from "../db/schema";
import { tooManyAttempts } from "../http/errors";
import { FIELD_LIMITS } from "../../core/limits/limits";

/**
 * A client address as rate limits store and count it: bounded, since it comes from a header when a
 * proxy is trusted (a longer value is not an address any proxy wrote, and still keys its own bucket).
 */
export const addressKey = (address: string) => address.slice(0, FIELD_LIMITS.clientAddress);

/** A transaction handle, as `db.transaction` passes it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface RateLimit {
  /** How many actions the window allows. */
  max: number;
  windowMs: number;
}

/** A wait in seconds as a refusal message words it: "a minute", "5 minutes". */
export function minutesText(seconds: number): string {
  const n = Math.ceil(seconds / 60);
  return n <= 1 ? "a minute" : `${n} minutes`;
}

/** Any constant (not the migration or bootstrap lock's): the first half of the per-key transaction lock. */
const RATE_LIMIT_LOCK = 727_003;
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Counts accepted actions per scope and key (a client address) in the database, so the limit holds
 * across every instance. `take` runs inside the caller's transaction, which also writes what the
 * action stores: when the limit is reached it throws 429 and the transaction stores nothing; when
 * the action fails, its hit is rolled back with it.
 */
export function createRateLimiter(db: Db, now: () => Date = () => new Date()) {
  return {
    /**
     * Records one action for the client `address` in `scope`, or throws 429 too_many_attempts (with Retry-After: when
     * the oldest action that still counts leaves the window) when `limit.max` already happened in it.
     * Requests for the same scope and address wait for each other (an advisory lock held until commit),
     * so a burst of concurrent requests cannot all pass the count before any of them is recorded.
     */
    async take(tx: Tx, scope: string, address: string, limit: RateLimit, message: (retryAfterSeconds: number) => string): Promise<void> {
      const key = addressKey(address);
      await tx.execute(sql`select pg_advisory_xact_lock(${RATE_LIMIT_LOCK}, hashtext(${`${scope}|${key}`}))`);
      const at = now();
      const since = new Date(at.getTime() - limit.windowMs);
      const recent = await tx
        .select({ at: rateLimitHits.at })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.scope, scope), eq(rateLimitHits.key, key), gt(rateLimitHits.at, since)))
        .orderBy(desc(rateLimitHits.at))
        .limit(limit.max);
      if (recent.length >= limit.max) {
        // A place frees up when the max-th newest action leaves the window.
        const freesAt = recent[limit.max - 1]!.at.getTime() + limit.windowMs;
        const seconds = Math.max(1, Math.ceil((freesAt - at.getTime()) / 1000));
        throw tooManyAttempts(message(seconds), seconds);
      }
      await tx.insert(rateLimitHits).values({ scope, key, at });
    },

    /** Forgets actions too old to count for any limit. */
    async prune(): Promise<void> {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(now().getTime() - PRUNE_AFTER_MS)));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
