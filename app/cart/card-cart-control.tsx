import { useEffect, useRef, useState } from "react";
import { useFetcher } from "#app/routing/routing";
import { useLayout } from "#app/storefront/frame/use-layout";
import { ReturnHereField } from "#app/storefront/hydration/return-here-field";
import { QuantityStepper } from "#app/ui/quantity-stepper";
import { formatCents } from "#core/catalog/unit-price";
import type { Product } from "#core/catalog/types";
import { CART_ACTION } from "./add-to-cart";
import { refreshCartLines, useCardLine, type CardLine } from "./cart-quantities";

type Answer = { ok: boolean; error?: string };

/** The controls focus moves to: the stepper's last button once added, Add once removed. */
const STEPPER_LAST = ".stepper__button:last-child";
const ADD_BUTTON = "button[type=submit]";

const round = (n: number) => Math.round(n * 100) / 100;
/** How much of a product the line holds, in the product's unit: lb for a line bought by weight, a count otherwise. */
function amountLabel(line: CardLine): string {
  return line.weight !== null ? `${round(line.weight)} lb` : String(line.quantity);
}

/** For a weighed item: about how much it weighs and costs (its price is estimated until it is weighed). */
function estimateLabel(product: Product, line: CardLine): string | null {
  if (!product.sold_by_weight) return null;
  const lb = line.weight === null && product.average_weight ? `about ${round(line.quantity * product.average_weight)} lb` : null;
  const price = line.line_cents > 0 ? `est. ${formatCents(line.line_cents)}` : null;
  return [lb, price].filter(Boolean).join(", ") || null;
}

/**
 * A product card's cart part. Not in the cart: a form with [button] `Add <product> to cart` (a plain
 * post before the scripts run, coming back to this page). In the cart: a stepper, [button]
 * `Decrease quantity`, "In cart: 2", [button] `Increase quantity`, each change saved at once; a
 * weighed item steps by its weight step and shows its estimated price. Focus stays on the control.
 */
export function CardCartControl({ product }: { product: Product }) {
  const fetcher = useFetcher<Answer>();
  const { apiNonce } = useLayout();
  const saved = useCardLine(product.id, apiNonce);
  const [pending, setPending] = useState<CardLine | null | undefined>(undefined);
  const [message, setMessage] = useState("");
  /** Where focus goes once the card has rendered its new control: a selector within the card. */
  const refocus = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const wasBusy = useRef(false);
  /** Changes sent so far: a read begun before the latest one must not put back what it replaced. */
  const sent = useRef(0);
  const line = pending === undefined ? saved : pending;
  const busy = fetcher.state !== "idle";

  // Once a change is answered: read the cart again, then show what it holds.
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const at = sent.current;
    void refreshCartLines(apiNonce).then(() => {
      if (sent.current === at) setPending(undefined);
    });
  }, [busy, apiNonce]);

  useEffect(() => {
    const target = refocus.current && root.current?.querySelector<HTMLElement>(refocus.current);
    if (target) {
      refocus.current = null;
      target.focus();
    }
  });

  const send = (fields: Record<string, string>, next: CardLine | null) => {
    const form = new FormData();
    form.set("product_id", String(product.id));
    form.set("nonce", apiNonce);
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    sent.current += 1;
    setPending(next);
    void fetcher.submit(form, { method: "post", action: CART_ACTION });
  };

  const remove = () => {
    refocus.current = ADD_BUTTON;
    setMessage(`${product.name} is out of your cart.`);
    send({ intent: "remove" }, null);
  };

  const step = product.sold_by_weight && product.weight_step ? product.weight_step : null;
  const change = (dir: 1 | -1) => {
    if (!line) return;
    if (line.weight !== null && step) {
      const weight = round(line.weight + dir * step);
      if (weight < step) remove();
      else {
        setMessage(`${product.name}: ${weight} lb in your cart.`);
        send({ intent: "update", weight: String(weight) }, { ...line, weight });
      }
      return;
    }
    const quantity = Math.min(99, line.quantity + dir);
    if (quantity < 1) remove();
    else {
      setMessage(`${product.name}: ${quantity} in your cart.`);
      send({ intent: "update", quantity: String(quantity) }, { ...line, quantity });
    }
  };

  const estimate = line ? estimateLabel(product, line) : null;
  return (
    <div className="card-cart" ref={root}>
      {line ? (
        <QuantityStepper
          block
          busy={busy}
          canIncrease={line.weight !== null || line.quantity < 99}
          onDecrease={() => change(-1)}
          onIncrease={() => change(1)}
        >
          <span className="card-cart__in">In cart: </span>
          <span className="card-cart__amount">{amountLabel(line)}</span>
        </QuantityStepper>
      ) : (
        <fetcher.Form
          method="post"
          action={CART_ACTION}
          className="add-to-cart"
          onSubmit={() => {
            refocus.current = STEPPER_LAST;
            sent.current += 1;
            setMessage(`${product.name} is in your cart.`);
            setPending({ quantity: 1, weight: null, line_cents: 0 });
          }}
        >
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="product_id" value={product.id} />
          <input type="hidden" name="nonce" value={apiNonce} />
          <input type="hidden" name="quantity" value="1" />
          <ReturnHereField />
          <button type="submit" className="button button--block add-to-cart__button" aria-label={`Add ${product.name} to cart`}>
            <span aria-hidden="true">+</span> Add
          </button>
        </fetcher.Form>
      )}
      {/* A weighed item keeps the line for its estimate from the first render, so the card does not grow. */}
      {product.sold_by_weight ? <p className="card-cart__estimate">{estimate ?? "\u00a0"}</p> : null}
      <span className="card-cart__status visually-hidden" role="status">
        {!busy && fetcher.data && !fetcher.data.ok ? (fetcher.data.error ?? "Your cart could not be changed.") : message}
      </span>
    </div>
  );
}
