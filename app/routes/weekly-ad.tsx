import { data as respond, Form, useLoaderData } from "react-router";
import { applyStoreRequirement } from "../storefront/stores/store-requirement.server";
import { loadOrUnavailable, unavailableResponse } from "../storefront/stores/unavailable.server";
import { ChooseStoreNote } from "../shop/choose-store-note";
import { DealGrid } from "../shop/deal-card";
import { addToListAction } from "../shop/list-action.server";
import { DEFAULT_DEALS_LIST } from "../shop/add-to-list";
import { Pagination } from "#app/ui/pagination";
import { ShopErrorBoundary } from "../shop/shop-error";
import { CATALOG_MAX_PAGE } from "../../core/catalog/catalog-query";
import { WEEKLY_AD_PER_PAGE } from "../../core/catalog/types";
import "../shop/shop.css";
import type { Route } from "./+types/weekly-ad";

const PATH = "/weekly-ad";

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

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });

/** Which list the deals go to: a GET form (its button sends it without JavaScript). */
function ListChoice({ lists, listId }: { lists: Array<{ id: number; name: string }>; listId: number | null }) {
  if (!lists.length) return <p className="shop-note">Deals you add go to a new shopping list, “{DEFAULT_DEALS_LIST}”.</p>;
  return (
    <Form method="get" action={PATH} className="sort-form">
      <label htmlFor="deal-list">Add deals to</label>
      <select id="deal-list" name="list" defaultValue={listId ?? undefined} key={listId}>
        {lists.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--small">
        Use this list
      </button>
    </Form>
  );
}

export default function WeeklyAd() {
  const data = useLoaderData<typeof loader>();
  const ad = data.ad;
  const href = (n: number) => {
    const q = new URLSearchParams();
    if (n > 1) q.set("page", String(n));
    if (data.listId !== null && data.lists[0]?.id !== data.listId) q.set("list", String(data.listId));
    return q.size ? `${PATH}?${q}` : PATH;
  };
  return (
    <div className="shop">
      <h1>{ad ? ad.circular.title : "Weekly ad"}</h1>
      {!data.store ? (
        <ChooseStoreNote />
      ) : !ad ? (
        <p>There is no weekly ad for {data.store.name} right now.</p>
      ) : (
        <>
          <p>
            Deals at {data.store.name}, {day(ad.circular.start_date)} to{" "}
            {day(new Date(new Date(ad.circular.end_date).getTime() - 1).toISOString())}.
          </p>
          {data.added ? (
            <p role="status" className="shop-note">
              Added {data.added} to your list.
            </p>
          ) : null}
          <ListChoice lists={data.lists} listId={data.listId} />
          <p role="status">{ad.total === 1 ? "1 deal" : `${ad.total} deals`}</p>
          <DealGrid deals={ad.items} listId={data.listId} action={PATH} />
          <Pagination page={ad.page} totalPages={ad.total_pages} href={href} />
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
