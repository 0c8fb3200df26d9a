import { useFetcher } from "../routing/routing";
import { useLayout } from "../storefront/frame/use-layout";
import { ReturnHereField } from "../storefront/hydration/return-here-field";

export const CART_ACTION = "/cart";

/**
 * [button] `Add to cart` (named `Add <product> to cart`), with a [spinbutton] `Quantity` on the
 * product page. It posts to /cart: a plain post that comes back to this page before the scripts run
 * (or without them), a fetcher after; the header's count follows either way.
 */
export function AddToCart({
  productId,
  productName,
  withQuantity = false,
}: {
  productId: number;
  productName: string;
  withQuantity?: boolean;
}) {
  const fetcher = useFetcher<{ ok: boolean; error?: string }>();
  const { apiNonce } = useLayout();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={CART_ACTION} className="add-to-cart">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="nonce" value={apiNonce} />
      <ReturnHereField />
      {withQuantity ? (
        <label className="add-to-cart__quantity">
          Quantity <input type="number" name="quantity" min={1} max={99} step={1} defaultValue={1} required />
        </label>
      ) : (
        <input type="hidden" name="quantity" value="1" />
      )}
      <button
        type="submit"
        className="button add-to-cart__button"
        aria-label={`Add ${productName} to cart`}
        aria-disabled={busy || undefined}
      >
        Add to cart
      </button>
      <span className="add-to-cart__status" role="status">
        {fetcher.state === "idle" && fetcher.data ? (fetcher.data.ok ? `${productName} is in your cart.` : fetcher.data.error) : ""}
      </span>
    </fetcher.Form>
  );
}
