import { useLoaderData } from "react-router";
import { loadOrders } from "../cart/orders.server";
import { OrderList } from "../cart/order-view";
import { AccountPage } from "../account/account-layout";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../cart/cart.css";
import type { Route } from "./+types/my-account-orders";
import type { OwnRenderHandle } from "../../server/page-cache/shared-render";

/** The shopper's orders, kept for them until one changes (decision 0078). */
export const handle: OwnRenderHandle = { ownRender: true };

export const meta = () => [{ title: "My orders" }, { name: "robots", content: "noindex" }];

/** `/my-account/orders`: order history (the header's Reorder link leads here). */
export async function loader({ context }: Route.LoaderArgs) {
  return loadOrders(context);
}

export default function MyOrders() {
  const { orders } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="My orders">
      <div className="shop orders-page">
        <OrderList orders={orders} />
      </div>
    </AccountPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
