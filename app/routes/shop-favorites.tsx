import { useLoaderData } from "react-router";
import { loadFavorites } from "../shop/catalog-loaders.server";
import { favoriteAction } from "../shop/favorite-action.server";
import { ShopHeader } from "../shop/shop-header";
import { Listing } from "../shop/listing";
import { Breadcrumb } from "../storefront/breadcrumb";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import type { Route } from "./+types/shop-favorites";

export const meta = () => [{ title: "My favorites" }, { name: "robots", content: "noindex" }];

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/** `/shop/favorites` (the spec's `/shop#!/?filter=is_favorite`): the signed-in shopper's favorites at the store. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFavorites(request, context);
}

/** The heart on every product posts here. */
export async function action({ request, context }: Route.ActionArgs) {
  return favoriteAction(request, context);
}

export default function ShopFavorites() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="shop">
      <ShopHeader title="My favorites" store={data.store} shop={data.shop}>
        <Breadcrumb trail={[{ to: data.shopBase, label: data.shopTitle }]} current="My favorites" />
      </ShopHeader>
      {data.listing ? (
        data.listing.page.total || data.listing.query.flags.length || data.listing.query.brands.length || data.listing.query.onSale ? (
          <Listing data={data.listing} label="My favorites" />
        ) : (
          <p>No favorites yet. Press the heart on a product to keep it here.</p>
        )
      ) : (
        <p>
          <a href={`/my-account?back=${encodeURIComponent(`${data.shopBase}/favorites`)}`}>Sign in</a> to see your favorites.
        </p>
      )}
    </div>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
