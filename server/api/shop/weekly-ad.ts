import { weeklyAdQuery, weeklyAdResponse } from "#core/schemas/catalog";
import { WEEKLY_AD_PER_PAGE } from "#core/catalog/types";
import { parseQuery } from "../../http/validate";
import { route, type Router } from "../../http/routes";
import { catalogStore } from "./catalog-store";

const BASE = "/api/shop/v1";

/** The weekly ad on display now at a store, its deals page by page. */
export function mountWeeklyAdRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: `${BASE}/weekly-ad`,
      tag: "catalog",
      summary:
        "The circular of the store's group on display now, and a page of its deals: each product as the store sells it, the deal's price and text (deals of products the store does not carry are left out)",
      query: weeklyAdQuery,
      responses: { 200: { description: "The circular (null when none is on display) and a page of its deals", schema: weeklyAdResponse } },
    },
    async (c) => {
      const q = parseQuery(c, weeklyAdQuery);
      const s = c.get("services");
      const { store, shop } = await catalogStore(c, q.store_id);
      // A catering or wine store's weekly ad is its shop store's.
      const shopId = store.other_attributes.related_shopping_id;
      const shopStore = shop === "shop" || typeof shopId !== "number" ? store : ((await s.stores.get(shopId)) ?? store);
      const page = q.page ?? 1;
      const perPage = q.per_page ?? WEEKLY_AD_PER_PAGE;
      const found = await s.weeklyAd.current(shopStore, page, perPage);
      return c.json(found ?? { circular: null, items: [], total: 0, page, per_page: perPage, total_pages: 1 });
    },
  );
}
