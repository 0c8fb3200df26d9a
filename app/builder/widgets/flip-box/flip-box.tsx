import { defineWidget } from "../../widget-types";
import { SiteImage } from "../site-image";
import { flipBoxSettings, type FlipBoxSettings } from "./settings";
import { linkAttributes } from "../link";
import { htmlContent } from "../html-setting";
import { htmlToText } from "#core/text/html-text";
import { Icon } from "../icons/icon";
import { hasIcon } from "../icons/icon-library";
import { widgetIcon } from "../icons/icon-setting";
import { iconViewClasses } from "../icons/icon-view";
import { DEFAULT_ICON } from "../icon/settings";
import { cssSize } from "#core/builder/css-values";
import { background, radiusStyles } from "#core/builder/layout-styles";
import { colour, mergeBlocks, textAlign, typography, type StyleBlocks } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

function flipBoxStyles(v: SettingsView): StyleBlocks {
  const height = cssSize(v.get("height"), ["px", "vh", "em", "rem"], { min: 0, max: 2000 });
  const iconSize = cssSize(v.get("icon_size"), ["px", "em", "rem"], { min: 0, max: 500 });
  return mergeBlocks(
    { " .elementor-flip-box": { ...(height ? { height } : {}) } },
    { " .elementor-flip-box__layer": radiusStyles(v.get("border_radius")) },
    { " .elementor-flip-box__front": background(v, "background_a_") },
    { " .elementor-flip-box__back": background(v, "background_b_") },
    { " .elementor-flip-box__front .elementor-flip-box__layer__inner": textAlign(v, "alignment_a") },
    { " .elementor-flip-box__back .elementor-flip-box__layer__inner": textAlign(v, "alignment_b") },
    {
      " .elementor-flip-box__front .elementor-flip-box__layer__title": {
        ...colour(v, "title_color_a"),
        ...typography(v, "title_typography_a"),
      },
      " .elementor-flip-box__front .elementor-flip-box__layer__description": {
        ...colour(v, "description_color_a"),
        ...typography(v, "description_typography_a"),
      },
      " .elementor-flip-box__back .elementor-flip-box__layer__title": {
        ...colour(v, "title_color_b"),
        ...typography(v, "title_typography_b"),
      },
      " .elementor-flip-box__back .elementor-flip-box__layer__description": {
        ...colour(v, "description_color_b"),
        ...typography(v, "description_typography_b"),
      },
    },
    { " .elementor-flip-box .elementor-icon": { ...colour(v, "icon_primary_color"), ...(iconSize ? { "font-size": iconSize } : {}) } },
  );
}

function Graphic({ s }: { s: FlipBoxSettings }) {
  if (s.graphic_element === "image" && s.image.url)
    return (
      <div className="elementor-flip-box__image">
        <SiteImage image={s.image} width={s.image.width ?? 150} height={s.image.height ?? 150} />
      </div>
    );
  if (s.graphic_element !== "icon") return null;
  const icon = widgetIcon(s.selected_icon, s.icon, DEFAULT_ICON);
  if (!hasIcon(icon)) return null;
  return (
    <div className={`elementor-icon-wrapper ${iconViewClasses(s.icon_view, s.icon_shape).join(" ")}`}>
      <div className="elementor-icon">
        <Icon icon={icon} />
      </div>
    </div>
  );
}

/**
 * Elementor Pro's flip box: a front (graphic, title, description) that turns to show the back
 * (title, description, button) on hover and whenever focus is inside it, so it flips by keyboard
 * too; a box whose back has nothing to focus takes focus itself. Both faces are in the markup, so
 * assistive technology reads both. Reduced motion swaps the turn for an instant change (the base
 * styles).
 */
export const flipBox = defineWidget({
  type: "flip-box",
  title: "Flip Box",
  settings: flipBoxSettings,
  classes: (s) => [
    `elementor-flip-box--effect-${s.flip_effect}`,
    `elementor-flip-box--direction-${s.flip_direction}`,
    ...(s.flip_3d ? [s.flip_3d] : []),
  ],
  Component: ({ settings: s }) => {
    const Title = s.title_tag;
    const link = s.link.url ? linkAttributes(s.link) : null;
    const boxLink = link && s.link_click === "box";
    const buttonText = s.button_text.trim();
    // The button carries the link unless the whole box does; without a link of its own it is only drawn.
    const buttonLink = link && s.link_click === "button" && buttonText ? link : null;
    const buttonClass = `elementor-flip-box__button elementor-button elementor-size-${s.button_size}`;
    const front = (
      <div className="elementor-flip-box__layer elementor-flip-box__front">
        <div className="elementor-flip-box__layer__overlay">
          <div className="elementor-flip-box__layer__inner">
            <Graphic s={s} />
            {s.title_text_a.trim() && <Title className="elementor-flip-box__layer__title" {...htmlContent(s.title_text_a)} />}
            {s.description_text_a.trim() && (
              <div className="elementor-flip-box__layer__description" {...htmlContent(s.description_text_a)} />
            )}
          </div>
        </div>
      </div>
    );
    const back = (
      <div className="elementor-flip-box__layer elementor-flip-box__back">
        <div className="elementor-flip-box__layer__overlay">
          <div className="elementor-flip-box__layer__inner">
            {s.title_text_b.trim() && <Title className="elementor-flip-box__layer__title" {...htmlContent(s.title_text_b)} />}
            {s.description_text_b.trim() && (
              <div className="elementor-flip-box__layer__description" {...htmlContent(s.description_text_b)} />
            )}
            {buttonText &&
              (buttonLink ? (
                <a className={buttonClass} {...buttonLink} {...htmlContent(s.button_text)} />
              ) : (
                <span className={buttonClass} {...htmlContent(s.button_text)} />
              ))}
          </div>
        </div>
      </div>
    );
    if (boxLink)
      return (
        <a className="elementor-flip-box" {...link}>
          {front}
          {back}
        </a>
      );
    // Nothing to focus on the back: the box itself takes focus, so a keyboard can turn it.
    const focusable = buttonLink
      ? {}
      : { tabIndex: 0, role: "group", "aria-label": htmlToText(s.title_text_a) || htmlToText(s.title_text_b) || "Flip box" };
    return (
      <div className="elementor-flip-box" {...focusable}>
        {front}
        {back}
      </div>
    );
  },
  styles: flipBoxStyles,
});
