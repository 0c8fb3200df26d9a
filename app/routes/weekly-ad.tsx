import { data as respond, useLoaderData } from "react-router";
import { applyStoreRequirement } from "../storefront/stores/store-requirement.server";
import { loadOrUnavailable, unavailableResponse } from "../storefront/stores/unavailable.server";
import { addToListAction } from "../shop/list-action.server";
import { WeeklyAdPage } from "../shop/weekly-ad-page";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";
import { ShopErrorBoundary } from "../shop/shop-error";
import { CATALOG_MAX_PAGE } from "../../core/catalog/catalog-query";
import { WEEKLY_AD_PER_PAGE } from "../../core/catalog/types";
import "../shop/shop.css";
import type { Route } from "./+types/weekly-ad";

/** A plain page once its data loaded, never a page past the last (decisions 0045, 0121); Add to list answers in place all the same. */
export const handle: PlainPageHandle = { plainPage: plainWhenLoaded };

export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.ad ? data.ad.circular.title : "Weekly ad" }];

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

const positive = (raw: string | null, max: number): number | null =>
  raw !== null && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= max ? Number(raw) : null;

/**
 * `/weekly-ad`: the selected store's circular on display now and its deals, page by page (`?page=`,
 * in the ad's order). A signed-in shopper adds deals to a shopping list: the one chosen (`?list=`),
 * else their first, else a new "Weekly ad" list. A page past the last is not found.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await applyStoreRequirement(request, context, "shop-only");
  const user = context.auth.user;
  const params = new URL(request.url).searchParams;
  const page = positive(params.get("page"), CATALOG_MAX_PAGE) ?? 1;
  if (!store) return { store, ad: null, lists: [], listId: null, added: null };
  const found = await loadOrUnavailable(context, "weekly ad", async () => ({
    ad: await context.services.weeklyAd.current(store, page, WEEKLY_AD_PER_PAGE),
    lists: user ? await context.services.shopperLists.lists(user.id) : [],
  }));
  if (found === "unavailable") throw unavailableResponse();
  const { ad, lists } = found.value;
  if (ad && page > ad.total_pages) throw respond(null, { status: 404 });
  const chosen = positive(params.get("list"), Number.MAX_SAFE_INTEGER);
  const listId = lists.find((l) => l.id === chosen)?.id ?? lists[0]?.id ?? null;
  const addedId = positive(params.get("added"), Number.MAX_SAFE_INTEGER);
  const added = ad?.items.find((d) => d.product.id === addedId)?.product.name ?? null;
  return { store, ad, lists: lists.map((l) => ({ id: l.id, name: l.name })), listId, added };
}

/** Every deal's add control posts here. */
export async function action({ request, context }: Route.ActionArgs) {
  return addToListAction(request, context);
}

export default function WeeklyAd() {
  return <WeeklyAdPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = ShopErrorBoundary;
