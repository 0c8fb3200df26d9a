import { Breadcrumb } from "../storefront/frame/breadcrumb";
import { ShopHeader } from "./shop-header";
import { Listing } from "./listing";
import type { Route } from "../routes/+types/shop-favorites";

/** The favourites' page, `/shop/favorites`: the signed-in shopper's favourites at the store, or a way to sign in. */
export function FavoritesPage({ data }: { data: Route.ComponentProps["loaderData"] }) {
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
