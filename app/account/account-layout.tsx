import type { ReactNode } from "react";
import { AccountMenu } from "./account-menu";
import "../styles/forms.css";
import "./account.css";

/**
 * The account area's frame: the "My account" sub-menu, then the page. The area's layout route renders
 * it once around every signed-in account page; `/my-account` signed in renders it around its Profile.
 */
export function AccountLayout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="account account-area">
      <AccountMenu />
      <div className="account-area__page">
        <AccountPage title={title}>{children}</AccountPage>
      </div>
    </div>
  );
}

/** An account page inside the area's frame: its heading (none: the page has its own), then the page. */
export function AccountPage({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <>
      {title ? <h1>{title}</h1> : null}
      {children}
    </>
  );
}
