import type { ComponentProps } from "react";
import "./button.css";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "destructive";

/** The class of a button (or a link that looks like one): `.button` and its variant and size. */
export function buttonClass(variant: ButtonVariant = "primary", opts: { small?: boolean; block?: boolean; extra?: string } = {}): string {
  return [
    "button",
    variant === "primary" ? "" : `button--${variant}`,
    opts.small ? "button--small" : "",
    opts.block ? "button--block" : "",
    opts.extra ?? "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** A native button in one of the variants; `type` is "button" unless given. */
export function Button({
  variant = "primary",
  small,
  block,
  className,
  type = "button",
  ...rest
}: ComponentProps<"button"> & { variant?: ButtonVariant; small?: boolean; block?: boolean }) {
  return <button type={type} className={buttonClass(variant, { small, block, extra: className })} {...rest} />;
}
