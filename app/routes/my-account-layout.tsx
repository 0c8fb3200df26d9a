import { Outlet } from "react-router";
import { AccountLayout } from "../account/account-layout";
import type { OwnRenderHandle } from "../../server/page-cache/shared-render";

/** Loads nothing: its pages that opt in are kept for the shopper (decision 0078). */
export const handle: OwnRenderHandle = { ownRender: true };

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
