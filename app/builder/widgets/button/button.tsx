import { defineWidget } from "../../widget-types";
import type { ButtonSettings } from "./settings";
import { safeUrl } from "../../../../core/safe-url";

export const button = defineWidget<ButtonSettings>({
  type: "button",
  title: "Button",
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
