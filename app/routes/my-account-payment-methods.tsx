import { Link } from "react-router";
import { accountPath } from "../../core/account/account-routes";
import { AccountPage } from "../account/account-layout";
import { accountUser } from "../account/account-page.server";
import type { Route } from "./+types/my-account-payment-methods";

export const meta = () => [{ title: "Payment methods" }, { name: "robots", content: "noindex" }];

export function loader({ context }: Route.LoaderArgs) {
  accountUser(context, accountPath("payment-methods"));
  return null;
}

/** `/my-account/payment-methods`: nothing is stored; orders are paid at pickup or on delivery. */
export default function PaymentMethods() {
  return (
    <AccountPage title="Payment methods">
      <p>We don't keep cards on file. You pay when you collect your order at the store (pickup) or when it reaches your door (delivery).</p>
      <p>
        See your <Link to={accountPath("orders")}>orders</Link>.
      </p>
    </AccountPage>
  );
}
