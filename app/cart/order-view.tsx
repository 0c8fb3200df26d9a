import { useEffect, useRef } from "react";
import { Form, Link } from "../routing/routing";
import { ORDER_STATUS_LABELS, type Order } from "../../core/cart/types";
import { slotLabel } from "../../core/cart/slot-plan";
import { formatCents } from "../../core/catalog/unit-price";
import { useLayout } from "../storefront/use-layout";
import { CancelOrderButton, CancelQuestion } from "./cancel-order";

const when = (o: Order) => slotLabel(new Date(o.slot.starts_at), new Date(o.slot.ends_at));

function OrderButton({ intent, children }: { intent: "reorder"; children: string }) {
  const { apiNonce } = useLayout();
  return (
    <Form method="post" className="order-action">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="nonce" value={apiNonce} />
      <button type="submit" className="button">
        {children}
      </button>
    </Form>
  );
}

/** Says that the order was cancelled, and takes the focus there once the question is answered (the dialog is gone). */
function CancelledNotice({ order }: { order: Order }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <p className="cart-notice" role="status" tabIndex={-1} ref={notice}>
      Order {order.number} is cancelled. Its time slot is free for another shopper.
    </p>
  );
}

/**
 * An order: [heading] with its number, status, slot, lines and totals, Cancel order (before picking,
 * after its question: `asking` when the page was reached to ask it) and [button] `Reorder`.
 */
export function OrderView({
  order,
  storeName,
  placed,
  asking = false,
  cancelled = false,
}: {
  order: Order;
  storeName: string;
  placed: boolean;
  asking?: boolean;
  cancelled?: boolean;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="order-page">
      {cancelled ? <CancelledNotice order={order} /> : null}
      {placed ? (
        <p className="cart-notice" role="status">
          Thank you! Your order is placed. We'll have it ready {order.method === "pickup" ? "for pickup" : "for delivery"} {when(order)}.
        </p>
      ) : null}
      <h1>Order {order.number}</h1>
      {order.can_cancel ? (
        <CancelQuestion order={order} storeName={storeName} asking={asking} dialogRef={dialogRef} openerRef={openerRef} />
      ) : null}
      <dl className="order-facts">
        <dt>Status</dt>
        <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
        <dt>{order.method === "pickup" ? "Pickup" : "Delivery"}</dt>
        <dd>
          {when(order)}, {storeName}
        </dd>
        {order.address ? (
          <>
            <dt>Address</dt>
            <dd>
              {order.address.line1}
              {order.address.line2 ? `, ${order.address.line2}` : ""}, {order.address.city}, {order.address.state}{" "}
              {order.address.postal_code}
            </dd>
          </>
        ) : null}
        <dt>Payment</dt>
        <dd>{order.payment === "pay_at_pickup" ? "At pickup" : "On delivery"}</dd>
        {order.notes ? (
          <>
            <dt>Notes</dt>
            <dd>{order.notes}</dd>
          </>
        ) : null}
      </dl>
      <ul className="order-lines" aria-label="Items">
        {order.lines.map((l) => (
          <li key={l.product_id}>
            <Link to={l.url}>{l.name}</Link> × {l.weight === null ? l.quantity : `${l.weight} lb`} <span>{formatCents(l.line_cents)}</span>
          </li>
        ))}
      </ul>
      <p>
        Subtotal {formatCents(order.subtotal_cents)} · Fee {formatCents(order.fee_cents)} · Tip {formatCents(order.tip_cents)} ·{" "}
        <strong>Total {formatCents(order.total_cents)}</strong>
      </p>
      <div className="order-actions">
        <OrderButton intent="reorder">Reorder</OrderButton>
        {order.can_cancel ? <CancelOrderButton dialogRef={dialogRef} openerRef={openerRef} /> : null}
      </div>
      <p>
        <Link to="/my-account/orders">All orders</Link>
      </p>
    </div>
  );
}

/** The shopper's orders, newest first. */
export function OrderList({ orders }: { orders: Order[] }) {
  if (!orders.length) {
    return (
      <p>
        No orders yet. <Link to="/shop">Start shopping</Link>
      </p>
    );
  }
  return (
    <ul className="order-list" aria-label="Your orders">
      {orders.map((o) => (
        <li key={o.id}>
          <Link to={o.url}>Order {o.number}</Link> · {ORDER_STATUS_LABELS[o.status]} · {when(o)} · {formatCents(o.total_cents)}
        </li>
      ))}
    </ul>
  );
}
