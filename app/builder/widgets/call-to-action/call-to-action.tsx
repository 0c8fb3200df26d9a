import { defineWidget } from "../../widget-types";
import { SiteImage } from "../site-image";
import { callToActionSettings, type CallToActionSettings } from "./settings";
import { linkAttributes } from "../link";
import { Icon } from "../icons/icon";
import { hasIcon } from "../icons/icon-library";
import { widgetIcon } from "../icons/icon-setting";
import { iconViewClasses } from "../icons/icon-view";
import { DEFAULT_ICON } from "../icon/settings";
import { htmlContent } from "../html-setting";
import { hasBlockHtml } from "../setting-fields";
import { safeUrl } from "#core/text/safe-url";
import { cssSize } from "#core/builder/css-values";
import { colour, mergeBlocks, textAlign, typography, type StyleBlocks } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

const ITEM = "elementor-cta__content-item elementor-content-item";

function ctaStyles(v: SettingsView): StyleBlocks {
  const minHeight = cssSize(v.get("min-height"), ["px", "vh", "em"], { min: 0, max: 2000 });
  const imageMin = cssSize(v.get("image_min_width"), ["px", "%", "em"], { min: 0, max: 2000 });
  return mergeBlocks(
    {
      " .elementor-cta__content": {
        ...(minHeight ? { "min-height": minHeight } : {}),
        ...textAlign(v, "alignment"),
        ...colour(v, "content_bg_color", "background-color"),
      },
    },
    { " .elementor-cta__bg-wrapper": imageMin ? { "min-width": imageMin } : {} },
    { " .elementor-cta__title": { ...colour(v, "title_color"), ...typography(v, "title_typography") } },
    { " .elementor-cta__description": { ...colour(v, "description_color"), ...typography(v, "description_typography") } },
    {
      " .elementor-cta__button": {
        ...colour(v, "button_text_color"),
        ...colour(v, "button_background_color", "background-color"),
        ...colour(v, "button_border_color", "border-color"),
        ...typography(v, "button_typography"),
      },
    },
    { " .elementor-cta__bg-overlay": colour(v, "background_overlay_color", "background-color") },
    {
      " .elementor-ribbon-inner": {
        ...colour(v, "ribbon_bg_color", "background-color"),
        ...colour(v, "ribbon_text_color"),
        ...typography(v, "ribbon_typography"),
      },
    },
  );
}

function Graphic({ s }: { s: CallToActionSettings }) {
  if (s.graphic_element === "image" && s.graphic_image.url)
    return (
      <div className={`${ITEM} elementor-cta__image`}>
        <SiteImage image={s.graphic_image} width={s.graphic_image.width ?? 150} height={s.graphic_image.height ?? 150} />
      </div>
    );
  if (s.graphic_element !== "icon") return null;
  const icon = widgetIcon(s.selected_icon, s.icon, DEFAULT_ICON);
  if (!hasIcon(icon)) return null;
  return (
    <div className={`${ITEM} elementor-icon-wrapper ${iconViewClasses(s.icon_view, s.icon_shape).join(" ")}`}>
      <div className="elementor-icon">
        <Icon icon={icon} />
      </div>
    </div>
  );
}

/**
 * Elementor Pro's call to action: a background image (beside or above the content, or behind it
 * for the cover skin) with an overlay, a graphic, a title, a description, a button and a corner
 * ribbon. The image is an <img> with its size (no layout shift, lazy below the fold); with the link
 * on the whole box the box is one link.
 */
export const callToAction = defineWidget({
  type: "call-to-action",
  title: "Call to Action",
  settings: callToActionSettings,
  classes: (s) => [
    `elementor-cta--skin-${s.skin}`,
    ...(s.skin === "classic" ? [`elementor-cta--layout-image-${s.layout}`] : []),
    `elementor-cta--valign-${s.content_vertical_alignment}`,
  ],
  Component: ({ settings: s }) => {
    const Title = s.title_tag;
    const description = s.description.trim();
    // Block content cannot sit in a <p> or a <span>.
    const Description = hasBlockHtml(description) ? "div" : s.description_tag;
    const link = s.link.url ? linkAttributes(s.link) : null;
    const boxLink = link && s.link_click === "box";
    const image = s.bg_image.url ? safeUrl(s.bg_image.url) : "";
    const title = s.title.trim();
    const button = s.button.trim();
    if (!image && !title && !description && !button && s.graphic_element === "none") return null;
    const inner = (
      <>
        {image && (
          <div className="elementor-cta__bg-wrapper">
            <SiteImage
              className="elementor-cta__bg elementor-bg"
              image={s.bg_image}
              width={s.bg_image.width ?? 800}
              height={s.bg_image.height ?? 600}
            />
            <div className="elementor-cta__bg-overlay" />
          </div>
        )}
        <div className="elementor-cta__content">
          <Graphic s={s} />
          {title && <Title className={`elementor-cta__title ${ITEM}`} {...htmlContent(title)} />}
          {description && <Description className={`elementor-cta__description ${ITEM}`} {...htmlContent(description)} />}
          {button && (
            <div className={`elementor-cta__button-wrapper ${ITEM}`}>
              {link && !boxLink ? (
                <a
                  className={`elementor-cta__button elementor-button elementor-size-${s.button_size}`}
                  {...link}
                  {...htmlContent(button)}
                />
              ) : (
                <span className={`elementor-cta__button elementor-button elementor-size-${s.button_size}`} {...htmlContent(button)} />
              )}
            </div>
          )}
        </div>
        {s.ribbon_title.trim() && (
          <div className={`elementor-ribbon elementor-ribbon-${s.ribbon_horizontal_position}`}>
            <div className="elementor-ribbon-inner" {...htmlContent(s.ribbon_title)} />
          </div>
        )}
      </>
    );
    return boxLink ? (
      <a className="elementor-cta" {...link}>
        {inner}
      </a>
    ) : (
      <div className="elementor-cta">{inner}</div>
    );
  },
  styles: ctaStyles,
});
