import type { ReactNode } from "react";
import "./toast.css";

export type ToastTone = "success" | "info";

/**
 * What just happened ("Saved.", "Deleted the group …"), said once, politely, where the action was:
 * a [status] card with a mark for its tone (drawn by CSS, so the status's text is the message alone). It stays in the flow of the page (never over a control
 * the next action needs) and until the next page, so nobody has to read it against a timer.
 */
export function Toast({ tone = "success", children, className }: { tone?: ToastTone; children: ReactNode; className?: string }) {
  return (
    <p role="status" className={["toast", `toast--${tone}`, className ?? ""].filter(Boolean).join(" ")}>
      {children}
    </p>
  );
}
