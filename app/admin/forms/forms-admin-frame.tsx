import type { ReactNode } from "react";
import "../../styles/admin-forms.css";

const SCREENS = [
  { href: "/admin/forms/submissions", title: "Submissions" },
  { href: "/admin/forms/debug-log", title: "File-upload debug log" },
] as const;

/** Every forms admin screen: the way back to the admin, the forms screens (the current one marked), then the screen. */
export function FormsAdminFrame({ current, children }: { current: (typeof SCREENS)[number]["href"]; children: ReactNode }) {
  return (
    <div className="admin-forms">
      <nav aria-label="Forms admin">
        <ul className="admin-forms__nav">
          {SCREENS.map((s) => (
            <li key={s.href}>
              <a href={s.href} aria-current={s.href === current ? "page" : undefined}>
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
