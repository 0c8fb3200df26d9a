/**
 * The weekly ad over a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), seeded
 * with the demo circulars and their deals: the circular on display by date, its deals page by page in
 * the ad's order (what the store does not carry left out), the shop's price agreeing with the deal
 * while the circular is valid, the add-to-list action, and bad input refused with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { DEMO, expectError, jsonFetch, login, startTestServer, type TestServer } from "../../test/harness";
import { circulars, users } from "../../db/schema";
import { buildProducts, demoCarried } from "../../db/seed/catalog/catalog";
import { buildCircularDeals } from "../../db/seed/circular-deals";
import { changedTables, fingerprinter } from "../../test/db-fingerprint";
import { createWeeklyAdService } from "../../services/weekly-ad";
import { createCatalogService } from "../../services/catalog";
import { cacheCounts } from "../../cache";
import type { SessionInfo as Session } from "../../services/auth";
import type { WeeklyAdDeal } from "#core/catalog/types";
import * as weeklyAd from "#app/routes/weekly-ad";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const PRODUCTS = buildProducts();
const COLUMBUS = 1001;
const COLUMBUS_WINE = 3001;
const DAY = 86_400_000;
const get = (path: string, cookie?: string) => jsonFetch(t.url, path, { cookie });

/** The weekly-ad and catalog services as they stand `days` from now. */
function inDays(days: number) {
  const clock = () => new Date(Date.now() + days * DAY);
  const catalog = createCatalogService(t.database.db, t.services.version, clock);
  return { catalog, ad: createWeeklyAdService(t.database.db, catalog, clock) };
}

/** A group's seeded circular of a week, and its deals as the seed made them. */
async function circularOf(group: number, week: "last-week" | "this-week" | "next-week") {
  const rows = await t.database.db.select().from(circulars);
  const row = rows.find((c) => c.storeGroupIds[0] === group && c.url.endsWith(week))!;
  return { row, deals: buildCircularDeals(row, PRODUCTS) };
}

describe("the circular on display", () => {
  it("is this week's of the store's group: not last week's, and next week's only once this week's has ended", async () => {
    const columbus = (await t.services.stores.get(COLUMBUS))!;
    expect((await t.services.weeklyAd.onDisplay(columbus))?.title).toBe("Ohio Valley Weekly Ad – This Week");
    const other = (await t.services.stores.list()).find((s) => s.store_group_ids[0] === 2)!;
    expect((await t.services.weeklyAd.onDisplay(other))?.title).toBe("Lakeshore Weekly Ad – This Week");
    // From tomorrow next week's ad is previewed too; this week's is still the one valid, until it ends.
    expect((await inDays(2).ad.onDisplay(columbus))?.title).toBe("Ohio Valley Weekly Ad – This Week");
    expect((await inDays(5).ad.onDisplay(columbus))?.title).toBe("Ohio Valley Weekly Ad – Next Week");
    expect(await inDays(30).ad.onDisplay(columbus)).toBeNull();
  });
});

