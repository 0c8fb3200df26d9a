import { useRouteLoaderData } from "react-router";
import type { LayoutData } from "../storefront/layout-data.server";
import "./admin-header.css";

/** The page's nonce, for the hidden field of a form that changes something. */
export const usePageNonce = () => useRouteLoaderData<LayoutData>("root")?.apiNonce ?? "";

/** The admin's header line: the way back (when given) and Sign out, a form POST with the page's nonce. */
export function AdminHeader({ back = { href: "/admin", label: "Back to the admin" } }: { back?: { href: string; label: string } | null }) {
  const nonce = usePageNonce();
  return (
    <div className="admin-header">
      {back ? (
        <p>
          <a href={back.href}>{back.label}</a>
        </p>
      ) : (
        <span />
      )}
      <form method="post" action="/admin/sign-out" className="admin-header__sign-out">
        <input type="hidden" name="nonce" value={nonce} />
        <button type="submit">Sign out</button>
      </form>
    </div>
  );
}
