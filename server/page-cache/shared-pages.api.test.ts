/**
 * Signed-in pages from a shared render (decision 0039), over the site's real pages and a real
 * database: every answer of the server with the cache is the page the same visitor gets from a server
 * over the same services without it (the CSP nonce aside), for shoppers who differ in one thing at a
 * time (name, user groups, store by cookie or profile, cart count, browser), asked in turn, so
 * entries are made by one visitor and served to others.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { users } from "../db/schema";
import { startTestServer, type TestServer } from "../test/harness";
import { serveApp, type ServedApp } from "../test/serve-app";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { builtPages } from "../test/built-pages";
import type { PageHandler } from "../app";
import { anonymousCart, as, COLUMBUS, DAYTON, newShopper, putLine, inBoth, sold } from "../test/cart-support";
import type { LoggedIn } from "../test/http";
import { USER_GROUP } from "../db/seed/groups";
import { CART_COOKIE } from "../../core/frame/page-cookies";
import { inPlainPageData } from "./shared-template";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36";

let t: TestServer;
let off: ServedApp;

/**
 * The production build's pages (built here when there is none): the development server's pages
 * differ between two renders of one page (the critical CSS follows Vite's module graph).
 */
/** The cached server's clock: moved by hand to reach an entry's last seconds. */
let clock = Date.now();

/** Renders of addresses with `held=` wait until this opens (the cached server only). */
let held: Promise<void> = Promise.resolve();

beforeAll(async () => {
  const { pages, rendering } = await builtPages();
  const holding: PageHandler = async (req, context) => {
    if (req.url.includes("held=")) await held;
    return pages(req, context);
  };
  t = await startTestServer({ app: { pages: holding, rendering, pageCache: { now: () => clock } } });
  off = await serveApp(createApp({ services: t.services, pages, rendering, pageCache: false }));
}, 300_000);

afterAll(async () => {
  await off?.close();
  await t?.close();
});

interface Visitor {
  label: string;
  cookie: string;
  ua: string;
  who?: LoggedIn;
}

/** A shopper with this name, user groups, profile store and cart lines (each made through the services and the API). */
async function shopper(
  label: string,
  o: {
    name: string;
    groups?: number[];
    profileStore?: number | null;
    storeCookie?: number;
    lines?: number;
    ua?: string;
    favorites?: number[];
  },
): Promise<Visitor> {
  const who = await newShopper(t);
  await t.database.db
    .update(users)
    .set({ name: o.name, segmentIds: o.groups ?? [], storeId: o.profileStore ?? null })
    .where(eq(users.id, who.user.id));
  await t.services.sessions.forgetUser(who.user.id);
  const products = inBoth(COLUMBUS, DAYTON);
  for (let i = 0; i < (o.lines ?? 0); i++) expect((await putLine(t.url, who, products[i]!.id)).status).toBe(200);
  // In the order given: the newest first is how the service lists them.
  for (const id of o.favorites ?? []) expect((await as(t.url, who, `/api/shop/v1/favorites/${id}`, { method: "PUT" })).status).toBe(200);
  return { label, cookie: `${who.cookie}${o.storeCookie ? `; store_id=${o.storeCookie}` : ""}`, ua: o.ua ?? DESKTOP, who };
}

async function get(base: string, path: string, v: Visitor, encoding = "gzip") {
  const res = await fetch(base + path, {
    headers: { cookie: v.cookie, "user-agent": v.ua, "accept-encoding": encoding },
    redirect: "manual",
  });
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  // The two servers listen on their own ports: canonical addresses name them.
  const same = (nonce ? html.split(nonce).join("{csp-nonce}") : html).split(base).join("{origin}");
  return { status: res.status, state: res.headers.get("x-aisle-cache"), html: same };
}

/**
 * Every visitor asks every path, in two interleaved rounds (the second in the reverse order, gzip in the
 * first and plain HTML in the second), and each answer must be, byte for byte, the page a server
 * without the cache gives the same visitor. `between` runs after the first round. Keyed `<round>
 * <path> <label>`: each answer's cache state and page.
 */
