/**
 * The mixed load (`BENCH_ONLY=mixed`, and `npm run soak`): what a shop sees, not one address. A wrk
 * Lua script cycles through home, departments, a few hundred products, recipes, site and shop search
 * (known terms and, one time in five, a term never asked before), the recipe finder, the builder
 * showcase, the store locator, cart, orders and checkout, and the products and suggestions endpoints;
 * each request as an anonymous visitor, as a visitor with a cart (their own cart cookie) or as a
 * signed-in shopper (their own session), in turn. The server's RSS, heap and external memory are read
 * from `/metrics` every second during the load and for a while after it.
 */
import { Agent } from "node:http";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { call, cookieOf, type Client } from "./cart-orders";
import { parseWrk } from "./wrk";
import { ms, num, renderTable } from "./table";

const STORE = 1001;
const MB = 1024 * 1024;

export interface MemorySample {
  second: number;
  rssMb: number;
  heapMb: number;
  externalMb: number;
  /** Whether the load was running when the sample was taken. */
  loaded: boolean;
}

export interface MixedResult {
  workers: number;
  seconds: number;
  connections: number;
  urls: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  memory: MemorySample[];
  startRssMb: number;
  peakRssMb: number;
  endRssMb: number;
  idleRssMb: number;
  /** Mean RSS over the last third of the load minus over its middle third (MiB). */
  lateGrowthMb: number;
  /** Whether memory kept rising through the load (what `npm run soak` fails on). */
  rising: boolean;
}

const SEARCH_TERMS = [
  "milk",
  "bread",
  "peach",
  "apple",
  "cheese",
  "chicken",
  "coffee",
  "pasta",
  "rice",
  "eggs",
  "yogurt",
  "banana",
  "tomato",
  "salad",
  "butter",
  "juice",
  "beef",
  "salmon",
  "cereal",
  "chips",
  "wine",
  "soup",
  "tea",
  "honey",
  "flour",
  "sugar",
  "onion",
  "garlic",
  "lemon",
  "berries",
];

interface Planned {
  path: string;
  cookie: string;
}

