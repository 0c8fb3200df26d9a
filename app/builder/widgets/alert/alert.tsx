import { defineWidget } from "../../widget-types";
import { alertSettings, type AlertSettings } from "./settings";
import { hasBlockHtml } from "../setting-fields";
import { Icon } from "../icons/icon";
import { hasIcon } from "../icons/icon-library";
import { cssSize } from "#core/builder/css-values";
import { colour, mergeBlocks, typography } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";
import { htmlContent } from "../html-setting";

/** Said before the title, so the type is not told by colour alone. */
const TYPE_LABEL: Record<AlertSettings["alert_type"], string> = {
  info: "Information",
  success: "Success",
  warning: "Warning",
  danger: "Danger",
};

function alertStyles(v: SettingsView) {
  const edge = cssSize(v.get("border_left-width"), ["px", "em", "rem"], { min: 0, max: 100 });
  return mergeBlocks(
    {
      " .elementor-alert": {
        ...colour(v, "background", "background-color"),
        ...colour(v, "border_color", "border-color"),
        ...(edge ? { "border-inline-start-width": edge } : {}),
      },
    },
    { " .elementor-alert-title": { ...colour(v, "title_color"), ...typography(v, "alert_title") } },
    { " .elementor-alert-description": { ...colour(v, "description_color"), ...typography(v, "alert_description") } },
  );
}

/**
 * A coloured notice with a title, a description (sanitized HTML) and a dismiss button (Elementor's
 * alert). It is static content, so it is not a live `role="alert"` announced over whatever the
 * visitor is reading; its type is said in words. The dismiss button is a real button named
 * "Dismiss alert", hidden until the behaviour that makes it work has started.
 */
export const alert = defineWidget({
  type: "alert",
  title: "Alert",
  settings: alertSettings,
  behaviour: "alert",
  Component: ({ settings: s }) => {
    if (!s.alert_title && !s.alert_description) return null;
    const Description = hasBlockHtml(s.alert_description) ? "div" : "span";
    const icon = s.dismiss_icon && hasIcon(s.dismiss_icon) ? s.dismiss_icon : null;
    return (
      <div className={`elementor-alert elementor-alert-${s.alert_type}`}>
        <span className="visually-hidden">{`${TYPE_LABEL[s.alert_type]}: `}</span>
        {s.alert_title && <span className="elementor-alert-title" {...htmlContent(s.alert_title)} />}
        {s.alert_description && (
          <Description className="elementor-alert-description" dangerouslySetInnerHTML={{ __html: s.alert_description }} />
        )}
        {s.show_dismiss === "show" && (
          <button type="button" className="elementor-alert-dismiss" aria-label="Dismiss alert" hidden>
            {icon ? <Icon icon={icon} /> : <span aria-hidden="true">×</span>}
          </button>
        )}
      </div>
    );
  },
  styles: alertStyles,
});
