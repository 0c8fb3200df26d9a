import type { ReactNode } from "react";
import "./badge.css";

export type BadgeTone = "neutral" | "sale" | "info" | "warning";

/** A short label (its text is what assistive technology reads). */
export function Badge({ tone = "neutral", children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  const cls = ["badge", tone === "neutral" ? "" : `badge--${tone}`, className ?? ""].filter(Boolean).join(" ");
  return <span className={cls}>{children}</span>;
}
