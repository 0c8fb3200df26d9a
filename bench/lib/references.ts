import { spawn, type ChildProcess } from "node:child_process";
import { createServer, request, type Server } from "node:http";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";

/** A body exactly as a server put it on the wire, with what decodes it. */
export interface WireBody {
  status: number;
  body: Buffer;
  contentType: string;
  contentEncoding: string | null;
  cacheStatus: string | null;
  /** Every response header the server sent but those of the connection and the framing, as sent. */
  headers: [string, string][];
}

/** Headers of the connection and the framing: every reference sets its own. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

/** One GET with node:http, the body kept as sent (compressed when the server compressed it). */
export function fetchWire(url: string, headers: Record<string, string>, post?: string): Promise<WireBody> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: post === undefined ? "GET" : "POST", headers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          contentType: String(res.headers["content-type"] ?? ""),
          contentEncoding: res.headers["content-encoding"] ? String(res.headers["content-encoding"]) : null,
          cacheStatus: res.headers["x-aisle-cache"] ? String(res.headers["x-aisle-cache"]) : null,
          headers: pairs(res.rawHeaders).filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())),
        }),
      );
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`${post === undefined ? "GET" : "POST"} ${url} timed out`)));
    req.on("error", reject);
    req.end(post);
  });
}

const pairs = (flat: string[]): [string, string][] => Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i]!, flat[2 * i + 1]!]);

export interface Reference {
  /** The base URL; every path answers the registered body. */
  url: string;
  /** Path of the body registered under `name`. */
  path(name: string): string;
  close(): Promise<void>;
}

/**
 * The floor of the hardware: raw node:http answering bytes held in memory, nothing else per request
 * (no router, no headers beyond type, encoding and length). With `sameHeaders`, each answer also
 * carries every header the target sent (security headers, CSP with the nonce it had, Vary, cache
 * state...): what of the gap to the floor is the headers' cost in node itself.
 */
export async function startRawNode(bodies: Map<string, WireBody>, port = 0, opts: { sameHeaders?: boolean } = {}): Promise<Reference> {
  const byPath = new Map<string, { body: Buffer; headers: (string | number)[] }>();
  for (const [name, w] of bodies) {
    const headers: (string | number)[] = ["Content-Type", w.contentType, "Content-Length", w.body.length];
    if (w.contentEncoding) headers.push("Content-Encoding", w.contentEncoding);
    if (opts.sameHeaders) for (const [k, v] of w.headers) if (!/^content-(type|encoding)$/i.test(k)) headers.push(k, v);
    byPath.set(`/${name}`, { body: w.body, headers });
  }
  const server: Server = createServer((req, res) => {
    const hit = byPath.get(req.url ?? "");
    if (!hit) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, hit.headers).end(hit.body);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    path: (name) => `/${name}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p)) ?? null;

/**
 * nginx serving the same bytes as a file, precompressed (`gzip_static`), from a temporary prefix with
 * its own config, logs and pid file, as the current user; one worker, like one Node process.
 */
export async function startNginx(bodies: Map<string, WireBody>, port: number): Promise<Reference | null> {
  if (!NGINX) return null;
  const dir = await mkdtemp(join(tmpdir(), "aisle-bench-nginx-"));
  const root = join(dir, "root");
  await mkdir(root);
  // Started as root, nginx's workers drop to an unprivileged user: they must be able to read the files.
  await chmod(dir, 0o755);
  await chmod(root, 0o755);
  const types = new Map<string, string>();
  for (const [name, w] of bodies) {
    const ext = w.contentType.includes("json") ? "json" : "html";
    const file = `${name}.${ext}`;
    types.set(name, file);
    // gzip_static answers the .gz file to a client that takes gzip; the plain file is there for the others.
    if (w.contentEncoding === "gzip") {
      await writeFile(join(root, file), gunzipSync(w.body));
      await writeFile(join(root, `${file}.gz`), w.body);
    } else if (w.contentEncoding === "br") {
      // No brotli module in Debian's nginx: the brotli body is a file answered with its encoding header.
      types.set(name, `${file}.br`);
      await writeFile(join(root, `${file}.br`), w.body);
    } else {
      await writeFile(join(root, file), w.body);
    }
  }
  const conf = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  types { text/html html; application/json json; }
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  keepalive_timeout 65;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    etag off;
    location ~ \\.html\\.br$ { types { } default_type text/html; add_header Content-Encoding br; }
    location ~ \\.json\\.br$ { types { } default_type application/json; add_header Content-Encoding br; }
  }
}
`;
  await writeFile(join(dir, "nginx.conf"), conf);
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => (stderr += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const first = [...types.values()][0];
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await rm(dir, { recursive: true, force: true });
      throw new Error(`nginx exited: ${stderr.slice(-400)}`);
    }
    const ok = await fetchWire(`${url}/${first ?? ""}`, {}).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      await rm(dir, { recursive: true, force: true });
      throw new Error(`nginx did not answer within 10 s: ${stderr.slice(-400)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    path: (name) => `/${types.get(name) ?? name}`,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGQUIT");
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
