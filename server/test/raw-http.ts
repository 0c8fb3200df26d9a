/**
 * A raw HTTP/1.1 client for hostile requests: any method, a path sent as given (no URL normalising),
 * a body on any method, repeated headers. Keep-alive by default (one agent per base url).
 */
import { Agent, request } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

export interface RawRequest {
  method: string;
  /** Path and query, sent as they are (see `rawPath` to make any string sendable). */
  path: string;
  headers?: Record<string, string | number | string[]>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
}

const agents = new Map<string, Agent>();
const agentFor = (key: string, keepAlive: boolean) => {
  if (!keepAlive) return false;
  let a = agents.get(key);
  if (!a) agents.set(key, (a = new Agent({ keepAlive: true, maxSockets: 4 })));
  return a;
};

/** Closes the keep-alive sockets (call in afterAll). */
export function closeRawAgents(): void {
  for (const a of agents.values()) a.destroy();
  agents.clear();
}

export function rawSend(base: string, req: RawRequest, opts: { keepAlive?: boolean; timeoutMs?: number } = {}): Promise<RawResponse> {
  return sendOnce(base, req, opts).catch((err: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
    // A kept-alive socket the server closed just as it was reused (after it refused to drain a body it
    // never read): the request never reached the app. Send it again on a connection of its own.
    if (err.reusedSocket && (err.code === "ECONNRESET" || err.code === "EPIPE")) return sendOnce(base, req, { ...opts, keepAlive: false });
    throw err;
  });
}

function sendOnce(base: string, req: RawRequest, opts: { keepAlive?: boolean; timeoutMs?: number }): Promise<RawResponse> {
  const u = new URL(base);
  const headers = { ...req.headers };
  // node sends a GET/DELETE body with neither length nor chunking unless told: say how long it is.
  if (req.body !== undefined && !Object.keys(headers).some((h) => /^(content-length|transfer-encoding)$/i.test(h)))
    headers["content-length"] = Buffer.byteLength(req.body);
  return new Promise((resolve, reject) => {
    let answered = false;
    const timeoutMs = opts.timeoutMs ?? 20_000;
    const timer = setTimeout(
      () => r.destroy(new Error(`no answer in ${timeoutMs} ms: ${req.method} ${req.path.slice(0, 200)}`)),
      timeoutMs,
    );
    const r = request(
      {
        host: u.hostname,
        port: u.port,
        method: req.method,
        path: req.path,
        headers,
        agent: agentFor(base, opts.keepAlive ?? true),
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          clearTimeout(timer);
          const text = decode(Buffer.concat(chunks), String(res.headers["content-encoding"] ?? "")).toString("utf8");
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
        res.on("error", (err) => {
          clearTimeout(timer);
          reject(err);
        });
      },
    );
    // The body may still be being written when the server answers (413) and closes: once the answer is
    // in, the request no longer listens on its socket, so that late EPIPE needs a listener of its own.
    r.on("socket", (socket) => {
      if (!socket.listeners("error").includes(ignoreLateWriteError)) socket.on("error", ignoreLateWriteError);
    });
    r.on("error", (err: NodeJS.ErrnoException) => {
      // The server may answer (413) and close before it has read the whole body: the answer counts.
      if (answered && (err.code === "EPIPE" || err.code === "ECONNRESET")) return;
      clearTimeout(timer);
      reject(Object.assign(err, { reusedSocket: r.reusedSocket }));
    });
    r.end(req.body);
  });
}

/** A socket error after the answer came (the request's own listener reports any before it). */
function ignoreLateWriteError(): void {}

function decode(body: Buffer, encoding: string): Buffer {
  if (body.length === 0) return body;
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "deflate") return inflateSync(body);
  if (encoding === "br") return brotliDecompressSync(body);
  return body;
}

/**
 * Any string as a request path node will send: characters outside visible ASCII are percent-encoded as
 * UTF-8 (a lone surrogate becomes the raw bytes of one, which is not valid UTF-8), everything else,
 * including stray `%`, `..` and `//`, is left as it is.
 */
export function rawPath(s: string): string {
  let out = "";
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (code > 0x20 && code < 0x7f) out += ch;
    else if (code >= 0xd800 && code <= 0xdfff)
      out += `%ED%${(0xa0 | ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    else for (const b of Buffer.from(ch, "utf8")) out += `%${b.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** Header values node will send: control characters and non-Latin-1 dropped. */
export function headerSafe(s: string): string {
  return s.replace(/[^\t\x20-\x7e\x80-\xff]/g, "");
}
