import { useEffect, useRef } from "react";
import { Form, Link } from "../routing/routing";
import { ORDER_STATUS_LABELS, type Order } from "../../core/cart/types";
import { slotLabel, STORE_TIME_ZONE } from "../../core/cart/slot-plan";
import { formatCents } from "../../core/catalog/unit-price";
import { useLayout } from "../storefront/frame/use-layout";
import { CancelOrderButton, CancelQuestion } from "./cancel-order";
import { orderProgress } from "#core/cart/order-progress";
import { ProgressSteps } from "#app/ui/progress-steps";
import "./order.css";

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

const placedOn = (o: Order) =>
  new Date(o.placed_at).toLocaleDateString("en-US", { timeZone: STORE_TIME_ZONE, month: "long", day: "numeric", year: "numeric" });

/** [list] `Order progress`: the order's steps as a line, and a cancelled order said plainly. */
export function OrderProgress({ order }: { order: Order }) {
  const { steps, cancelled } = orderProgress(order.method, order.status);
  return (
    <section className="order-card order-progress" aria-labelledby="order-progress-heading">
      <h2 id="order-progress-heading" className="order-card__title">
        Progress
      </h2>
      <ProgressSteps
        label="Order progress"
        steps={steps}
        stopped={cancelled ? "This order is cancelled: it will not be picked, and nothing is charged." : undefined}
      />
    </section>
  );
}

/**
 * An order: [heading] with its number, its progress line, status, slot, lines and totals, Cancel order (before picking,
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
      <div className="order-page__head">
        <h1>Order {order.number}</h1>
        <p className="order-page__sub">
          Placed {placedOn(order)} · {order.method === "pickup" ? "Pickup" : "Delivery"}
        </p>
      </div>
      {order.can_cancel ? (
        <CancelQuestion order={order} storeName={storeName} asking={asking} dialogRef={dialogRef} openerRef={openerRef} />
      ) : null}
      <OrderProgress order={order} />
      <div className="order-page__grid">
        <section className="order-card" aria-labelledby="order-details-heading">
          <h2 id="order-details-heading" className="order-card__title">
            Details
          </h2>
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
          <div className="order-actions">
            <OrderButton intent="reorder">Reorder</OrderButton>
            {order.can_cancel ? <CancelOrderButton dialogRef={dialogRef} openerRef={openerRef} /> : null}
          </div>
        </section>
        <section className="order-card order-totals" aria-labelledby="order-totals-heading">
          <h2 id="order-totals-heading" className="order-card__title">
            Total
          </h2>
          <dl className="order-totals__rows">
            <div>
              <dt>Subtotal</dt>
              <dd>{formatCents(order.subtotal_cents)}</dd>
            </div>
            <div>
              <dt>{order.method === "pickup" ? "Pickup fee" : "Delivery fee"}</dt>
              <dd>{formatCents(order.fee_cents)}</dd>
            </div>
            <div>
              <dt>Tip</dt>
              <dd>{formatCents(order.tip_cents)}</dd>
            </div>
            <div className="order-totals__total">
              <dt>Total</dt>
              <dd>{formatCents(order.total_cents)}</dd>
            </div>
          </dl>
        </section>
      </div>
      <section className="order-card" aria-labelledby="order-items-heading">
        <h2 id="order-items-heading" className="order-card__title">
          Items
        </h2>
        <table className="order-lines">
          <caption className="visually-hidden">Items in order {order.number}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Quantity</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.product_id}>
                <th scope="row">
                  <Link to={l.url}>{l.name}</Link>
                </th>
                <td>{l.weight === null ? l.quantity : `${l.weight} lb`}</td>
                <td>{formatCents(l.line_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p>
        <Link to="/my-account/orders">All orders</Link>
      </p>
    </div>
  );
}

/** The shopper's orders, newest first, each a card: number, status, time, total. */
export function OrderList({ orders }: { orders: Order[] }) {
  if (!orders.length) {
    return (
      <p className="order-card">
        No orders yet. <Link to="/shop">Start shopping</Link>
      </p>
    );
  }
  return (
    <ul className="order-list" aria-label="Your orders">
      {orders.map((o) => (
        <li key={o.id} className="order-card order-list__item">
          <Link to={o.url} className="order-list__link">
            Order {o.number}
          </Link>
          <span className={`order-status order-status--${o.status}`}>{ORDER_STATUS_LABELS[o.status]}</span>
          <span className="order-list__when">
            {o.method === "pickup" ? "Pickup" : "Delivery"} {when(o)}
          </span>
          <span className="order-list__total">{formatCents(o.total_cents)}</span>
        </li>
      ))}
    </ul>
  );
}
