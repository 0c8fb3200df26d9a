import { brotliCompressSync, gzipSync } from "node:zlib";
import { acceptsEncoding, acceptsGzip } from "../http/accept-encoding";
import type { StoredEntry } from "./entry-lifetime";
import { joinWithNonce, type PieceSums } from "./gzip-splice";
import { fillTemplate, type NonceTemplate } from "./nonce-template";
import { memoized } from "./page-cache-key";
import { BROTLI_PAGE_QUALITY } from "./brotli-nonce";
import { brotliParams } from "./brotli-window";

/** Smaller answers go uncompressed, as the compress middleware does. */
export const GZIP_THRESHOLD = 1024;

export interface Entry extends StoredEntry {
  key: string;
  status: number;
  headers: [string, string][];
  /** `Vary` of this entry's answers. */
  vary: string;
  /** The page cut at each nonce (views of the plain form's template). */
  pieces: Buffer[];
  sums: PieceSums;
  /**
   * Each encoding's body with slots for the nonce (server/page-cache/nonce-template.ts), made when a
   * visitor first asks for it: gzip on the spot, brotli off the request's path (page-cache.ts);
   * null until then (or when it could not be prepared).
   */
  forms: { identity: NonceTemplate; gzip: NonceTemplate | null; br: NonceTemplate | null };
  /** Whether the brotli form was asked for (prepared or being prepared: once per entry). */
  brotliAsked?: boolean;
  /** Whether the entry was answered once already: brotli is prepared only for a page asked again. */
  answered?: boolean;
  bytes: number;
  expires: number;
  /**
   * A hit's status line headers, one list per encoding (and with HSTS or not), flat as node's writeHead
   * takes them, built on the first fast hit of each (server/page-cache/fast-hits.ts).
   */
  heads?: Partial<Record<string, PreparedHead>>;
}

/** The headers of a hit in one encoding, prepared once: only the CSP (its nonce) is written per answer. */
export interface PreparedHead {
  /** Names and values, flat; `headers[csp]` is the CSP's value, rewritten before every writeHead. */
  headers: string[];
  csp: number;
  /** The body's length these headers announce (the form's). */
  length: number;
}

export type Encoding = "br" | "gzip" | "identity";

const takes = memoized((accept) => ({ br: acceptsEncoding(accept, "br"), gzip: acceptsGzip(accept) }), 128);

/** What this Accept-Encoding takes: brotli, gzip. */
export const acceptedBy = (accept: string): { br: boolean; gzip: boolean } => takes(accept);

/** The encoding an entry's answer takes for this Accept-Encoding: brotli, then gzip, else none (each only once its form is made). */
export function encodingFor(e: Entry, accept: string | undefined): Encoding {
  if (e.sums.size < GZIP_THRESHOLD || !accept) return "identity";
  const t = takes(accept);
  if (e.forms.br && t.br) return "br";
  return e.forms.gzip && t.gzip ? "gzip" : "identity";
}

/** The entry's form for `encoding` (a compressed one only once made: encodingFor chooses it only then). */
export function formFor(e: Entry, encoding: Encoding): NonceTemplate {
  return (encoding === "br" ? e.forms.br : encoding === "gzip" ? e.forms.gzip : null) ?? e.forms.identity;
}

/**
 * The body of an entry's answer with `nonce` in place, in `encoding`: a copy of its own, or (`pooled`)
 * one the caller gives back with releaseTemplate once it is written.
 */
export function encodeEntry(e: Entry, nonce: string, encoding: Encoding, pooled = false): Buffer {
  const body = fillTemplate(formFor(e, encoding), nonce, pooled);
  if (body) return body;
  // A nonce of another length than the page was cut for: compressed on the spot (never the case with
  // freshNonce, whose nonces all have one length).
  const plain = joinWithNonce(e.pieces, nonce);
  if (encoding === "br") return brotliCompressSync(plain, { params: brotliParams(plain.length, BROTLI_PAGE_QUALITY) });
  return encoding === "gzip" ? gzipSync(plain) : plain;
}
