import { defineWidget } from "../../widget-types";
import { floatingBarsSettings } from "./settings";
import { floatingBarsStyles } from "./styles";
import { linkAttributes } from "../link";
import { Icon } from "../icons/icon";
import { iconShape, iconUrl } from "../icons/icon-library";
import type { IconSetting } from "../icons/icon-setting";
import { partId } from "../part-id";

const CLOSE_ICON = { value: "fas fa-xmark", library: "fa-solid" };

/** Whether an icon setting names an icon there is something to draw for (an unknown one shows nothing, not an empty box). */
const drawable = (icon: IconSetting) => iconUrl(icon) !== null || iconShape(icon) !== null;

/**
 * Elementor's Floating Bars: an announcement bar with a call to action and a close button. It is in
 * the server's HTML at its final place: in the page's flow at the top (it sticks under the site's
 * sticky header once scrolled past, with its place kept), or fixed to the bottom edge with room made
 * below the page. The close button needs the behaviour, so it is hidden until it runs.
 */
export const floatingBars = defineWidget({
  type: "floating-bars-var-1",
  title: "Floating Bars",
  settings: floatingBarsSettings,
  Component: ({ settings: s, element }) => {
    const id = partId("e-floating-bars", element.id);
    const name = s.accessible_name.trim() || "Banner";
    const classes = [
      "e-floating-bars",
      "e-floating-bars-var-1",
      `has-vertical-position-${s.advanced_vertical_position}`,
      s.floating_bar_close_switch ? "has-close-button" : "",
      s.advanced_toggle_sticky ? "is-sticky" : "",
    ];
    return (
      <section className={classes.filter(Boolean).join(" ")} id={id} aria-label={name}>
        {s.announcement_text ? <p className="e-floating-bars__announcement-text">{s.announcement_text}</p> : null}
        {drawable(s.announcement_icon) ? (
          <span className="e-floating-bars__announcement-icon">
            <Icon icon={s.announcement_icon} />
          </span>
        ) : null}
        {s.cta_text && s.cta_link.url ? (
          <div className="e-floating-bars__cta-button-container">
            <a
              className={`e-floating-bars__cta-button has-corners-${s.style_cta_button_corners} is-type-${s.style_cta_type}`}
              {...linkAttributes(s.cta_link)}
            >
              {drawable(s.cta_icon) ? (
                <span className="e-floating-bars__cta-icon">
                  <Icon icon={s.cta_icon} />
                </span>
              ) : null}
              <span className="e-floating-bars__cta-text">{s.cta_text}</span>
            </a>
          </div>
        ) : null}
        {s.floating_bar_close_switch ? (
          <button type="button" className="e-floating-bars__close-button" aria-label={`Close ${name}`} aria-controls={id} hidden>
            <Icon icon={CLOSE_ICON} />
          </button>
        ) : null}
      </section>
    );
  },
  styles: floatingBarsStyles,
  behaviour: "floating-bars",
});