async function askInRounds(visitors: readonly Visitor[], paths: readonly string[], between?: () => Promise<void>) {
  const stateOf = new Map<string, string | null>();
  const pageOf = new Map<string, string>();
  for (let round = 0; round < 2; round++) {
    for (const path of paths) {
      const order = round === 0 ? visitors : [...visitors].reverse();
      for (const v of order) {
        const encoding = round === 0 ? "gzip" : "identity";
        const cached = await get(t.url, path, v, encoding);
        const alone = await get(off.url, path, v, encoding);
        expect(alone.status, `${path} for ${v.label}`).toBe(200);
        expect(cached.status, `${path} for ${v.label}`).toBe(200);
        expect(cached.html, `${path} for ${v.label} (${cached.state}, round ${round})`).toBe(alone.html);
        stateOf.set(`${round} ${path} ${v.label}`, cached.state);
        pageOf.set(`${round} ${path} ${v.label}`, cached.html);
      }
    }
    if (round === 0) await between?.();
  }
  return { stateOf, pageOf };
}

describe("signed-in pages from a shared render", () => {
  it("gives every visitor exactly the page rendered for them alone, while sharing renders between them", { timeout: 240_000 }, async () => {
    const visitors = [
      await shopper("quotes and markup in the name, loyalty member", {
        name: `O'Brien <b>&"</script>`,
        groups: [USER_GROUP.loyalty],
        storeCookie: COLUMBUS,
      }),
      await shopper("plain name, no groups", { name: "Ana", storeCookie: COLUMBUS }),
      await shopper("same as Ana but another name", { name: "Bea", storeCookie: COLUMBUS }),
      await shopper("line separator in the name, families", {
        name: "Line\u2028Sep \u2029 & co",
        groups: [USER_GROUP.families],
        storeCookie: COLUMBUS,
      }),
      await shopper("another store by cookie", { name: "Cy", storeCookie: DAYTON }),
      await shopper("store from the profile", { name: "Di", profileStore: DAYTON }),
      await shopper("no store at all", { name: "Ed" }),
      await shopper("two items in the cart", { name: "Fay", storeCookie: COLUMBUS, lines: 2 }),
      await shopper("one item in the cart", { name: "Gus", storeCookie: COLUMBUS, lines: 1 }),
      await shopper("iPhone", { name: "Hal", storeCookie: COLUMBUS, ua: IPHONE }),
      await shopper("empty name", { name: "", storeCookie: COLUMBUS }),
    ];
    // An anonymous visitor with a cart (the cookie keeps them out of the anonymous cache).
    const put = await fetch(`${t.url}/api/shop/v1/cart/lines/${inBoth(COLUMBUS, DAYTON)[0]!.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ store_id: COLUMBUS, quantity: 1 }),
    });
    expect(put.status).toBe(200);
    const cart = new RegExp(`${CART_COOKIE}=([^;]+)`).exec(put.headers.get("set-cookie") ?? "")?.[1];
    expect(cart).toBeTruthy();
    visitors.push({ label: "anonymous with a cart", cookie: `${CART_COOKIE}=${cart}; store_id=${COLUMBUS}`, ua: DESKTOP });
    visitors.push({ label: "anonymous with a cart, iPhone", cookie: `${CART_COOKIE}=${cart}; store_id=${COLUMBUS}`, ua: IPHONE });

    const paths = ["/", "/about-us", "/recipes", "/store/store-locator"];
    const { stateOf, pageOf } = await askInRounds(visitors, paths);
    const hits = [...stateOf.values()].filter((x) => x === "SHARED-HIT").length;
    // Renders were shared: Bea's page comes from the entry Ana's visit made (her own header row was kept on her first page).
    expect(stateOf.get("0 /about-us same as Ana but another name")).toBe("SHARED-HIT");
    expect(stateOf.get("0 /recipes same as Ana but another name")).toBe("SHARED-HIT");
    expect(stateOf.get("0 /store/store-locator same as Ana but another name")).toBe("SHARED-HIT");
    expect(hits).toBeGreaterThanOrEqual(visitors.length * paths.length * 0.4);
    // The home page and the recipes list are plain pages (decisions 0045, 0053): the name is in their data as JSON.
    for (const path of ["/", "/recipes"]) {
      expect(pageOf.get(`1 ${path} quotes and markup in the name, loyalty member`)).toContain(inPlainPageData(`O'Brien <b>&"</script>`));
      expect(pageOf.get(`1 ${path} quotes and markup in the name, loyalty member`)).not.toContain("<b>&");
    }
  });

  it(
    "keys pages showing products on the shopper's favourites among them, and on nothing else they favour",
    { timeout: 240_000 },
    async () => {
      const anonymous: Visitor = { label: "anonymous", cookie: `store_id=${COLUMBUS}`, ua: DESKTOP };
      const shownOn = async (path: string) =>
        [...(await get(off.url, path, anonymous)).html.matchAll(/id="product-(\d+)-name"/g)].map((m) => Number(m[1]));
      const produce = await shownOn("/shop/produce");
      expect(produce.length).toBeGreaterThan(2);
      const elsewhere = sold(COLUMBUS)
        .map((p) => p.id)
        .filter((id) => !produce.includes(id));
      const [p1, p2] = produce as [number, number];
      const [x1, x2] = elsewhere as [number, number];
      const visitors = [
        await shopper("no favourites", { name: "Ivy", storeCookie: COLUMBUS }),
        await shopper("one favourite on the page, one elsewhere", { name: "Jo", storeCookie: COLUMBUS, favorites: [p1, x1] }),
        await shopper("the same on the page, others elsewhere, in another order", {
          name: "Kit",
          storeCookie: COLUMBUS,
          favorites: [x2, x1, p1],
        }),
        await shopper("another favourite on the page", { name: "Lu", storeCookie: COLUMBUS, favorites: [p2] }),
        await shopper("favourites elsewhere only", { name: "Mo", storeCookie: COLUMBUS, favorites: [x1, x2] }),
        await shopper("the first favourite, at another store", { name: "Ned", storeCookie: DAYTON, favorites: [p1] }),
        await shopper("two items in the cart and the first favourite", { name: "Oz", storeCookie: COLUMBUS, lines: 2, favorites: [p1] }),
      ];
      const label = (i: number) => visitors[i]!.label;
      // Home first: each shopper's header row is kept there, so the shop pages can come from shared renders.
      const paths = [
        "/",
        "/shop/produce",
        "/shop",
        "/shop/search?q=apple",
        "/shop/departments/produce?sort=price_asc",
        "/?s=peach",
        `/?s=${encodeURIComponent(`a"b'<c>&d`)}`,
        "/?s=",
        "/?s=%20%20apple%20",
        `/?s=${"peach ".repeat(30)}`,
      ];
      const { stateOf, pageOf } = await askInRounds(visitors, paths, async () => {
        // Lu changes her mind (through the API): her next pages show it at once, never a kept page.
        const lu = visitors[3]!.who!;
        expect((await as(t.url, lu, `/api/shop/v1/favorites/${p2}`, { method: "DELETE" })).status).toBe(200);
        expect((await as(t.url, lu, `/api/shop/v1/favorites/${p1}`, { method: "PUT" })).status).toBe(200);
      });
      const marked = (html: string) => html.match(/aria-pressed="true"/g)?.length ?? 0;
      expect(marked(pageOf.get(`0 /shop/produce ${label(1)}`)!)).toBe(1);
      expect(marked(pageOf.get(`0 /shop/produce ${label(4)}`)!)).toBe(0);
      // Shared: Kit favours what Jo does on that page (and other things, listed in another order); Mo nothing on it, as Ivy.
      expect(stateOf.get(`0 /shop/produce ${label(2)}`)).toBe("SHARED-HIT");
      expect(stateOf.get(`0 /shop/produce ${label(4)}`)).toBe("SHARED-HIT");
      // The site search is shared too, its term put in each shopper's header row (markup and quotes escaped as React does).
      for (const path of ["/?s=peach", `/?s=${encodeURIComponent(`a"b'<c>&d`)}`]) {
        expect(visitors.filter((_, i) => stateOf.get(`0 ${path} ${label(i)}`) === "SHARED-HIT").length, path).toBeGreaterThanOrEqual(2);
      }
      expect(pageOf.get(`0 /?s=${encodeURIComponent(`a"b'<c>&d`)} ${label(2)}`)).toContain(
        'name="s" value="a&quot;b&#x27;&lt;c&gt;&amp;d"',
      );
      // Lu's new favourite is Jo's: in the second round (reversed) she comes before Jo and Kit, who then share hers.
      expect(marked(pageOf.get(`1 /shop/produce ${label(3)}`)!)).toBe(1);
      expect(stateOf.get(`1 /shop/produce ${label(1)}`)).toBe("SHARED-HIT");
    },
  );

  it(
    "shares the site search of a shopper whose first page is a search, each term in their own header row",
    { timeout: 120_000 },
    async () => {
      const terms = ["/?s=milk", `/?s=${encodeURIComponent(`x"y'<z>&w`)}`, "/?s=peach"];
      // The server without the cache renders the first search with React; its next searches put their
      // term into the row kept from it, which must give the very same page.
      const alone = await shopper("searching first, alone", { name: "Pia", storeCookie: COLUMBUS });
      for (const path of terms) {
        const first = await get(off.url, path, alone);
        expect((await get(off.url, path, alone)).html, path).toBe(first.html);
      }
      // With the cache: the first search renders, every one after it is a shared page, and each is the
      // page that visitor gets without the cache.
      const visitor = await shopper("searching first", { name: "Quin", storeCookie: COLUMBUS });
      const states: (string | null)[] = [];
      for (const path of [...terms, ...terms]) {
        const cached = await get(t.url, path, visitor);
        expect(cached.html, path).toBe((await get(off.url, path, visitor)).html);
        states.push(cached.state);
      }
      expect(
        states.slice(1).every((s) => s === "SHARED-MISS" || s === "SHARED-HIT"),
        states.join(", "),
      ).toBe(true);
      expect(states.slice(terms.length)).toEqual(terms.map(() => "SHARED-HIT"));
    },
  );

  it("renders once for simultaneous misses of one page, and renders a busy page anew before it expires", { timeout: 120_000 }, async () => {
    const names = ["Ida", "Jo", "Kit", "Lee", "Mo", "Ned"];
    const visitors: Visitor[] = [];
    for (const name of names) visitors.push(await shopper(`${name}, otherwise alike`, { name, storeCookie: COLUMBUS }));
    // Each one's header row is kept by a first page of their own.
    for (const v of visitors) expect((await get(t.url, "/about-us", v)).status).toBe(200);

    // The render is held until every request has read its favourites, the tier's last step before it
    // decides to render or to wait for the render under way; without merging, each would render.
    let open = () => {};
    held = new Promise((resolve) => (open = resolve));
    const lists = t.services.shopperLists;
    const favoriteIds = lists.favoriteIds.bind(lists);
    const ids = new Set(visitors.map((v) => v.who!.user.id));
    let read = 0;
    lists.favoriteIds = async (userId) => {
      const found = await favoriteIds(userId);
      if (ids.has(userId) && ++read === ids.size) setImmediate(open);
      return found;
    };
    const together = await Promise.all(visitors.map((v) => get(t.url, "/recipes?together=1&held=1", v))).finally(() => {
      lists.favoriteIds = favoriteIds;
    });
    const states = together.map((r) => r.state);
    expect(states.filter((x) => x === "SHARED-MISS").length, states.join(", ")).toBe(1);
    expect(states.filter((x) => x === "SHARED-HIT").length, states.join(", ")).toBe(visitors.length - 1);
    for (const [i, v] of visitors.entries())
      expect(together[i]!.html, v.label).toBe((await get(off.url, "/recipes?together=1&held=1", v)).html);

    // Ten seconds before the entry's end: one visitor's request renders it anew, the others' are hits.
    clock += 50_000;
    const [first, ...rest] = await Promise.all(visitors.map((v) => get(t.url, "/recipes?together=1&held=1", v)));
    expect(first!.state).toBe("SHARED-REFRESH");
    expect(rest.map((r) => r.state)).toEqual(Array(rest.length).fill("SHARED-HIT"));
    // Past the old entry's end, the refreshed one answers: nobody waits for a render.
    clock += 15_000;
    for (const v of visitors) {
      const after = await get(t.url, "/recipes?together=1&held=1", v);
      expect(after.state, v.label).toBe("SHARED-HIT");
      expect(after.html, v.label).toBe((await get(off.url, "/recipes?together=1&held=1", v)).html);
    }
  });

  it("shares a product page only between shoppers with the same shopping lists, each seeing their own", { timeout: 240_000 }, async () => {
    const product = inBoth(COLUMBUS, DAYTON)[2]!;
    const path = `/shop/products/${product.slug}`;
    const withList = async (label: string, name: string, lists: string[]) => {
      const v = await shopper(label, { name, storeCookie: COLUMBUS });
      for (const list of lists)
        expect((await as(t.url, v.who!, "/api/shop/v1/lists", { method: "POST", body: { name: list } })).status).toBe(201);
      return v;
    };
    const visitors = [
      await withList("no lists", "Pia", []),
      await withList("no lists either", "Quin", []),
      await withList("a list with markup in its name", "Rae", [`Rae's <b>party</b> & "friends"`]),
      await withList("a list named as another's", "Sol", ["Weekly"]),
      await withList("another list named the same", "Tam", ["Weekly"]),
      await withList("two lists", "Uma", ["Weekly", "Camping"]),
    ];
    const put = await fetch(`${t.url}/api/shop/v1/cart/lines/${product.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ store_id: COLUMBUS, quantity: 1 }),
    });
    const cart = new RegExp(`${CART_COOKIE}=([^;]+)`).exec(put.headers.get("set-cookie") ?? "")?.[1];
    expect(cart).toBeTruthy();
    visitors.push({ label: "anonymous with a cart", cookie: `${CART_COOKIE}=${cart}; store_id=${COLUMBUS}`, ua: DESKTOP });
    // A recipe page offers the lists too (Add to list on its ingredients).
    const recipes = (await (await fetch(`${t.url}/api/content/v1/posts?type=recipe&per_page=1`)).json()) as {
      items: Array<{ url: string }>;
    };
    const recipe = recipes.items[0]!.url;
    // Home first: each shopper's header row is kept there.
    const { stateOf, pageOf } = await askInRounds(visitors, ["/", path, recipe]);
    const label = (i: number) => visitors[i]!.label;
    const rae = `Rae&#x27;s &lt;b&gt;party&lt;/b&gt; &amp; &quot;friends&quot;`;
    for (const page of [path, recipe]) {
      // Shoppers without lists share one render; each list's owner has a page of their own.
      expect(stateOf.get(`1 ${page} ${label(0)}`), page).toBe("SHARED-HIT");
      expect(stateOf.get(`1 ${page} ${label(1)}`), page).toBe("SHARED-HIT");
      for (const [i] of visitors.entries()) {
        const html = pageOf.get(`0 ${page} ${label(i)}`)!;
        expect(html.includes(rae), `${page} ${label(i)}`).toBe(i === 2);
        expect(html.includes("Camping"), `${page} ${label(i)}`).toBe(i === 5);
      }
    }
    // Rae renames her list (through the API): her next product page shows the new name at once.
    const rae2 = visitors[2]!;
    const [list] = ((await as(t.url, rae2.who!, "/api/shop/v1/lists")).body as { items: Array<{ id: number }> }).items;
    expect((await as(t.url, rae2.who!, `/api/shop/v1/lists/${list!.id}`, { method: "PATCH", body: { name: "Picnic" } })).status).toBe(200);
    const renamed = await get(t.url, path, rae2);
    expect(renamed.html).toContain("Picnic");
    expect(renamed.html).toBe((await get(off.url, path, rae2)).html);
  });

  it(
    "answers visitors with a cart from the shared render before the app, each with their own cart count",
    { timeout: 120_000 },
    async () => {
      const app = createApp({ services: t.services, ...(await builtPages()) });
      const served = await serveApp(app);
      // The same app's answers before the app alone: anything they do not answer is a 404 here.
      const hitsOnly = createServer((req, res) => {
        if (!app.fastHits!(req, res)) res.writeHead(404).end("not answered before the app");
      });
      await new Promise<void>((resolve) => hitsOnly.listen(0, "127.0.0.1", resolve));
      const early = (path: string, v: Visitor, headers: Record<string, string> = {}) =>
        new Promise<{ status: number; state: string | undefined; html: string }>((resolve, reject) => {
          const req = request(
            {
              host: "127.0.0.1",
              port: (hitsOnly.address() as AddressInfo).port,
              path,
              // The served app's address: the entries are keyed on it.
              headers: { host: new URL(served.url).host, cookie: v.cookie, "user-agent": v.ua, "accept-encoding": "gzip", ...headers },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on("data", (d: Buffer) => chunks.push(d));
              res.on("end", () => {
                const body = Buffer.concat(chunks);
                const html = res.headers["content-encoding"] === "gzip" ? gunzipSync(body).toString() : body.toString();
                const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"] ?? ""))?.[1] ?? "";
                const state = res.headers["x-aisle-cache"] as string | undefined;
                const same = (nonce ? html.split(nonce).join("{csp-nonce}") : html).split(served.url).join("{origin}");
                resolve({ status: res.statusCode ?? 0, state, html: same });
              });
            },
          );
          req.on("error", reject);
          req.end();
        });
      const putIn = async (cookie: string, productId: number) =>
        (
          await fetch(`${t.url}/api/shop/v1/cart/lines/${productId}`, {
            method: "PUT",
            headers: { "content-type": "application/json", cookie },
            body: JSON.stringify({ store_id: COLUMBUS, quantity: 1 }),
          })
        ).status;
      try {
        const products = inBoth(COLUMBUS, DAYTON);
        const visitor = async (label: string, lines: number): Promise<Visitor> => {
          const { cookie } = await anonymousCart(t.url, products[0]!.id);
          for (let i = 1; i < lines; i++) expect(await putIn(cookie, products[i]!.id)).toBe(200);
          return { label, cookie: `${cookie}; store_id=${COLUMBUS}`, ua: DESKTOP };
        };
        const visitors = [await visitor("one item", 1), await visitor("three items", 3), await visitor("one item too", 1)];
        const count = (html: string) => /aria-label="Cart, (\d+) items?"/.exec(html)?.[1];
        for (const path of ["/", "/recipes", "/?s=peach"]) {
          for (const v of visitors) {
            // Through the app first: the entry, the visitor's header row and cart count are kept (the
            // count for a few seconds, so it is asked for at once).
            expect((await get(served.url, path, v)).status).toBe(200);
            const hit = await early(path, v);
            expect(hit.status, `${path} ${v.label}`).toBe(200);
            expect(hit.state).toBe("SHARED-HIT");
            expect(count(hit.html), `${path} ${v.label}`).toBe(v.label === "three items" ? "3" : "1");
            expect(hit.html, `${path} ${v.label}`).toBe((await get(off.url, path, v)).html);
            // Asked again: the kept gzip form with the next answer's nonce (and its CRC) written in.
            expect((await early(path, v)).html, `${path} ${v.label} again`).toBe(hit.html);
          }
        }
        // A line added: the visitor's next page is never the kept count; the app reads the new one.
        const [one, , other] = visitors;
        expect(await putIn(one!.cookie, products[5]!.id)).toBe(200);
        expect((await early("/", one!)).status).toBe(404);
        expect(count((await get(served.url, "/", one!)).html)).toBe("2");
        expect(count((await early("/", one!)).html)).toBe("2");
        expect((await get(served.url, "/", other!)).status).toBe(200);
        expect(count((await early("/", other!)).html)).toBe("1");
        // A signed-in shopper's page and an answer without gzip are the app's.
        expect((await early("/", { ...other!, cookie: `${other!.cookie}; aisle_session=x` })).status).toBe(404);
        expect((await early("/", other!, { "accept-encoding": "identity" })).status).toBe(404);
      } finally {
        await new Promise((resolve) => hitsOnly.close(resolve));
        await served.close();
      }
    },
  );

  it("never shares a staff member's page", async () => {
    const login = await fetch(`${t.url}/api/auth/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "editor@aisle.test", password: "editor-demo-1" }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toMatch(/=/);
    for (let i = 0; i < 2; i++) {
      const r = await fetch(`${t.url}/`, { headers: { cookie } });
      await r.text();
      expect(r.headers.get("x-aisle-cache")).toBe("BYPASS");
    }
  });
});
