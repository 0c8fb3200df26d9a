/**
 * The cart's and the orders' write paths under load, for `npm run bench`: closed loops of virtual
 * shoppers, each over its own keep-alive connection (from its own loopback address, so sign-up limits
 * per address are not what is measured). wrk sends one fixed request; these paths need a fresh
 * Idempotency-Key per order and a cart to order from, so the loops are Node clients and labelled so.
 *
 * - add to cart: anonymous visitors (a cart cookie each) putting a product in their cart, repeatedly;
 * - place order: signed-in shoppers, each cycle puts a product in the cart, places the order (the timed
 *   request; a new key each time) and cancels it, which frees its place in the slot for the next one.
 */
import { Agent, request } from "node:http";
import { ms, num, renderTable } from "./table";
import { randomUUID } from "node:crypto";

export interface WriteResult {
  key: string;
  name: string;
  shoppers: number;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface Client {
  agent: Agent;
  localAddress: string;
  cookie: string;
  nonce: string;
}

export interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

export function call(
  base: URL,
  client: Client,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent: client.agent,
        localAddress: client.localAddress,
        headers: {
          accept: "application/json",
          ...(payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
          ...(client.cookie ? { cookie: client.cookie } : {}),
          ...(client.nonce ? { "x-aisle-nonce": client.nonce } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, setCookie: res.headers["set-cookie"] ?? [] }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

export const cookieOf = (a: Answer) =>
  a.setCookie
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");

function summary(key: string, name: string, shoppers: number, latencies: number[], errors: number, seconds: number): WriteResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN);
  return {
    key,
    name,
    shoppers,
    requests: latencies.length,
    errors,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}

async function timed(fn: () => Promise<Answer>, ok: (a: Answer) => boolean, latencies: number[]): Promise<boolean> {
  const started = performance.now();
  const a = await fn().catch(() => null);
  latencies.push(performance.now() - started);
  return a !== null && ok(a);
}

/** Add-to-cart and place-order throughput and latency against a running server with the demo data (store 1001). */
export async function benchCartAndOrders(baseUrl: string, seconds: number, shoppers = 8, pass = 0): Promise<WriteResult[]> {
  const base = new URL(baseUrl);
  const store = 1001;
  const products = JSON.parse(
    (
      await call(
        base,
        { agent: new Agent(), localAddress: "127.0.0.1", cookie: "", nonce: "" },
        "GET",
        `/api/shop/v1/products?store_id=${store}&per_page=60`,
      )
    ).body,
  ) as { items: Array<{ id: number; available: boolean; sold_by_weight: boolean }> };
  const ids = products.items.filter((p) => p.available && !p.sold_by_weight).map((p) => p.id);
  const clients: Client[] = Array.from({ length: shoppers }, (_, i) => ({
    agent: new Agent({ keepAlive: true, maxSockets: 1 }),
    localAddress: `127.0.${100 + pass}.${i + 1}`,
    cookie: "",
    nonce: "",
  }));
  const until = (deadline: number) => performance.now() < deadline;

  // Add to cart: anonymous carts (the first answer sets each visitor's cart cookie).
  const addLatencies: number[] = [];
  let addErrors = 0;
  let deadline = performance.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (c, i) => {
      for (let n = 0; until(deadline); n++) {
        const product = ids[(i * 7 + n) % ids.length]!;
        let answer: Answer | null = null;
        const ok = await timed(
          async () =>
            (answer = await call(base, c, "PUT", `/api/shop/v1/cart/lines/${product}`, { quantity: 1 + (n % 5), store_id: store })),
          (a) => a.status === 200,
          addLatencies,
        );
        if (!ok) addErrors++;
        if (!c.cookie && answer) c.cookie = cookieOf(answer);
      }
    }),
  );

  // Place order: signed-in shoppers; sign-ups come from each client's own address.
  for (const [i, c] of clients.entries()) {
    const r = await call(base, { ...c, cookie: "", nonce: "" }, "POST", "/api/auth/v1/register", {
      email: `bench-${Date.now()}-${pass}-${i}@aisle.test`,
      password: "bench-shopper-1",
      name: "Bench",
    });
    if (r.status !== 201 && r.status !== 200) throw new Error(`bench sign-up: ${r.status} ${r.body}`);
    c.cookie = cookieOf(r);
    c.nonce = (JSON.parse(r.body) as { nonce: string }).nonce;
  }
  const slots = JSON.parse((await call(base, clients[0]!, "GET", `/api/shop/v1/slots?store_id=${store}&method=pickup`)).body) as {
    items: Array<{ id: number }>;
  };
  const orderLatencies: number[] = [];
  let orderErrors = 0;
  deadline = performance.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (c, i) => {
      const slot = slots.items[(i + 1) % slots.items.length]!.id;
      for (let n = 0; until(deadline); n++) {
        await call(base, c, "PUT", `/api/shop/v1/cart/lines/${ids[(i + n) % ids.length]}`, { quantity: 1, store_id: store });
        let placed: Answer | null = null;
        const ok = await timed(
          async () =>
            (placed = await call(
              base,
              c,
              "POST",
              "/api/shop/v1/orders",
              { method: "pickup", slot_id: slot, payment: "pay_at_pickup", store_id: store },
              { "idempotency-key": randomUUID() },
            )),
          (a) => a.status === 201,
          orderLatencies,
        );
        if (!ok) {
          orderErrors++;
          continue;
        }
        const id = (JSON.parse((placed as Answer | null)!.body) as { id: number }).id;
        await call(base, c, "POST", `/api/shop/v1/orders/${id}/cancel`);
      }
    }),
  );
  for (const c of clients) c.agent.destroy();
  return [
    summary(
      "add-to-cart",
      `add to cart (PUT /cart/lines, ${shoppers} anonymous carts, closed loop)`,
      shoppers,
      addLatencies,
      addErrors,
      seconds,
    ),
    summary(
      "place-order",
      `place order (POST /orders, ${shoppers} shoppers, closed loop; each order cancelled after)`,
      shoppers,
      orderLatencies,
      orderErrors,
      seconds,
    ),
  ];
}

/** The write paths' table, printed after the main one. */
export function writeTable(rows: Array<WriteResult & { workers: number }>): string {
  if (!rows.length) return "";
  return renderTable(
    ["write path (Node closed-loop client)", "workers", "req/s", "p50", "p99", "requests", "errors"],
    rows.map((r) => [r.name, String(r.workers), num(r.requestsPerSecond), ms(r.p50Ms), ms(r.p99Ms), num(r.requests), num(r.errors)]),
  );
}

/** Whether BENCH_ONLY (when set) asks for the write paths. */
export const wantsWrites = (only: ReadonlySet<string> | null) => only === null || only.has("add-to-cart") || only.has("place-order");
