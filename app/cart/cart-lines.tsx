import { useEffect, useRef, type KeyboardEvent } from "react";
import { Link, useFetcher } from "#app/routing/routing";
import type { Cart, CartLine } from "#core/cart/types";
import { formatCents } from "#core/catalog/unit-price";
import { SHOP_PLACES } from "#core/catalog/shops";
import { useLayout } from "#app/storefront/frame/use-layout";
import { ReturnHereField } from "#app/storefront/hydration/return-here-field";
import { useHydrated } from "#app/storefront/hydration/use-hydrated";
import { QuantityStepper } from "#app/ui/quantity-stepper";
import { buttonClass } from "#app/ui/button";
import { Card } from "#app/ui/card";
import { CART_ACTION } from "./add-to-cart";
import "./cart-page.css";

const SUBSTITUTION_LABELS = { allow: "Allow a similar item", none: "Don't substitute" } as const;

const round = (n: number) => Math.round(n * 100) / 100;

/** The hidden fields every line form sends. */
function LineFields({ line, intent }: { line: CartLine; intent: "update" | "remove" }) {
  const { apiNonce } = useLayout();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="product_id" value={line.product_id} />
      <input type="hidden" name="nonce" value={apiNonce} />
      <ReturnHereField />
    </>
  );
}

/**
 * A cart line: picture, name, size and unit price, a stepper (− [spinbutton] `Quantity of <product>` +,
 * or the weight for a line bought by weight), the substitution choice and a note, the line's price and
 * [button] `Remove <product>`. Each change is saved as it is made; without scripts the line is a form
 * with [button] `Update <product>`, and − and + are forms of their own.
 */
