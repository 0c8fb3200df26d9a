import { useEffect, useState } from "react";
import { Link, useActionData, useNavigation } from "../routing/routing";
import { CheckoutSignIn, MethodChooser, ORDER_FORM_ID, OrderForm, type OrderChoices } from "./checkout-forms";
import { TIPS } from "./tip-choice";
import { OrderSummary } from "./order-summary";
import { useFailureFocus } from "../admin/use-failure-focus";
import { ChooseStoreNote } from "../shop/choose-store-note";
import { formatCents } from "../../core/catalog/unit-price";
import type { Route } from "../routes/+types/checkout";

/**
 * Whether the order form went (its submit not held back for a missing slot): on a plain page the
 * browser sends it, and the router's navigation state never says so. Read once the page's own
 * handlers ran (on the window); a page shown again from the back-forward cache starts over.
 */
function useOrderSent(): boolean {
  const [sent, setSent] = useState(false);
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if ((event.target as Element | null)?.id === ORDER_FORM_ID && !event.defaultPrevented) setSent(true);
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSent(false);
    };
    window.addEventListener("submit", onSubmit);
    window.addEventListener("pageshow", onShow);
    return () => {
      window.removeEventListener("submit", onSubmit);
      window.removeEventListener("pageshow", onShow);
    };
  }, []);
  return sent;
}

/** The checkout's page, `/checkout`: sign in or up, pickup or delivery, a time slot, tip, notes, and Place order. */
export function CheckoutPage({ data: d }: { data: Route.ComponentProps["loaderData"] }) {
  const failed = useActionData<Route.ComponentProps["actionData"]>();
  const navigation = useNavigation();
  const sent = useOrderSent();
  const placing = sent || (navigation.state === "submitting" && navigation.formData?.get("intent") === "place");
  const refusal = failed && "error" in failed ? failed : null;
  // Rendered again after a refusal (without scripts), the summary counts what the form keeps.
  const [choices, setChoices] = useState<OrderChoices>(() => ({
    feeCents: d.slots.find((s) => String(s.id) === refusal?.typed?.slot_id)?.fee_cents ?? null,
    tipCents: TIPS.find((t) => String(t) === refusal?.typed?.tip_cents) ?? 0,
  }));
  const orderable = d.cart ? d.cart.lines.filter((l) => l.available).length : 0;
  const refusalRef = useFailureFocus(refusal && refusal.field !== "address" ? refusal : null);
  return (
    <div className="shop checkout-page">
      <h1>Checkout</h1>
      {refusal && refusal.field !== "address" ? (
        <p className="checkout-error" role="alert" tabIndex={-1} autoFocus ref={refusalRef}>
          {refusal.error}
        </p>
      ) : null}
      {!d.store ? (
        <ChooseStoreNote />
      ) : !d.cart || orderable === 0 ? (
        <p>
          Your cart has nothing {d.store.name} can sell. <Link to="/shop">Start shopping</Link>
        </p>
      ) : (
        <>
          <p className="checkout-summary">
            {d.cart.item_count} {d.cart.item_count === 1 ? "item" : "items"} from {d.store.name}: {formatCents(d.cart.subtotal_cents)}{" "}
            before fees and tip. <Link to="/cart">Change cart</Link>
          </p>
          {d.cart.unavailable_count ? (
            <p className="checkout-summary__left-out">
              {d.cart.unavailable_count} {d.cart.unavailable_count === 1 ? "product in your cart is" : "products in your cart are"} not sold
              or not in stock at {d.store.name}: {d.cart.unavailable_count === 1 ? "it stays" : "they stay"} in your cart and{" "}
              {d.cart.unavailable_count === 1 ? "is" : "are"} not in this order.
            </p>
          ) : null}
          {d.signedIn ? (
            <div className="checkout-layout">
              <div className="checkout-layout__main">
                <MethodChooser method={d.method} storeName={d.store.name} />
                <OrderForm
                  key={d.method}
                  method={d.method}
                  slots={d.slots}
                  storeId={d.store.id}
                  idempotencyKey={d.idempotencyKey}
                  hasAlcohol={d.cart.has_alcohol}
                  addresses={d.addresses}
                  typed={refusal?.typed}
                  addressError={refusal?.field === "address" ? refusal.error : undefined}
                  onChoices={setChoices}
                />
              </div>
              <div className="checkout-layout__side">
                <OrderSummary
                  itemCount={d.cart.item_count}
                  subtotalCents={d.cart.subtotal_cents}
                  feeCents={choices.feeCents}
                  tipCents={choices.tipCents}
                  method={d.method}
                  hasWeighed={d.cart.lines.some((l) => l.available && l.weight !== null)}
                />
                <button type="submit" form={ORDER_FORM_ID} className="button checkout-order__place" aria-disabled={placing || undefined}>
                  Place order
                </button>
              </div>
            </div>
          ) : (
            <CheckoutSignIn />
          )}
        </>
      )}
    </div>
  );
}
