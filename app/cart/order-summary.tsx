import { formatCents } from "#core/catalog/unit-price";
import type { FulfilmentMethod } from "#core/cart/types";

/**
 * [region] `Order summary`: items and subtotal, the chosen time's fee (until one is chosen, what it
 * will be: "Choose a time"), the tip and `Total`, which is their sum as the order will be charged.
 */
export function OrderSummary({
  itemCount,
  subtotalCents,
  feeCents,
  tipCents,
  method,
  hasWeighed,
}: {
  itemCount: number;
  subtotalCents: number;
  feeCents: number | null;
  tipCents: number;
  method: FulfilmentMethod;
  /** Lines sold by weight: their price is an estimate until picked. */
  hasWeighed: boolean;
}) {
  const total = subtotalCents + (feeCents ?? 0) + tipCents;
  return (
    <section className="order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className="order-summary__title">
        Order summary
      </h2>
      <dl className="order-summary__rows">
        <div>
          <dt>Subtotal ({itemCount === 1 ? "1 item" : `${itemCount} items`})</dt>
          <dd data-cents={subtotalCents}>{formatCents(subtotalCents)}</dd>
        </div>
        <div>
          <dt>{method === "pickup" ? "Pickup fee" : "Delivery fee"}</dt>
          <dd data-cents={feeCents ?? 0}>{feeCents === null ? "Choose a time" : feeCents === 0 ? "Free" : formatCents(feeCents)}</dd>
        </div>
        <div>
          <dt>Tip</dt>
          <dd data-cents={tipCents}>{formatCents(tipCents)}</dd>
        </div>
        <div className="order-summary__total">
          <dt>Total</dt>
          <dd data-cents={total}>{formatCents(total)}</dd>
        </div>
      </dl>
      {hasWeighed ? (
        <p className="order-summary__note">Items sold by weight are estimates: you pay for what they weigh when picked.</p>
      ) : null}
    </section>
  );
}