describe("GET /api/shop/v1/weekly-ad", () => {
  it("lists the deals the store carries in the ad's order, page by page, with the deal's price and text", async () => {
    const { deals } = await circularOf(1, "this-week");
    const expected = deals.filter((d) => demoCarried(d.productId, COLUMBUS));
    const first = await get(`/api/shop/v1/weekly-ad?store_id=${COLUMBUS}`);
    expect(first.status, first.text).toBe(200);
    expect(first.body.circular.title).toBe("Ohio Valley Weekly Ad – This Week");
    expect(first.body).toMatchObject({ total: expected.length, page: 1, per_page: 24, total_pages: Math.ceil(expected.length / 24) });
    const second = await get(`/api/shop/v1/weekly-ad?store_id=${COLUMBUS}&page=2`);
    const shown: WeeklyAdDeal[] = [...first.body.items, ...second.body.items];
    expect(shown.map((d) => d.product.id)).toEqual(expected.slice(0, 48).map((d) => d.productId));
    for (const [i, d] of shown.entries()) {
      expect(d.price_cents, d.product.name).toBe(expected[i]!.priceCents);
      expect(d.text).toBe(expected[i]!.dealText);
      // While the circular is valid the shop's price is the deal's.
      expect(d.product.sale_price_cents, d.product.name).toBe(d.price_cents);
    }
    expect(shown.some((d) => d.text !== "")).toBe(true);
    const past = await get(`/api/shop/v1/weekly-ad?store_id=${COLUMBUS}&page=${first.body.total_pages + 1}`);
    expect(past.body.items).toEqual([]);
  });

  it("reads the selected store, and a wine store's ad is its shop store's", async () => {
    const byCookie = await get("/api/shop/v1/weekly-ad", `store_id=${COLUMBUS}`);
    const byWine = await get(`/api/shop/v1/weekly-ad?store_id=${COLUMBUS_WINE}`);
    expect(byCookie.body).toEqual((await get(`/api/shop/v1/weekly-ad?store_id=${COLUMBUS}`)).body);
    expect(byWine.body.circular.title).toBe("Ohio Valley Weekly Ad – This Week");
    expect(byWine.body.total).toBe(byCookie.body.total);
  });

  it("refuses bad input with a 400 naming the parameter, and changes nothing", async () => {
    const fp = await fingerprinter(t.database);
    const before = await fp();
    for (const [query, param] of [
      ["store_id=abc", "store_id"],
      [`store_id=${COLUMBUS}&page=0`, "page"],
      [`store_id=${COLUMBUS}&page=x`, "page"],
      [`store_id=${COLUMBUS}&per_page=1000`, "per_page"],
    ] as const) {
      const r = await get(`/api/shop/v1/weekly-ad?${query}`);
      expectError(r, 400, "invalid_param");
      expect(r.text, query).toContain(param);
    }
    expectError(await get("/api/shop/v1/weekly-ad"), 400, "invalid_param");
    expectError(await get("/api/shop/v1/weekly-ad?store_id=999999"), 404, "not_found");
    expect(changedTables(before, await fp())).toEqual([]);
  });
});

describe("the shop's prices and the deals, by date", () => {
  it("shows next week's deal price in the shop only from the day that circular starts", async () => {
    const columbus = (await t.services.stores.get(COLUMBUS))!;
    const { deals: thisWeek } = await circularOf(1, "this-week");
    const { deals: nextWeek } = await circularOf(1, "next-week");
    const onThisWeek = new Set(thisWeek.map((d) => d.productId));
    const deal = nextWeek.find((d) => !onThisWeek.has(d.productId) && demoCarried(d.productId, COLUMBUS))!;
    const now = (await inDays(0).catalog.get(columbus, { id: deal.productId }))!.product;
    expect(now.sale_price_cents).not.toBe(deal.priceCents);
    const later = (await inDays(5).catalog.get(columbus, { id: deal.productId }))!.product;
    expect(later.sale_price_cents).toBe(deal.priceCents);
    // The ad on display then shows the same price.
    const ad = (await inDays(5).ad.current(columbus, 1, 500))!;
    expect(ad.items.find((d) => d.product.id === deal.productId)).toMatchObject({
      price_cents: deal.priceCents,
      product: { sale_price_cents: deal.priceCents },
    });
    expect((await inDays(12).catalog.get(columbus, { id: deal.productId }))!.product.sale_price_cents).not.toBe(deal.priceCents);
  });
});

describe("the products list, kept between requests", () => {
  it("follows a deal that starts while the same listing is asked again, on the same catalog service", async () => {
    const columbus = (await t.services.stores.get(COLUMBUS))!;
    const { deals: thisWeek } = await circularOf(1, "this-week");
    const { deals: nextWeek } = await circularOf(1, "next-week");
    const onThisWeek = new Set(thisWeek.map((d) => d.productId));
    const deal = nextWeek.find((d) => !onThisWeek.has(d.productId) && demoCarried(d.productId, COLUMBUS))!;
    const name = PRODUCTS.find((p) => p.id === deal.productId)!.name;
    let days = 0;
    const catalog = createCatalogService(t.database.db, t.services.version, () => new Date(Date.now() + days * DAY));
    const listed = async () => {
      const page = await catalog.list(columbus, {
        q: name,
        department: null,
        brands: [],
        flags: [],
        onSale: false,
        sort: "relevance",
        page: 1,
        perPage: 48,
      });
      return page.items.find((p) => p.id === deal.productId)!;
    };
    const sortedHits = () => cacheCounts().find((c) => c.name === "catalog.sorted")?.hits ?? 0;
    expect((await listed()).sale_price_cents).not.toBe(deal.priceCents);
    const hits = sortedHits();
    expect((await listed()).sale_price_cents).not.toBe(deal.priceCents);
    // The second ask is cut from the listing worked out for the first.
    expect(sortedHits()).toBe(hits + 1);
    days = 5;
    expect((await listed()).sale_price_cents).toBe(deal.priceCents);
    days = 12;
    expect((await listed()).sale_price_cents).not.toBe(deal.priceCents);
  });
});

