import { Form, Link } from "../routing/routing";
import type { Cart, CartLine } from "../../core/cart/types";
import { formatCents } from "../../core/catalog/unit-price";
import { SHOP_PLACES } from "../../core/catalog/shops";
import { useLayout } from "../storefront/use-layout";
import { ReturnHereField } from "../storefront/hydration/return-here-field";

const SUBSTITUTION_LABELS = { allow: "Allow a similar item", none: "Don't substitute" } as const;

function LineForm({ line }: { line: CartLine }) {
  const { apiNonce } = useLayout();
  const id = `line-${line.product_id}`;
  return (
    <li className="cart-line" aria-labelledby={`${id}-name`}>
      <div className="cart-line__what">
        <Link to={line.url} id={`${id}-name`}>
          {line.name}
        </Link>
        <span className="cart-line__size">{line.size}</span>
        {line.available ? null : (
          <strong className="cart-line__missing">
            {line.sold_here
              ? "Not available at this store: left out of your order"
              : `Sold in ${SHOP_PLACES[line.shop]}, not at this store: left out of your order here`}
          </strong>
        )}
      </div>
      <Form method="post" className="cart-line__form">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="product_id" value={line.product_id} />
        <input type="hidden" name="nonce" value={apiNonce} />
        <ReturnHereField />
        {line.weight === null ? (
          <label>
            Quantity{" "}
            <input type="number" name="quantity" min={1} max={99} defaultValue={line.quantity} aria-label={`Quantity of ${line.name}`} />
          </label>
        ) : (
          <span>{line.weight} lb</span>
        )}
        <label>
          Substitutions{" "}
          <select
            name="substitution"
            defaultValue={line.substitution === "product" ? "allow" : line.substitution}
            aria-label={`Substitutions for ${line.name}`}
          >
            {Object.entries(SUBSTITUTION_LABELS).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label>
          Note <input type="text" name="note" maxLength={500} defaultValue={line.note} aria-label={`Note for ${line.name}`} />
        </label>
        <button type="submit" aria-label={`Update ${line.name}`}>
          Update
        </button>
      </Form>
      <p className="cart-line__price">{line.available ? formatCents(line.line_cents) : "—"}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="product_id" value={line.product_id} />
        <input type="hidden" name="nonce" value={apiNonce} />
        <ReturnHereField />
        <button type="submit" className="cart-line__remove" aria-label={`Remove ${line.name}`}>
          Remove
        </button>
      </Form>
    </li>
  );
}

/** The cart's lines, each with its own forms (they work without scripts), and the subtotal. */
export function CartLines({ cart }: { cart: Cart }) {
  return (
    <>
      <ul className="cart-lines" aria-label="Items in your cart">
        {cart.lines.map((l) => (
          <LineForm key={l.product_id} line={l} />
        ))}
      </ul>
      <p className="cart-subtotal">
        Subtotal ({cart.item_count} {cart.item_count === 1 ? "item" : "items"}): <strong>{formatCents(cart.subtotal_cents)}</strong>
      </p>
      <p className="cart-subtotal__note">
        Items sold by weight are estimated; you pay for the weight picked. Payment is at pickup or on delivery.
      </p>
    </>
  );
}
