import { useRouteLoaderData } from "react-router";
import type { LayoutData } from "../storefront/frame/layout-data.server";

/** The page's nonce, for the hidden field of a form that changes something. */
export const usePageNonce = () => useRouteLoaderData<LayoutData>("root")?.apiNonce ?? "";

/** Sign out: a form POST with the page's nonce (works without scripts). */
export function SignOutForm() {
  const nonce = usePageNonce();
  return (
    <form method="post" action="/admin/sign-out" className="admin-shell__sign-out">
      <input type="hidden" name="nonce" value={nonce} />
      <button type="submit">Sign out</button>
    </form>
  );
}

/** A screen's way back to the list it belongs to (the shell's navigation has the sections and Sign out). */
export function AdminHeader({ back = null }: { back?: { href: string; label: string } | null }) {
  return back ? (
    <p className="admin-back">
      <a href={back.href}>{back.label}</a>
    </p>
  ) : null;
}