// ---- the add control (the page's action) ----

type Action = (args: never) => Promise<unknown>;

async function post(body: Record<string, string>, session: Session | null): Promise<Response> {
  const context = {
    services: t.services,
    auth: { session, user: session?.user ?? null, token: undefined },
    cspNonce: "",
    https: false,
    clientAddress: "127.0.0.1",
    render: { partial: false },
  } as unknown as AppLoadContext;
  const request = new Request("http://aisle.test/weekly-ad", { method: "POST", body: new URLSearchParams(body) });
  const answer = await (weeklyAd.action as Action)({ request, context, params: {} } as never);
  if (answer && typeof answer === "object" && "status" in answer && "headers" in answer) return answer as Response;
  const { data, init } = answer as { data: unknown; init?: ResponseInit | null };
  return Response.json(data, init ?? undefined);
}

async function sessionOf(email: string, password: string): Promise<{ session: Session; nonce: string }> {
  const { cookie, nonce } = await login(t.url, email, password);
  const session = await t.services.auth.sessionFromToken(decodeURIComponent(/aisle_session=([^;]+)/.exec(cookie)?.[1] ?? ""));
  if (!session) throw new Error("no session");
  return { session, nonce };
}

describe("adding a deal to a shopping list", () => {
  it("puts one more on the shopper's “Weekly ad” list (made on the first add), or on the list chosen", async () => {
    const { session, nonce } = await sessionOf(DEMO.shopper.email, DEMO.shopper.password);
    const product = String(PRODUCTS[1]!.id);
    const first = await post({ product_id: product, nonce }, session);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ ok: true, listName: "Weekly ad", quantity: 1 });
    expect(await (await post({ product_id: product, nonce }, session)).json()).toMatchObject({ ok: true, quantity: 2 });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, DEMO.shopper.email));
    const mine = await t.services.shopperLists.createList(row!.id, { name: "Party", note: "" });
    // Sent before the scripts ran: back to the page, saying what was added.
    const back = await post({ product_id: product, list_id: String(mine.id), nonce, back: "/weekly-ad?page=2" }, session);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(`/weekly-ad?page=2&added=${product}`);
    expect((await t.services.shopperLists.list(row!.id, mine.id)).items).toMatchObject([{ product_id: Number(product), quantity: 1 }]);
  });

  it("refuses a signed-out visitor, a missing nonce, bad input and another shopper's list, changing nothing", async () => {
    const shopper = await sessionOf(DEMO.shopper.email, DEMO.shopper.password);
    const editor = await sessionOf(DEMO.editor.email, DEMO.editor.password);
    const theirs = await t.services.shopperLists.createList(shopper.session.user.id, { name: "Picnic", note: "" });
    const fp = await fingerprinter(t.database);
    const before = await fp();
    const product = String(PRODUCTS[2]!.id);
    expect((await post({ product_id: product }, null)).status).toBe(401);
    expect((await post({ product_id: product }, shopper.session)).status).toBe(403);
    expect((await post({ product_id: "abc", nonce: shopper.nonce }, shopper.session)).status).toBe(400);
    expect((await post({ product_id: product, list_id: "-1", nonce: shopper.nonce }, shopper.session)).status).toBe(400);
    expect((await post({ product_id: "99999999", list_id: String(theirs.id), nonce: shopper.nonce }, shopper.session)).status).toBe(404);
    const other = await post({ product_id: product, list_id: String(theirs.id), nonce: editor.nonce }, editor.session);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ ok: false, error: `No shopping list with id ${theirs.id}.` });
    expect(changedTables(before, await fp())).toEqual([]);
  });
});
