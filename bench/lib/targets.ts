/** The bench's load targets, each under the key `BENCH_ONLY` names it by. */
import { recipeFinderRefreshBody } from "./refresh-loop";

const STORE_COOKIE = "store_id=1001";

export type Kind = "page" | "content";
export interface Target {
  key: string;
  name: string;
  path: string;
  kind: Kind;
  headers: Record<string, string>;
  /** Sent with a signed-in shopper's session: never the anonymous cache; the shared render where the route opts in (decision 0039), else rendered every time. */
  signedIn?: boolean;
  /** Concurrent connections for this target (default BENCH_CONNECTIONS). */
  connections?: number;
  /** A POST target: how to make its JSON body once the server runs (the references answer its bytes to a GET). */
  post?: (baseUrl: string) => Promise<string>;
  body?: string;
  /** Sent with a cart cookie of its own (a visitor who put a product in their cart), not signed in. */
  cart?: boolean;
  /** The address, read from the running server (a product's, which the demo data names). */
  at?: (baseUrl: string) => Promise<string>;
}

/** The first product of the demo catalog by name, as the shop links it. */
async function firstProduct(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/shop/v1/products?store_id=1001&per_page=1&sort=name`);
  const body = (await res.json()) as { items: Array<{ url: string }> };
  const url = body.items[0]?.url;
  if (!url) throw new Error("bench: the demo catalog has no product");
  return new URL(url, baseUrl).pathname;
}

const anon = { cookie: STORE_COOKIE };
/** What the load hits: pages anonymous (the whole-page cache) and signed in (the shared render, or rendered every time), and public content endpoints. */
export const TARGETS: Target[] = [
  { key: "home", name: "home, anonymous (cache hit)", path: "/", kind: "page", headers: anon },
  { key: "home-cart", name: "home, visitor with a cart", path: "/", kind: "page", headers: anon, cart: true },
  { key: "home-signed-in", name: "home, signed in", path: "/", kind: "page", headers: anon, signedIn: true, connections: 20 },
  { key: "department", name: "department /shop/produce, anonymous", path: "/shop/produce", kind: "page", headers: anon },
  {
    key: "department-signed-in",
    name: "department /shop/produce, signed in",
    path: "/shop/produce",
    kind: "page",
    headers: anon,
    signedIn: true,
    connections: 20,
  },
  { key: "builder", name: "builder page /about-us, anonymous", path: "/about-us", kind: "page", headers: anon },
  {
    key: "builder-signed-in",
    name: "builder page /about-us, signed in",
    path: "/about-us",
    kind: "page",
    headers: anon,
    signedIn: true,
    connections: 20,
  },
  { key: "builder-text", name: "builder text page, signed in", path: "/builder-text", kind: "page", headers: anon, signedIn: true },
  { key: "builder-showcase", name: "builder showcase, signed in", path: "/builder-showcase", kind: "page", headers: anon, signedIn: true },
  { key: "search", name: "search /?s=peach, anonymous", path: "/?s=peach", kind: "page", headers: anon },
  {
    key: "search-signed-in",
    name: "search /?s=peach, signed in",
    path: "/?s=peach",
    kind: "page",
    headers: anon,
    signedIn: true,
    connections: 20,
  },
  {
    key: "site-banner",
    name: "site-banner endpoint",
    path: "/api/shop/v1/content/site-banner?slug=site-banner&store_id=1001",
    kind: "content",
    headers: {},
  },
  { key: "navigation", name: "navigation endpoint", path: "/api/shop/v1/navigation?store_id=1001", kind: "content", headers: {} },
  { key: "stores", name: "stores list", path: "/api/shop/v1/stores", kind: "content", headers: {} },
  { key: "recipes", name: "recipes /recipes, anonymous", path: "/recipes", kind: "page", headers: anon },
  {
    key: "recipes-signed-in",
    name: "recipes /recipes, signed in",
    path: "/recipes",
    kind: "page",
    headers: anon,
    signedIn: true,
    connections: 20,
  },
  { key: "recipe-finder", name: "recipe finder (loop grid), anonymous", path: "/recipe-finder", kind: "page", headers: anon },
  {
    key: "recipe-finder-signed-in",
    name: "recipe finder, signed in",
    path: "/recipe-finder",
    kind: "page",
    headers: anon,
    signedIn: true,
    connections: 20,
  },
  {
    key: "refresh-loop",
    name: "refresh-loop endpoint (vegan recipes)",
    path: "/api/builder/v1/refresh-loop",
    kind: "content",
    headers: { "content-type": "application/json" },
    post: recipeFinderRefreshBody,
  },
  { key: "shop-search", name: "shop search page ?q=peaches, anonymous", path: "/shop/search?q=peaches", kind: "page", headers: anon },
  {
    key: "shop-search-signed-in",
    name: "shop search page, signed in",
    path: "/shop/search?q=peaches",
    kind: "page",
    headers: anon,
    signedIn: true,
    connections: 20,
  },
  {
    key: "product-signed-in",
    name: "product page, signed in",
    path: "/",
    at: firstProduct,
    kind: "page",
    headers: anon,
    signedIn: true,
    connections: 20,
  },
  { key: "cart-signed-in", name: "cart /cart, signed in", path: "/cart", kind: "page", headers: anon, signedIn: true, connections: 20 },
  {
    key: "orders-signed-in",
    name: "orders /my-account/orders, signed in",
    path: "/my-account/orders",
    kind: "page",
    headers: anon,
    signedIn: true,
    connections: 20,
  },
  { key: "products", name: "products endpoint", path: "/api/shop/v1/products?store_id=1001", kind: "content", headers: {} },
  {
    key: "products-search",
    name: "products search endpoint (typo, full catalog)",
    path: "/api/shop/v1/products?store_id=1001&q=bananna",
    kind: "content",
    headers: {},
  },
  {
    key: "suggestions",
    name: "search suggestions endpoint",
    path: "/api/shop/v1/search/suggestions?store_id=1001&q=chick",
    kind: "content",
    headers: {},
  },
];
