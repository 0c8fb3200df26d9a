import { createServer, request, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A new process's first renders of each kind of page run on cold code (nothing of React's render nor
 * of the loaders is compiled yet) and fill the per-shop indexes a search reads: a first recipe page
 * took 60-360 ms where the tenth took 20 ms. Once listening, the server asks itself, one request at a
 * time, for the pages an anonymous shopper at the first store opens (the home page, the shop, the
 * recipes, a few departments, products and recipes linked from them, a search), within a time budget;
 * /readyz says "warming" until it is done, so a load balancer or a rolling restart sends shoppers to
 * a warm process. A page that fails is skipped: warming never stops the server from starting.
 */

export interface WarmUpOptions {
  /** The process's own request handler: it is asked on a loopback port of this process alone (in a
   * cluster, the shared port would hand the requests to any worker). */
  handler: RequestListener;
  /** The store the pages are asked for (a `store_id` cookie), else none. */
  storeId?: number;
  /** Time after which no further page is asked for. */
  budgetMs?: number;
  /** How many pages of each kind (department, product, recipe) are asked for. */
  perKind?: number;
}

export interface WarmUpResult {
  pages: number;
  failed: number;
  ms: number;
}

const LISTINGS = ["/", "/shop", "/recipes"];
const KINDS: readonly RegExp[] = [
  /href="(\/shop\/departments\/[a-z0-9-]+)"/g,
  /href="(\/shop\/products\/[a-z0-9-]+)"/g,
  /href="(\/recipes\/(?!category\/)[a-z0-9-]+)"/g,
];

/** The paths of each kind (department, product, recipe) a page links to, in the page's order, without repeats. */
export function linkedPaths(html: string): string[][] {
  return KINDS.map((kind) => [...new Set([...html.matchAll(kind)].map((m) => m[1]!))]);
}

/** A word to search for: the first word of a product's address that is a word, else "milk". */
export function searchWord(paths: readonly string[]): string {
  for (const p of paths) {
    const word = /^\/shop\/products\/(?:[a-z0-9]+-)*?([a-z]{4,})/.exec(p)?.[1];
    if (word) return word;
  }
  return "milk";
}

function get(origin: string, path: string, cookie: string | undefined): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, origin),
      { headers: { "accept-encoding": "identity", "user-agent": "aisle-warm-up", ...(cookie ? { cookie } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`warm-up: ${path} took over 10 s`)));
    req.on("error", reject);
    req.end();
  });
}

export async function warmUp(opts: WarmUpOptions): Promise<WarmUpResult> {
  const own = createServer(opts.handler);
  await new Promise<void>((resolve, reject) => {
    own.once("error", reject);
    own.listen({ port: 0, host: "127.0.0.1", exclusive: true }, resolve);
  });
  try {
    return await askForPages(`http://127.0.0.1:${(own.address() as AddressInfo).port}`, opts);
  } finally {
    own.closeAllConnections();
    own.close();
  }
}

async function askForPages(origin: string, opts: WarmUpOptions): Promise<WarmUpResult> {
  const started = performance.now();
  const deadline = started + (opts.budgetMs ?? 8_000);
  const perKind = opts.perKind ?? 6;
  const cookie = opts.storeId ? `store_id=${opts.storeId}` : undefined;
  let pages = 0;
  let failed = 0;
  /** The page's HTML, or "" once the budget is spent or the page failed. */
  const visit = async (path: string): Promise<string> => {
    if (performance.now() >= deadline) return "";
    pages += 1;
    try {
      const res = await get(origin, path, cookie);
      if (res.status === 200) return res.body;
    } catch {
      // Counted below: a page that cannot be rendered now is rendered for its first visitor instead.
    }
    failed += 1;
    return "";
  };

  const byKind = KINDS.map(() => new Set<string>());
  for (const path of LISTINGS) {
    linkedPaths(await visit(path)).forEach((paths, kind) => {
      for (const p of paths) if (byKind[kind]!.size < perKind) byKind[kind]!.add(p);
    });
  }
  const linked = byKind.flatMap((paths) => [...paths]);
  for (const path of linked) await visit(path);
  await visit(`/shop/search?q=${searchWord(linked)}`);
  return { pages, failed, ms: Math.round(performance.now() - started) };
}