async function json<T>(base: URL, path: string): Promise<T> {
  const res = await fetch(new URL(path, base));
  if (!res.ok) throw new Error(`mixed bench setup: ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The addresses and visitors of the mix, read from the running server. */
async function plan(baseUrl: string, pass: number): Promise<Planned[]> {
  const base = new URL(baseUrl);
  const products: string[] = [];
  for (let page = 1; page <= 4; page++) {
    const p = await json<{ items: Array<{ url: string }> }>(
      base,
      `/api/shop/v1/products?store_id=${STORE}&per_page=60&page=${page}&sort=name`,
    );
    products.push(...p.items.map((i) => i.url));
  }
  const tree = await json<{ items: Array<{ url: string; children: Array<{ url: string }> }> }>(base, "/api/shop/v1/departments");
  const departments = tree.items.flatMap((d) => [d.url, ...d.children.map((c) => c.url)]);
  // The posts endpoint gives each recipe's address (`url`), not its slug.
  const posts = await json<{ items: Array<{ url: string }> }>(base, "/api/content/v1/posts?type=recipe&per_page=50");
  const recipes = posts.items.map((r) => r.url);

  // Visitors with a cart of their own, and signed-in shoppers with their own session.
  const store = `store_id=${STORE}`;
  const carts: string[] = [];
  const sessions: string[] = [];
  const sellable = (
    await json<{ items: Array<{ id: number; available: boolean; sold_by_weight: boolean }> }>(
      base,
      `/api/shop/v1/products?store_id=${STORE}&per_page=60`,
    )
  ).items
    .filter((p) => p.available && !p.sold_by_weight)
    .map((p) => p.id);
  for (let i = 0; i < 8; i++) {
    const client: Client = { agent: new Agent(), localAddress: `127.0.${160 + pass}.${i + 1}`, cookie: "", nonce: "" };
    const cart = await call(base, client, "PUT", `/api/shop/v1/cart/lines/${sellable[i % sellable.length]}`, {
      quantity: 1,
      store_id: STORE,
    });
    carts.push(`${store}; ${cookieOf(cart)}`);
    const r = await call(base, client, "POST", "/api/auth/v1/register", {
      email: `mixed-${Date.now()}-${pass}-${i}@aisle.test`,
      password: "bench-shopper-1",
      name: `Mixed ${i}`,
    });
    if (r.status !== 201 && r.status !== 200) throw new Error(`mixed bench sign-up: ${r.status} ${r.body}`);
    const session = cookieOf(r);
    const nonce = (JSON.parse(r.body) as { nonce: string }).nonce;
    await call(base, { ...client, cookie: session, nonce }, "PUT", `/api/shop/v1/cart/lines/${sellable[(i + 3) % sellable.length]}`, {
      quantity: 1,
      store_id: STORE,
    });
    sessions.push(`${store}; ${session}`);
    client.agent.destroy();
  }

  const term = (i: number) => SEARCH_TERMS[i % SEARCH_TERMS.length]!;
  const pages = (i: number, signedIn: boolean): string => {
    switch (i % 16) {
      case 0:
        return "/";
      case 1:
      case 2:
        return departments[i % departments.length]!;
      case 3:
      case 4:
      case 5:
        return products[(i * 7) % products.length]!;
      case 6:
        return recipes[i % recipes.length] ?? "/recipes";
      case 7:
        return `/?s=${term(i)}`;
      case 8:
        return `/shop/search?q=${term(i + 3)}`;
      case 9:
        return "/recipe-finder";
      case 10:
        return "/builder-showcase";
      case 11:
        return "/store/store-locator";
      case 12:
        return "/cart";
      case 13:
        return signedIn ? "/my-account/orders" : "/checkout";
      case 14:
        return `/api/shop/v1/products?store_id=${STORE}&page=${(i % 5) + 1}${i % 3 === 0 ? `&q=${term(i)}` : ""}`;
      default:
        return `/api/shop/v1/search/suggestions?store_id=${STORE}&q=${term(i).slice(0, 3 + (i % 3))}`;
    }
  };
  const out: Planned[] = [];
  for (let i = 0; i < 3000; i++) {
    const who = i % 3;
    const signedIn = who === 2;
    const cookie = who === 0 ? store : who === 1 ? carts[i % carts.length]! : sessions[i % sessions.length]!;
    // One search in five is a term never asked before (written by the script per request).
    const path = i % 16 === 7 && i % 5 === 0 ? "NEW-SEARCH" : pages(i >> 1, signedIn);
    out.push({ path, cookie });
  }
  return out;
}

const lua = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

function script(planned: Planned[]): string {
  return `-- The mixed load: a fixed cycle of addresses and visitors; a new search term where asked.
local plan = {
${planned.map((p) => `  {${lua(p.path)}, ${lua(p.cookie)}},`).join("\n")}
}
local n = #plan
local i = 0
local fresh = 0
request = function()
  i = i % n + 1
  local p = plan[i]
  local path = p[1]
  if path == "NEW-SEARCH" then
    fresh = fresh + 1
    path = "/?s=term" .. fresh .. "x" .. math.random(1, 1000000)
  end
  return wrk.format("GET", path, { ["Cookie"] = p[2], ["Accept-Encoding"] = "gzip, deflate, br" })
end
`;
}

async function memory(url: string): Promise<{ rss: number; heap: number; external: number } | null> {
  try {
    const text = await (await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(2000) })).text();
    const read = (name: string) => Number(new RegExp(`^${name}\\s+(\\d+(?:\\.\\d+)?)`, "m").exec(text)?.[1] ?? NaN);
    return {
      rss: read("process_resident_memory_bytes"),
      heap: read("nodejs_heap_used_bytes"),
      external: read("nodejs_external_memory_bytes"),
    };
  } catch {
    return null;
  }
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

/** Runs the mixed load for `seconds` against a running server, sampling its memory every second, and `idleSeconds` after. */
export async function runMixed(opts: {
  url: string;
  wrk: string;
  seconds: number;
  connections: number;
  workers: number;
  idleSeconds?: number;
  pass?: number;
}): Promise<MixedResult> {
  const planned = await plan(opts.url, opts.pass ?? 0);
  const dir = await mkdtemp(join(tmpdir(), "aisle-mixed-"));
  const file = join(dir, "mixed.lua");
  await writeFile(file, script(planned));
  const samples: MemorySample[] = [];
  const started = Date.now();
  let loaded = true;
  const take = async () => {
    const m = await memory(opts.url);
    if (m)
      samples.push({
        second: Math.round((Date.now() - started) / 1000),
        rssMb: m.rss / MB,
        heapMb: m.heap / MB,
        externalMb: m.external / MB,
        loaded,
      });
  };
  await take();
  const ticker = setInterval(() => void take(), 1000);
  const out = await new Promise<string>((resolve, reject) => {
    execFile(
      opts.wrk,
      ["-t1", `-c${opts.connections}`, `-d${opts.seconds}s`, "--timeout", "2s", "--latency", "-s", file, opts.url],
      { maxBuffer: 16 * MB, timeout: (opts.seconds + 60) * 1000 },
      (err, stdout, stderr) => (err ? reject(new Error(`wrk: ${err.message} ${stderr}`)) : resolve(stdout)),
    );
  });
  loaded = false;
  await new Promise((r) => setTimeout(r, (opts.idleSeconds ?? 10) * 1000));
  clearInterval(ticker);
  await take();
  await rm(dir, { recursive: true, force: true });

  const r = parseWrk(out);
  const timeouts = Number(/timeout (\d+)/.exec(out)?.[1] ?? 0);
  const during = samples.filter((s) => s.loaded).map((s) => s.rssMb);
  const third = Math.max(1, Math.floor(during.length / 3));
  const middle = mean(during.slice(third, 2 * third));
  const last = mean(during.slice(-third));
  const lateGrowthMb = last - middle;
  return {
    workers: opts.workers,
    seconds: opts.seconds,
    connections: opts.connections,
    urls: planned.length,
    requestsPerSecond: r.requestsPerSecond,
    p50Ms: r.p50Ms,
    p99Ms: r.p99Ms,
    requests: r.requests,
    errors: r.errors,
    timeouts,
    memory: samples,
    startRssMb: samples[0]?.rssMb ?? NaN,
    peakRssMb: Math.max(...samples.map((s) => s.rssMb)),
    endRssMb: during.at(-1) ?? NaN,
    idleRssMb: samples.at(-1)?.rssMb ?? NaN,
    lateGrowthMb,
    // Rising: the last third of the load holds over a tenth more than the middle third, and 32 MiB at least.
    rising: lateGrowthMb > Math.max(32, middle * 0.1),
  };
}

export function mixedTable(rows: MixedResult[]): string {
  return renderTable(
    [
      "mixed load",
      "workers",
      "req/s",
      "p50",
      "p99",
      "requests",
      "errors",
      "timeouts",
      "RSS start",
      "RSS peak",
      "RSS end",
      "RSS idle",
      "late growth",
    ],
    rows.map((r) => [
      `${r.urls} requests cycled, ${r.connections} conns, ${r.seconds} s`,
      String(r.workers),
      num(r.requestsPerSecond),
      ms(r.p50Ms),
      ms(r.p99Ms),
      num(r.requests),
      num(r.errors),
      num(r.timeouts),
      `${num(r.startRssMb)} MiB`,
      `${num(r.peakRssMb)} MiB`,
      `${num(r.endRssMb)} MiB`,
      `${num(r.idleRssMb)} MiB`,
      Number.isFinite(r.lateGrowthMb) ? `${r.lateGrowthMb.toFixed(1)} MiB${r.rising ? " RISING" : ""}` : "n/a (too few samples)",
    ]),
  );
}

/** Memory over the run as lines (RSS, heap, external), one chart per pass, stacked. */
export function memoryChart(title: string, rows: MixedResult[]): string {
  const w = 760;
  const h = 220;
  const left = 60;
  const colors: Record<string, string> = { rssMb: "#1f6f43", heapMb: "#4a7fb5", externalMb: "#b5793a" };
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${rows.length * (h + 30) + 30}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="8" y="18" font-size="13" font-weight="bold">${title}</text>`,
  ];
  rows.forEach((r, i) => {
    const y0 = 30 + i * (h + 30);
    const maxS = Math.max(1, ...r.memory.map((s) => s.second));
    const maxV = Math.max(1, ...r.memory.map((s) => s.rssMb));
    const x = (s: number) => left + (s / maxS) * (w - left - 20);
    const y = (v: number) => y0 + h - (v / maxV) * (h - 20);
    out.push(
      `<text x="8" y="${y0 + 12}">${r.workers} worker${r.workers === 1 ? "" : "s"}: ${num(r.requestsPerSecond)} req/s, p99 ${ms(r.p99Ms)}, peak RSS ${num(r.peakRssMb)} MiB</text>`,
    );
    out.push(
      `<line x1="${left}" y1="${y0 + h}" x2="${w - 20}" y2="${y0 + h}" stroke="#999"/><text x="4" y="${y(maxV) + 4}">${num(maxV)} MiB</text><text x="${w - 60}" y="${y0 + h + 14}">${maxS} s</text>`,
    );
    const loadEnd = r.memory.filter((s) => s.loaded).at(-1)?.second;
    if (loadEnd !== undefined)
      out.push(`<line x1="${x(loadEnd)}" y1="${y0 + 16}" x2="${x(loadEnd)}" y2="${y0 + h}" stroke="#ccc" stroke-dasharray="4"/>`);
    for (const key of ["rssMb", "heapMb", "externalMb"] as const) {
      const pts = r.memory.filter((s) => Number.isFinite(s[key])).map((s) => `${x(s.second).toFixed(1)},${y(s[key]).toFixed(1)}`);
      out.push(`<polyline fill="none" stroke="${colors[key]}" stroke-width="1.5" points="${pts.join(" ")}"/>`);
    }
    ["RSS", "heap", "external"].forEach((name, k) =>
      out.push(
        `<rect x="${left + 260 + k * 90}" y="${y0 + 4}" width="10" height="10" fill="${Object.values(colors)[k]}"/><text x="${left + 274 + k * 90}" y="${y0 + 13}">${name}</text>`,
      ),
    );
  });
  out.push("</svg>");
  return out.join("\n") + "\n";
}
