import { z } from "zod";
import { defineWidget } from "../../widget-types";
import { safeUrl } from "../../../../core/safe-url";

export const buttonSettings = z.object({
  text: z.string().catch("Click here"),
  link: z
    .object({ url: z.string().catch(""), is_external: z.string().catch(""), nofollow: z.string().catch("") })
    .catch({ url: "", is_external: "", nofollow: "" }),
  align: z.enum(["left", "center", "right", "justify", ""]).catch(""),
  size: z.enum(["xs", "sm", "md", "lg", "xl"]).catch("sm"),
});

export type ButtonSettings = z.infer<typeof buttonSettings>;

export const button = defineWidget<ButtonSettings>({
  type: "button",
  title: "Button",
  schema: buttonSettings,
  Component: ({ settings }) => {
    const external = settings.link.is_external === "on" || settings.link.is_external === "yes";
    const rel = [external ? "noopener noreferrer" : "", settings.link.nofollow === "on" || settings.link.nofollow === "yes" ? "nofollow" : ""].filter(Boolean).join(" ");
    return (
      <div className={`elementor-button-wrapper${settings.align ? ` align-${settings.align}` : ""}`}>
        <a className={`button button--${settings.size}`} href={safeUrl(settings.link.url || "#")} target={external ? "_blank" : undefined} rel={rel || undefined}>
          {settings.text}
        </a>
      </div>
    );
  },
});
