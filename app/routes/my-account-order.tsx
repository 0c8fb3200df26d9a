import { useActionData, useLoaderData } from "react-router";
import { loadOrder, orderAction } from "../cart/orders.server";
import { OrderView } from "../cart/order-view";
import { AccountPage } from "../account/account-layout";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../cart/cart.css";
import type { Route } from "./+types/my-account-order";

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data ? `Order ${data.order.number}` : "Order" },
  { name: "robots", content: "noindex" },
];

/** `/my-account/orders/<id>`: the order (and, after checkout, its confirmation). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOrder(request, context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return orderAction(request, context, params.id);
}

export default function MyOrder() {
  const d = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <AccountPage>
      <div className="shop">
        {failed && "error" in failed ? <p role="alert">{failed.error}</p> : null}
        <OrderView order={d.order} storeName={d.storeName} placed={d.placed} asking={d.askingCancel} cancelled={d.cancelled} />
      </div>
    </AccountPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
