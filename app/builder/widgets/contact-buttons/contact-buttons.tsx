import type { ReactNode } from "react";
import { defineWidget } from "../../widget-types";
import { contactButtonsSettings, type ContactButtonsSettings } from "./settings";
import { opensTab, PLATFORM_INFO, type ContactFields, type Platform } from "./platforms";
import { Icon } from "../icons/icon";
import { safeUrl } from "#core/text/safe-url";
import { contactButtonsStyles } from "./styles";
import { partId } from "../part-id";

const icon = (value: string) => ({ value, library: "" });
const CLOSE_ICON = icon("fas fa-xmark");

function ContactLink({
  platform,
  fields,
  className,
  children,
  label,
}: {
  platform: Platform;
  fields: ContactFields;
  className: string;
  children?: ReactNode;
  label?: string;
}) {
  const info = PLATFORM_INFO[platform];
  const href = info.href(fields);
  if (!href) return null;
  return (
    <a
      className={`${className} has-platform-${info.slug}`}
      href={href}
      aria-label={label}
      {...(opensTab(href) ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      <Icon icon={icon(info.icon)} />
      {children}
    </a>
  );
}

const chatFields = (s: ContactButtonsSettings): ContactFields => ({
  number: s.chat_button_number,
  username: s.chat_button_username,
  mail: s.chat_button_mail,
  mail_subject: s.chat_button_mail_subject,
  mail_body: s.chat_button_mail_body,
  viber_action: s.chat_button_viber_action,
});

/**
 * Elementor's Contact Buttons: a floating chat button (a real disclosure button) that opens a small
 * card with the contact's name, picture, message and links. The card is a native popover, so it
 * opens, closes on Escape or a click elsewhere and hands focus back with no script at all; the
 * behaviour keeps `aria-expanded` in step.
 */
export const contactButtons = defineWidget({
  type: "contact-buttons",
  title: "Contact Buttons",
  settings: contactButtonsSettings,
  Component: ({ settings: s, element }) => {
    const id = partId("e-contact-buttons", element.id);
    const platform = PLATFORM_INFO[s.chat_button_platform];
    const avatar = s.top_bar_image.url ? safeUrl(s.top_bar_image.url) : "";
    const layout = [
      "e-contact-buttons",
      `has-platform-${platform.slug}`,
      `has-h-alignment-${s.advanced_horizontal_position}`,
      `has-v-alignment-${s.advanced_vertical_position}`,
    ];
    return (
      <div className={layout.join(" ")}>
        <div className="e-contact-buttons__chat-button-container">
          <button
            type="button"
            className={`e-contact-buttons__chat-button e-contact-buttons__chat-button-shadow has-size-${s.style_chat_button_size}${s.chat_button_show_dot ? " has-dot" : ""}`}
            popoverTarget={id}
            aria-controls={id}
            aria-label={s.chat_aria_label.trim() || "Contact us"}
          >
            <Icon icon={icon(platform.icon)} />
          </button>
        </div>
        <div className="e-contact-buttons__content-wrapper" id={id} popover="auto">
          <div className="e-contact-buttons__content">
            <div className="e-contact-buttons__top-bar">
              <button
                type="button"
                className="e-contact-buttons__close-button"
                popoverTarget={id}
                popoverTargetAction="hide"
                aria-label="Close"
              >
                <Icon icon={CLOSE_ICON} />
              </button>
              {avatar && avatar !== "#" ? (
                <div className="e-contact-buttons__profile-image">
                  <img
                    className="e-contact-buttons__profile-image-el"
                    src={avatar}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                  />
                </div>
              ) : null}
              <div className="e-contact-buttons__top-bar-details">
                {s.top_bar_title ? <p className="e-contact-buttons__top-bar-title">{s.top_bar_title}</p> : null}
                {s.top_bar_subtitle ? <p className="e-contact-buttons__top-bar-subtitle">{s.top_bar_subtitle}</p> : null}
              </div>
            </div>
            {s.message_bubble_name || s.message_bubble_body ? (
              <div className="e-contact-buttons__message-bubble">
                <div className="e-contact-buttons__bubble">
                  {s.message_bubble_name ? <p className="e-contact-buttons__message-bubble-name">{s.message_bubble_name}</p> : null}
                  {s.message_bubble_body ? <p className="e-contact-buttons__message-bubble-body">{s.message_bubble_body}</p> : null}
                </div>
              </div>
            ) : null}
            {s.contact_repeater.length ? (
              <div className="e-contact-buttons__contact">
                {s.contact_cta_text ? <p className="e-contact-buttons__contact-text">{s.contact_cta_text}</p> : null}
                <div className="e-contact-buttons__contact-links">
                  {s.contact_repeater.map((link, i) => (
                    <ContactLink
                      key={i}
                      platform={link.contact_icon_platform}
                      label={PLATFORM_INFO[link.contact_icon_platform].name}
                      className="e-contact-buttons__contact-icon-link"
                      fields={{
                        number: link.contact_icon_number,
                        username: link.contact_icon_username,
                        mail: link.contact_icon_mail,
                        mail_subject: link.contact_icon_mail_subject,
                        mail_body: link.contact_icon_mail_body,
                        viber_action: link.contact_icon_viber_action,
                      }}
                    />
                  ))}
                </div>
              </div>
            ) : null}
            {s.send_button_text ? (
              <div className="e-contact-buttons__send-button">
                <ContactLink
                  platform={s.chat_button_platform}
                  fields={chatFields(s)}
                  className="e-contact-buttons__send-cta"
                  label={`${s.send_button_text} (${platform.name})`}
                >
                  {s.send_button_text}
                </ContactLink>
              </div>
            ) : null}
          </div>
        </div>
      </div>
    );
  },
  styles: contactButtonsStyles,
  behaviour: "contact-buttons",
});
