import { useFetcher, useLocation } from "../routing/routing";
import { useLayout } from "../storefront/frame/use-layout";
import { ReturnHereField } from "../storefront/hydration/return-here-field";
import { returnPath } from "../../core/web/return-path";
import { signInHref } from "../../core/account/sign-in-return";

export const FAVORITES_ACTION = "/shop/favorites";

/**
 * The heart on a product: [button] `Add to favorites` / `Remove from favorites` with aria-pressed.
 * It posts to /shop/favorites (a plain post that comes back to this page before the scripts run; a
 * fetcher after), showing the new state at once. A signed-out shopper gets a link to sign in that
 * brings them back here with the favorite added (core/account/sign-in-return).
 */
export function FavoriteButton({
  productId,
  productName,
  favorite,
  signedIn,
}: {
  productId: number;
  productName: string;
  favorite: boolean;
  signedIn: boolean;
}) {
  const fetcher = useFetcher<{ ok: boolean; error?: string }>();
  const { apiNonce } = useLayout();
  const { pathname, search } = useLocation();
  if (!signedIn) {
    return (
      <a
        className="favorite-button favorite-button--signin"
        href={signInHref(returnPath(pathname, search) ?? "/shop", { kind: "favorite", productId })}
        aria-label={`Sign in to add ${productName} to favorites`}
      >
        <span aria-hidden="true">♡</span>
      </a>
    );
  }
  const pending = fetcher.formData?.get("favorite");
  const shown = pending === undefined || pending === null ? favorite : pending === "on";
  return (
    <fetcher.Form method="post" action={FAVORITES_ACTION} className="favorite-form">
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="favorite" value={shown ? "off" : "on"} />
      <input type="hidden" name="nonce" value={apiNonce} />
      <ReturnHereField />
      <button
        type="submit"
        className="favorite-button"
        aria-pressed={shown}
        aria-label={shown ? "Remove from favorites" : "Add to favorites"}
        title={shown ? `Remove ${productName} from favorites` : `Add ${productName} to favorites`}
      >
        <span aria-hidden="true">{shown ? "♥" : "♡"}</span>
      </button>
      {fetcher.data && !fetcher.data.ok ? <p role="alert">{fetcher.data.error}</p> : null}
    </fetcher.Form>
  );
}
