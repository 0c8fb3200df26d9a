import type { ReactNode } from "react";
import { sectionOf } from "#core/frame/admin-sections";
import { SignOutForm } from "./sign-out";
import "../styles/forms.css";
import "./admin.css";
import "./admin-shell.css";

/** A section of the admin the signed-in account may open, as the shell's navigation lists it. */
export interface ShellSection {
  id: string;
  title: string;
  href: string;
}

/**
 * The admin's own frame, instead of the shopper's header, banners and cart: the [navigation] `Admin`
 * with the sections the account's roles open (the current one `aria-current="page"`), Sign out, and
 * the screen in `main`. `sections` is null when the account may not enter the admin at all.
 */
export function AdminShell({ pathname, sections, children }: { pathname: string; sections: ShellSection[] | null; children: ReactNode }) {
  const current = pathname === "/admin" ? "home" : (sectionOf(pathname)?.id ?? null);
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="admin-shell__bar">
        {sections ? (
          <nav aria-label="Admin" className="admin-shell__nav">
            <ul>
              <li>
                <a href="/admin" aria-current={current === "home" ? "page" : undefined}>
                  Admin home
                </a>
              </li>
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={s.href} aria-current={s.id === current ? "page" : undefined}>
                    {s.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <span />
        )}
        <SignOutForm />
      </header>
      <main id="main" tabIndex={-1} className="admin">
        {children}
      </main>
    </div>
  );
}
