import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { createCache } from "../cache";

/**
 * The products endpoint's answers, kept as the bytes sent (decision 0063): one per shop, store and
 * query, its JSON written once, its gzip form made once, its ETag the hash of the JSON. A store's
 * list is the same for every caller (the session plays no part), so anonymous and signed-in callers
 * share it. An answer lives until the content version moves or until the next sale or deal of its
 * list starts or ends, whichever is first; the whole is bounded in bytes and shown in `/metrics` as
 * `catalog.answers`.
 */

export interface CatalogAnswer {
  /** The JSON as sent without compression. */
  body: Buffer;
  /** Its gzip form, or null when the body is too small to be worth compressing. */
  gzip: Buffer | null;
  /** A weak validator (`W/"…"`, the same for both forms): the same JSON, the same ETag. */
  etag: string;
}

/** What an answer is made from: the value to send and until when (epoch ms) it holds, null for no end. */
export interface Listed {
  value: unknown;
  until: number | null;
}

export interface CatalogAnswersOptions {
  /** The content version: a change empties the answers. */
  version: () => number;
  maxBytes?: number;
  maxEntries?: number;
  /** Bodies below this go without a gzip form (default 1024, as compressResponses). */
  gzipThreshold?: number;
  now?: () => number;
}

/** Bytes an answer holds: both forms and its key, and a little for the slot. */
export const answerBytes = (a: CatalogAnswer, key: string): number => a.body.length + (a.gzip?.length ?? 0) + key.length * 2 + 128;

export function createCatalogAnswers(opts: CatalogAnswersOptions) {
  const threshold = opts.gzipThreshold ?? 1024;
  const cache = createCache<CatalogAnswer>({
    name: "catalog.answers",
    maxBytes: opts.maxBytes ?? 16 * 1024 * 1024,
    maxEntries: opts.maxEntries ?? 4000,
    sizeOf: answerBytes,
    version: opts.version,
    now: opts.now,
  });

  return {
    /** The answer kept under `key`, or the one `list` makes (simultaneous misses share one). */
    answer(key: string, list: () => Promise<Listed>): Promise<CatalogAnswer> {
      return cache.load(key, async (control) => {
        const { value, until } = await list();
        if (until !== null) control.until = until;
        const body = Buffer.from(JSON.stringify(value));
        const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
        return { body, gzip: body.length >= threshold ? gzipSync(body, { level: 6 }) : null, etag };
      });
    },
    counts: cache.counts,
    clear: cache.clear,
  };
}

export type CatalogAnswers = ReturnType<typeof createCatalogAnswers>;

const opaque = (tag: string) => (tag.startsWith("W/") ? tag.slice(2) : tag);

/** Whether an If-None-Match header names this ETag (by weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const mine = opaque(etag);
  for (const raw of header.split(",")) {
    const tag = raw.trim();
    if (tag === "*" || opaque(tag) === mine) return true;
  }
  return false;
}
