import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import { posts } from "../db/schema";
import type { ContentVersion } from "./content-version";

/**
 * A published post dated in the future is scheduled: visitors see it from its date on. The posts
 * visitors see change only at those dates, so cached lists are keyed by the last one passed (the
 * "epoch"); the dates still to come are read once per content version (any write bumps it).
 */
export function createPostSchedule(db: Db, version: ContentVersion, now: () => Date) {
  let loaded: { version: number; times: Promise<number[]> } | null = null;
  const upcoming = (): Promise<number[]> => {
    const v = version.current();
    if (!loaded || loaded.version !== v) {
      const times = db
        .select({ at: posts.publishedAt })
        .from(posts)
        .where(and(eq(posts.status, "publish"), gt(posts.publishedAt, now())))
        .then((rows) => [...new Set(rows.map((r) => r.at.getTime()))].sort((a, b) => a - b));
      loaded = { version: v, times };
      times.catch(() => {
        if (loaded?.times === times) loaded = null;
      });
    }
    return loaded.times;
  };
  return {
    /** The instant that decides what visitors see now: now itself, for the query. */
    now,
    /** The last scheduled date passed since the dates were read (0 when none): a key part for caches. */
    async epoch(): Promise<number> {
      const t = now().getTime();
      let passed = 0;
      for (const at of await upcoming()) {
        if (at > t) break;
        passed = at;
      }
      return passed;
    },
  };
}

export type PostSchedule = ReturnType<typeof createPostSchedule>;
