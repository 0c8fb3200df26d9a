import { lookup as dnsLookup } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import http from "node:http";
import https from "node:https";
import { isLoopbackAddress, isPublicAddress } from "#core/web/ip-address";
import { MEDIA_LIMITS } from "#core/limits/limits";

/**
 * Fetching an address an editor gave (an imported page's image) from the server, guarded against
 * server-side request forgery (docs/media.md): http(s) only; the name is resolved here and every
 * address it resolves to must be public (no loopback, private, link-local or metadata address), and
 * the connection goes to that checked address, not to the name again (no second look-up to rebind);
 * redirects are followed only after the same checks, at most MEDIA_LIMITS.fetchRedirects; the whole
 * fetch has a time cap and the body a size cap. Loopback may be allowed for tests only
 * (AISLE_IMPORT_FETCH_ALLOW_LOOPBACK), never in production.
 */
export interface RemoteFetchOptions {
  maxBytes: number;
  timeoutMs?: number;
  maxRedirects?: number;
  allowLoopback?: boolean;
  /** Resolves a name to its addresses (tests give their own). */
  resolve?: (host: string) => Promise<Array<{ address: string; family: number }>>;
}

/** Why a fetch was refused or failed, in words an import warning can carry. */
export class RemoteFetchError extends Error {}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const defaultResolve = (host: string) => dnsLookup(host, { all: true, verbatim: true });

/** The one address to connect to for a URL's host: every resolved address checked. */
async function checkedAddress(url: URL, opts: RemoteFetchOptions): Promise<{ address: string; family: number }> {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new RemoteFetchError(`only http and https addresses are fetched`);
  if (url.username || url.password) throw new RemoteFetchError("addresses with credentials are not fetched");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(host);
  const found = literal ? [{ address: host, family: literal }] : await (opts.resolve ?? defaultResolve)(host).catch(() => []);
  if (found.length === 0) throw new RemoteFetchError(`the host ${host} could not be found`);
  const allowed = (a: string) => isPublicAddress(a) || (opts.allowLoopback === true && isLoopbackAddress(a));
  const refused = found.find((a) => !allowed(a.address));
  if (refused) throw new RemoteFetchError(`the host ${host} is at an address that is not fetched (${refused.address})`);
  return found[0]!;
}

/** One request to a checked address; the answer's status, headers and (for a 200) body within the cap. */
function requestOnce(
  url: URL,
  target: { address: string; family: number },
  opts: RemoteFetchOptions,
  signal: AbortSignal,
): Promise<{ status: number; location?: string; contentType?: string; body?: Buffer }> {
  // The connection goes to the checked address; the URL keeps the name for Host and TLS (SNI, certificate).
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { lookup: pinned, signal, headers: { accept: "image/*", "user-agent": "Aisle media import" } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status !== 200) {
        res.resume();
        resolve({ status, location: res.headers.location });
        return;
      }
      const declared = Number(res.headers["content-length"] ?? NaN);
      if (declared > opts.maxBytes) {
        res.destroy();
        reject(new RemoteFetchError(`the image is larger than ${opts.maxBytes} bytes`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > opts.maxBytes) {
          res.destroy();
          reject(new RemoteFetchError(`the image is larger than ${opts.maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      res.on("end", () => resolve({ status, contentType: res.headers["content-type"], body: Buffer.concat(chunks) }));
      res.on("error", (err) => reject(new RemoteFetchError(signal.aborted ? "it took too long" : err.message)));
      // Cut off before its end (a time-out, a dropped connection): a promise settled already ignores this.
      res.on("close", () => reject(new RemoteFetchError(signal.aborted ? "it took too long" : "the connection closed early")));
    });
    req.on("error", (err) =>
      reject(
        new RemoteFetchError(
          signal.aborted ? "it took too long" : `it could not be fetched (${(err as NodeJS.ErrnoException).code ?? err.message})`,
        ),
      ),
    );
  });
}

/** The bytes at `address`, after the checks above; throws RemoteFetchError saying why not. */
export async function fetchRemote(address: string, opts: RemoteFetchOptions): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new RemoteFetchError("it is not an address");
  }
  const signal = AbortSignal.timeout(opts.timeoutMs ?? MEDIA_LIMITS.fetchTimeoutMs);
  const maxRedirects = opts.maxRedirects ?? MEDIA_LIMITS.fetchRedirects;
  for (let hop = 0; ; hop++) {
    const target = await checkedAddress(url, opts);
    const answer = await requestOnce(url, target, opts, signal);
    if (answer.status === 200) return answer.body!;
    if (REDIRECTS.has(answer.status) && answer.location) {
      if (hop >= maxRedirects) throw new RemoteFetchError(`it redirected more than ${maxRedirects} times`);
      try {
        url = new URL(answer.location, url);
      } catch {
        throw new RemoteFetchError("it redirected to something that is not an address");
      }
      continue;
    }
    throw new RemoteFetchError(`the server answered ${answer.status}`);
  }
}
