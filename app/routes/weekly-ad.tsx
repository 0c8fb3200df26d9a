import { useLoaderData } from "react-router";
import { catalogQueryFromSearch } from "../../core/catalog/catalog-query";
import { applyStoreRequirement } from "../storefront/store-requirement.server";
import { loadOrUnavailable, unavailableResponse } from "../storefront/unavailable.server";
import { ProductGrid } from "../shop/product-card";
import { ChooseStoreNote } from "../shop/listing";
import { Pagination } from "../posts/pagination";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import type { Route } from "./+types/weekly-ad";

export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.circular ? `${data.circular.title}` : "Weekly ad" }];

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/** `/weekly-ad`: the selected store's circular on display now, its deals page by page (`?page=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await applyStoreRequirement(request, context, "shop-only");
  const user = context.auth.user;
  if (!store) return { store, circular: null, page: null, favoriteIds: [] as number[], signedIn: user !== null };
  const query = { ...catalogQueryFromSearch(new URL(request.url).searchParams), onSale: true, sort: "name" as const, q: "", brands: [], flags: [] };
  const found = await loadOrUnavailable(context, "weekly ad", async () => {
    const circular = await context.services.weeklyAd.onDisplay(store);
    const page = circular ? await context.services.catalog.list(store, query) : null;
    const favoriteIds = user ? await context.services.shopperLists.favoriteIds(user.id) : [];
    return { circular, page, favoriteIds };
  });
  if (found === "unavailable") throw unavailableResponse();
  return { store, ...found.value, signedIn: user !== null };
}

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });

export default function WeeklyAd() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="shop">
      <h1>{data.circular ? data.circular.title : "Weekly ad"}</h1>
      {!data.store ? (
        <ChooseStoreNote />
      ) : !data.circular || !data.page ? (
        <p>There is no weekly ad for {data.store.name} right now.</p>
      ) : (
        <>
          <p>
            Deals at {data.store.name}, {day(data.circular.startDate)} to {day(new Date(new Date(data.circular.endDate).getTime() - 1).toISOString())}.
          </p>
          <p role="status">{data.page.total} deals</p>
          <ProductGrid products={data.page.items} priced favoriteIds={data.favoriteIds} signedIn={data.signedIn} label="Deals" />
          <Pagination page={data.page.page} totalPages={data.page.totalPages} href={(n) => (n > 1 ? `/weekly-ad?page=${n}` : "/weekly-ad")} />
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