function LineItem({ line }: { line: CartLine }) {
  const hydrated = useHydrated();
  const { apiNonce } = useLayout();
  const save = useFetcher<{ ok: boolean; error?: string }>();
  const step = useFetcher<{ ok: boolean; error?: string }>();
  const remove = useFetcher<{ ok: boolean; error?: string }>();
  const form = useRef<HTMLFormElement>(null);
  const quantityField = useRef<HTMLInputElement>(null);
  const id = `line-${line.product_id}`;
  const byWeight = line.weight !== null;
  const weightStep = line.weight_step ?? 0.25;

  // What is being saved shows at once; the saved cart replaces it when the page's data comes back.
  const steppingTo = step.formData ? Number(step.formData.get(byWeight ? "weight" : "quantity")) : null;
  const quantity = !byWeight && steppingTo !== null ? steppingTo : line.quantity;
  const weight = byWeight && steppingTo !== null ? steppingTo : line.weight;
  useEffect(() => {
    if (quantityField.current && document.activeElement !== quantityField.current) quantityField.current.value = String(quantity);
  }, [quantity]);

  const busy = save.state !== "idle" || step.state !== "idle" || remove.state !== "idle";
  const error = [save.data, step.data, remove.data].find((d) => d && !d.ok)?.error;

  const submitLine = () => form.current?.requestSubmit();
  const changed = (input: HTMLInputElement) => input.value !== input.defaultValue;
  const onEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      submitLine();
    }
  };

  const stepTo = (value: number) => {
    const data = new FormData();
    data.set("product_id", String(line.product_id));
    data.set("nonce", apiNonce);
    if ((byWeight && value < weightStep) || (!byWeight && value < 1)) {
      data.set("intent", "remove");
      void remove.submit(data, { method: "post", action: CART_ACTION });
      return;
    }
    data.set("intent", "update");
    data.set(byWeight ? "weight" : "quantity", String(value));
    void step.submit(data, { method: "post", action: CART_ACTION });
  };

  const less = byWeight ? round((weight ?? 0) - weightStep) : quantity - 1;
  const more = byWeight ? round((weight ?? 0) + weightStep) : Math.min(99, quantity + 1);
  const unitPrice = `${formatCents(line.price_cents)}${line.sold_by_weight ? "/lb" : " each"}`;

  return (
    <li className="cart-item" aria-labelledby={`${id}-name`} aria-busy={busy || undefined}>
      {line.image ? (
        <img className="cart-item__image" src={line.image} alt="" width={80} height={80} loading="lazy" />
      ) : (
        <span className="cart-item__image" />
      )}
      <div className="cart-item__what">
        <Link to={line.url} id={`${id}-name`} className="cart-item__name">
          {line.name}
        </Link>
        <span className="cart-item__meta">
          {line.size} · {unitPrice}
        </span>
        {line.available ? null : (
          <strong className="cart-item__missing">
            {line.sold_here
              ? "Not available at this store: left out of your order"
              : `Sold in ${SHOP_PLACES[line.shop]}, not at this store: left out of your order here`}
          </strong>
        )}
      </div>
      <div className="cart-item__amount">
        <QuantityStepper
          busy={busy}
          canIncrease={byWeight || quantity < 99}
          decreaseLabel={`Decrease quantity of ${line.name}`}
          increaseLabel={`Increase quantity of ${line.name}`}
          onDecrease={() => stepTo(less)}
          onIncrease={() => stepTo(more)}
          submitForms={hydrated ? undefined : { decrease: `${id}-less`, increase: `${id}-more` }}
        >
          {byWeight ? (
            <span>{weight} lb</span>
          ) : (
            <input
              ref={quantityField}
              form={`${id}-form`}
              type="number"
              name="quantity"
              inputMode="numeric"
              min={1}
              max={99}
              defaultValue={line.quantity}
              aria-label={`Quantity of ${line.name}`}
              onKeyDown={onEnter}
              onBlur={(e) => changed(e.currentTarget) && e.currentTarget.validity.valid && submitLine()}
            />
          )}
        </QuantityStepper>
        {line.sold_by_weight ? <span className="cart-item__estimate">Estimated</span> : null}
      </div>
      <p className="cart-item__price">{line.available ? formatCents(line.line_cents) : "—"}</p>
      <save.Form method="post" action={CART_ACTION} id={`${id}-form`} className="cart-item__choices" ref={form}>
        <LineFields line={line} intent="update" />
        <label>
          <span>Substitutions</span>
          <select
            name="substitution"
            defaultValue={line.substitution === "product" ? "allow" : line.substitution}
            aria-label={`Substitutions for ${line.name}`}
            onChange={() => hydrated && submitLine()}
          >
            {Object.entries(SUBSTITUTION_LABELS).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Note</span>
          <input
            type="text"
            name="note"
            maxLength={500}
            defaultValue={line.note}
            placeholder="e.g. ripe ones"
            aria-label={`Note for ${line.name}`}
            onKeyDown={onEnter}
            onBlur={(e) => hydrated && changed(e.currentTarget) && submitLine()}
          />
        </label>
        {hydrated ? null : (
          <button type="submit" className={buttonClass("secondary", { small: true })} aria-label={`Update ${line.name}`}>
            Update
          </button>
        )}
      </save.Form>
      <remove.Form method="post" action={CART_ACTION} className="cart-item__remove">
        <LineFields line={line} intent="remove" />
        <button type="submit" className={buttonClass("ghost", { small: true })} aria-label={`Remove ${line.name}`}>
          Remove
        </button>
      </remove.Form>
      {hydrated ? null : (
        <>
          <step.Form method="post" action={CART_ACTION} id={`${id}-less`} hidden>
            <LineFields line={line} intent={less < (byWeight ? weightStep : 1) ? "remove" : "update"} />
            <input type="hidden" name={byWeight ? "weight" : "quantity"} value={less} />
          </step.Form>
          <step.Form method="post" action={CART_ACTION} id={`${id}-more`} hidden>
            <LineFields line={line} intent="update" />
            <input type="hidden" name={byWeight ? "weight" : "quantity"} value={more} />
          </step.Form>
        </>
      )}
      <p className="cart-item__status" role="status">
        {error ?? ""}
      </p>
    </li>
  );
}

/** The cart's lines, each saved as it changes (and a form without scripts). */
export function CartLines({ cart }: { cart: Cart }) {
  return (
    <ul className="cart-items" aria-label="Items in your cart">
      {cart.lines.map((l) => (
        <LineItem key={l.product_id} line={l} />
      ))}
    </ul>
  );
}

/** [complementary] `Order summary`: subtotal, what weighed items mean, fees at checkout, and Checkout. */
export function CartSummary({ cart }: { cart: Cart }) {
  const weighed = cart.lines.filter((l) => l.available && l.sold_by_weight).length;
  const orderable = cart.lines.length > cart.unavailable_count;
  return (
    <Card as="aside" className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Order summary</h2>
      <dl>
        <div>
          <dt>
            Subtotal ({cart.item_count} {cart.item_count === 1 ? "item" : "items"})
          </dt>
          <dd>{formatCents(cart.subtotal_cents)}</dd>
        </div>
        <div>
          <dt>Delivery and service fees</dt>
          <dd>At checkout</dd>
        </div>
      </dl>
      {weighed ? (
        <p className="cart-summary__note">
          {weighed === 1 ? "1 item is" : `${weighed} items are`} sold by weight: {weighed === 1 ? "its price is" : "their prices are"}{" "}
          estimated, and you pay for the weight picked.
        </p>
      ) : null}
      <p className="cart-summary__note">Payment is at pickup or on delivery.</p>
      {orderable ? (
        <Link className={buttonClass("primary", { block: true })} to="/checkout">
          Checkout
        </Link>
      ) : null}
    </Card>
  );
}
