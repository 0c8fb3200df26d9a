import { useActionData, useLoaderData, type MetaFunction } from "react-router";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "../../core/cart/types";
import { slotLabel } from "../../core/cart/slot-plan";
import { formatCents } from "../../core/catalog/unit-price";
import type { AdminOrder } from "../../core/schemas/admin-orders";
import { AdminFrame, PageLinks } from "../admin/admin-frame";
import { loadOrders, moveOrder } from "../admin/orders/orders.server";
import { useFailureFocus } from "../admin/use-failure-focus";
import { useLayout } from "../storefront/frame/use-layout";
import type { Route } from "./+types/admin-orders";
import { Toast } from "#app/ui/toast";

export const meta: MetaFunction = () => [{ title: "Orders · Admin" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, context }: Route.LoaderArgs) => loadOrders(request, context);
export const action = ({ request, context }: Route.ActionArgs) => moveOrder(request, context);

const label = (s: OrderStatus) => ORDER_STATUS_LABELS[s].toLowerCase();

/** A button that moves one order to `status` (a plain form: works without scripts). */
function MoveButton({ order, status, text }: { order: AdminOrder; status: OrderStatus; text: string }) {
  const { apiNonce } = useLayout();
  return (
    <form method="post" className="admin-inline">
      <input type="hidden" name="nonce" value={apiNonce} />
      <input type="hidden" name="id" value={order.id} />
      <input type="hidden" name="status" value={status} />
      <button type="submit">{text}</button>
    </form>
  );
}

/** The stores' orders: filter by store and status, move each order on, cancel one before picking after confirming. */
export default function AdminOrders() {
  const view = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const messageRef = useFailureFocus(failure);
  const query = (extra: Record<string, string>) =>
    `/admin/orders?${new URLSearchParams({ ...(view.storeId ? { store_id: String(view.storeId) } : {}), ...(view.status ? { status: view.status } : {}), ...extra })}`;
  const [movedNumber, movedStatus] = (view.moved ?? "").split(":");
  return (
    <AdminFrame title="Orders">
      {failure ? (
        <p className="form-error" role="alert" tabIndex={-1} ref={messageRef}>
          {failure.message}
        </p>
      ) : movedNumber && (ORDER_STATUSES as readonly string[]).includes(movedStatus ?? "") ? (
        <Toast>
          Order {movedNumber} is now {label(movedStatus as OrderStatus)}.
        </Toast>
      ) : null}
      {view.confirmCancel ? (
        <div className="admin-confirm" role="group" aria-labelledby="cancel-question">
          <p id="cancel-question">
            Cancel order {view.confirmCancel.number} for {view.confirmCancel.customer.name || view.confirmCancel.customer.email}? Its time
            slot is freed, and the shopper sees it cancelled.
          </p>
          <MoveButton order={view.confirmCancel} status="cancelled" text={`Yes, cancel order ${view.confirmCancel.number}`} />{" "}
          <a href={query({})}>No, keep it</a>
        </div>
      ) : null}
      <form method="get" action="/admin/orders" role="search" aria-label="Filter orders">
        <p>
          <label htmlFor="orders-store">Store</label>{" "}
          <select id="orders-store" name="store_id" defaultValue={view.storeId ?? ""}>
            <option value="">All stores</option>
            {view.stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>{" "}
          <label htmlFor="orders-status">Status</label>{" "}
          <select id="orders-status" name="status" defaultValue={view.status ?? ""}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>{" "}
          <button type="submit">Show orders</button>
        </p>
      </form>
      <table>
        <caption>
          {view.total} {view.total === 1 ? "order" : "orders"}
        </caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Store</th>
            <th scope="col">Time slot</th>
            <th scope="col">Items</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">Next step</th>
          </tr>
        </thead>
        <tbody>
          {view.orders.map((o) => (
            <tr key={o.id}>
              <th scope="row">{o.number}</th>
              <td>{o.customer.name || o.customer.email}</td>
              <td>{view.stores.find((s) => s.id === o.store_id)?.name ?? o.store_id}</td>
              <td>
                {o.method === "pickup" ? "Pickup" : "Delivery"}, {slotLabel(new Date(o.slot.starts_at), new Date(o.slot.ends_at))}
              </td>
              <td>{o.item_count}</td>
              <td>{formatCents(o.total_cents)}</td>
              <td>{ORDER_STATUS_LABELS[o.status]}</td>
              <td>
                <div className="admin-order-actions">
                  {o.next_status ? <MoveButton order={o} status={o.next_status} text={`Mark ${o.number} ${label(o.next_status)}`} /> : null}
                  {o.status === "placed" ? (
                    <a href={query({ page: String(view.page), confirm_cancel: String(o.id) })}>Cancel {o.number}</a>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <PageLinks label="Order pages" page={view.page} pages={view.pages} href={(p) => query({ page: String(p) })} />
    </AdminFrame>
  );
}
