import type { ComponentProps } from "react";
import "./card.css";

/** A surface for one thing; `as` picks the element (a section, an article, an aside …). */
export function Card({
  as: Tag = "div",
  raised,
  interactive,
  className,
  ...rest
}: ComponentProps<"div"> & { as?: "div" | "section" | "article" | "aside"; raised?: boolean; interactive?: boolean }) {
  const cls = ["card", raised ? "card--raised" : "", interactive ? "card--interactive" : "", className ?? ""].filter(Boolean).join(" ");
  return <Tag className={cls} {...rest} />;
}
