/**
 * The mixed load's addresses and visitors (bench/lib/mixed.ts), read from the running server: home,
 * departments, products, recipes, searches (one in five a term never asked), the finder, the showcase,
 * the locator, cart, orders, checkout and the two shop endpoints, each labelled with its page type and
 * visitor for the cost table.
 */
import { Agent } from "node:http";
import { call, cookieOf, type Client } from "./cart-orders";

const STORE = 1001;

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

export interface Planned {
  path: string;
  cookie: string;
  /** The page type or endpoint, for the cost table. */
  kind: string;
  visitor: string;
}

const VISITORS = ["anonymous", "with a cart", "signed in"] as const;
/** Stands for a search term never asked before, made up per request. */
export const NEW_SEARCH = "NEW-SEARCH";

async function json<T>(base: URL, path: string): Promise<T> {
  const res = await fetch(new URL(path, base));
  if (!res.ok) throw new Error(`mixed bench setup: ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The addresses and visitors of the mix, read from the running server. */
export async function plan(baseUrl: string, pass: number): Promise<Planned[]> {
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
  const pages = (i: number, signedIn: boolean): [string, string] => {
    switch (i % 16) {
      case 0:
        return ["/", "home"];
      case 1:
      case 2:
        return [departments[i % departments.length]!, "department"];
      case 3:
      case 4:
      case 5:
        return [products[(i * 7) % products.length]!, "product"];
      case 6:
        return [recipes[i % recipes.length] ?? "/recipes", "recipe"];
      case 7:
        return [`/?s=${term(i)}`, "site search"];
      case 8:
        return [`/shop/search?q=${term(i + 3)}`, "shop search"];
      case 9:
        return ["/recipe-finder", "recipe finder"];
      case 10:
        return ["/builder-showcase", "builder showcase"];
      case 11:
        return ["/store/store-locator", "store locator"];
      case 12:
        return ["/cart", "cart"];
      case 13:
        return signedIn ? ["/my-account/orders", "orders"] : ["/checkout", "checkout"];
      case 14:
        return [`/api/shop/v1/products?store_id=${STORE}&page=${(i % 5) + 1}${i % 3 === 0 ? `&q=${term(i)}` : ""}`, "products API"];
      default:
        return [`/api/shop/v1/search/suggestions?store_id=${STORE}&q=${term(i).slice(0, 3 + (i % 3))}`, "suggestions API"];
    }
  };
  const out: Planned[] = [];
  for (let i = 0; i < 3000; i++) {
    const who = i % 3;
    const signedIn = who === 2;
    const cookie = who === 0 ? store : who === 1 ? carts[i % carts.length]! : sessions[i % sessions.length]!;
    const visitor = VISITORS[who]!;
    // One search in five is a term never asked before (written by the script per request).
    if (i % 16 === 7 && i % 5 === 0) out.push({ path: NEW_SEARCH, cookie, kind: "site search, new term", visitor });
    else {
      const [path, kind] = pages(i >> 1, signedIn);
      out.push({ path, cookie, kind, visitor });
    }
  }
  return out;
}
