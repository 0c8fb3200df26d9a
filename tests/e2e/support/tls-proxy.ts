/**
 * Debian's nginx in front of a server, ending TLS with a certificate made at test time, run from
 * docs/nginx/aisle-tls-proxy.conf exactly as docs/deploy.md shows it: the file's `{{name}}` values
 * filled in, inside a small nginx.conf of the test's own (no daemon, one process, pid, logs and
 * temporary files in the test's folder), so it needs no system configuration and leaves nothing behind.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { join, resolve } from "node:path";
import { runCommand } from "#scripts/lib/server-process";
import { until } from "#server/test/spawn-server";

export const NGINX_PATH = "/usr/sbin/nginx";
/** The site configuration operators copy, with `{{name}}` where their values go. */
export const NGINX_SITE_TEMPLATE = "docs/nginx/aisle-tls-proxy.conf";

export type SiteValues = Record<"aisle" | "listen" | "server_name" | "certificate" | "certificate_key", string>;

/** The template with every `{{name}}` replaced; a name without a value is an error, not a blank. */
export function renderSite(template: string, values: SiteValues): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = (values as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`${NGINX_SITE_TEMPLATE}: no value for {{${name}}}`);
    return value;
  });
}

/** A self-signed certificate for localhost and 127.0.0.1, valid for a day. */
async function makeCertificate(dir: string): Promise<{ certificate: string; key: string }> {
  const certificate = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  const args = ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"];
  args.push("-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", key, "-out", certificate);
  await runCommand("openssl", args, { cwd: dir, env: process.env, timeoutMs: 30_000 });
  return { certificate, key };
}

/** The status of GET `url`, trusting only `ca` (the test's certificate). */
function httpsStatus(url: string, ca: Buffer): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(url, { ca, timeout: 2_000 }, (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", fail);
    req.end();
  });
}

export interface TlsProxy {
  /** `https://localhost:<port>`, the address the browser uses. */
  url: string;
  /** nginx's own messages (errors and warnings), for failures. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts nginx on `port` (loopback), passing requests to `upstream` (`host:port`), and resolves once
 * the server's /healthz answers 200 through it over https.
 */
export async function startTlsProxy(opts: { upstream: string; port: number; dir: string }): Promise<TlsProxy> {
  const dir = resolve(opts.dir);
  mkdirSync(join(dir, "temp"), { recursive: true });
  const { certificate, key } = await makeCertificate(dir);
  const site = renderSite(readFileSync(NGINX_SITE_TEMPLATE, "utf8"), {
    aisle: opts.upstream,
    listen: `127.0.0.1:${opts.port}`,
    server_name: "localhost",
    certificate,
    certificate_key: key,
  });
  writeFileSync(join(dir, "aisle.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, "temp", name)};`;
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      "daemon off;",
      "master_process off;",
      `pid ${join(dir, "nginx.pid")};`,
      "error_log stderr warn;",
      "events { worker_connections 256; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${temp(t)}`),
      `  include ${join(dir, "aisle.conf")};`,
      "}",
      "",
    ].join("\n"),
  );

  const child: ChildProcess = spawn(NGINX_PATH, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", "stderr"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-16_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited = false;
  const exit = new Promise<void>((done) => {
    child.once("error", (err) => {
      keep(Buffer.from(`${NGINX_PATH}: ${err.message} (Debian: apt-get install nginx-light)\n`));
      exited = true;
      done();
    });
    child.once("exit", () => {
      exited = true;
      done();
    });
  });
  const stop = async () => {
    if (exited) return;
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exit;
    clearTimeout(killer);
  };

  const url = `https://localhost:${opts.port}`;
  const ca = readFileSync(certificate);
  try {
    await until(
      "nginx to answer over https",
      async () => {
        if (exited) throw new Error(`nginx exited:\n${output}`);
        return (await httpsStatus(`${url}/healthz`, ca)) === 200 ? true : undefined;
      },
      30_000,
      100,
    );
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${output}`);
  }
  return { url, output: () => output, stop };
}
