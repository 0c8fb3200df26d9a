/** Logged-in shoppers' reorder link (docs/requirements.md#screens-and-routes): to their orders, each with its Reorder button. */
export const REORDER_URL = "/my-account/orders";

export function ReorderLink({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) return null;
  return (
    <a className="site-header__reorder" href={REORDER_URL}>
      Reorder
    </a>
  );
}
