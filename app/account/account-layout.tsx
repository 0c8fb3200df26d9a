import type { ReactNode } from "react";
import { AccountMenu } from "./account-menu";
import "../styles/forms.css";
import "./account.css";

/** Every signed-in account page: the "My account" sub-menu, then the page under its heading (none: the page has its own). */
export function AccountLayout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="account account-area">
      <AccountMenu />
      <div className="account-area__page">
        {title ? <h1>{title}</h1> : null}
        {children}
      </div>
    </div>
  );
}
