import { Outlet } from "react-router";
import { AccountLayout } from "../account/account-layout";

/**
 * The account area around its signed-in pages: the "My account" sub-menu once, the page beside it.
 * Each page's loader still sends a signed-out visitor to sign in and back (they load side by side).
 */
export default function MyAccountLayout() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}
