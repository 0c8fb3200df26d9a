/** Logged-in shoppers' reorder link (spec section 2): to their orders in the account area. */
export const REORDER_URL = "/my-account#!/orders";

export function ReorderLink({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) return null;
  return (
    <a className="site-header__reorder" href={REORDER_URL}>
      Reorder
    </a>
  );
}
