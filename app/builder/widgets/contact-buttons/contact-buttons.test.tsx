import { describe, expect, it } from "vitest";
import { foldIcons, renderWidget, widgetCss } from "../widget-test-support";
import { contactButtons } from "./contact-buttons";
import { phoneDigits } from "./platforms";

/** The markup with icons folded to their names. */
const html = (stored: unknown) => foldIcons(renderWidget(contactButtons, stored));

describe("contact-buttons widget", () => {
  it("renders Elementor's defaults: a disclosure button for a popover card with the contact's name, title and message", () => {
    expect(html({})).toBe(
      '<div class="e-contact-buttons has-platform-whatsapp has-h-alignment-end has-v-alignment-bottom">' +
        '<div class="e-contact-buttons__chat-button-container"><button type="button" class="e-contact-buttons__chat-button e-contact-buttons__chat-button-shadow has-size-small has-dot" popoverTarget="e-contact-buttons-w1" aria-controls="e-contact-buttons-w1" aria-label="Contact us">[e-fab-whatsapp]</button></div>' +
        '<div class="e-contact-buttons__content-wrapper" id="e-contact-buttons-w1" popover="auto"><div class="e-contact-buttons__content">' +
        '<div class="e-contact-buttons__top-bar"><button type="button" class="e-contact-buttons__close-button" popoverTarget="e-contact-buttons-w1" popoverTargetAction="hide" aria-label="Close">[e-fas-xmark]</button>' +
        '<div class="e-contact-buttons__top-bar-details"><p class="e-contact-buttons__top-bar-title">Rob Jones</p><p class="e-contact-buttons__top-bar-subtitle">Store Manager</p></div></div>' +
        '<div class="e-contact-buttons__message-bubble"><div class="e-contact-buttons__bubble"><p class="e-contact-buttons__message-bubble-name">Rob</p><p class="e-contact-buttons__message-bubble-body">Hey, how can I help you today?</p></div></div>' +
        '<div class="e-contact-buttons__send-button"></div>' +
        "</div></div></div>",
    );
  });

  it("links the send button to the chat platform, built from checked parts only", () => {
    const send = (stored: Record<string, unknown>) =>
      /<a class="e-contact-buttons__send-cta[^"]*" href="([^"]*)"([^>]*)>/.exec(html(stored))?.[1];
    expect(send({ chat_button_number: "+1 (614) 555-0100" })).toBe("https://wa.me/16145550100");
    expect(send({ chat_button_platform: "Telephone", chat_button_number: "614-555-0100" })).toBe("tel:6145550100");
    expect(send({ chat_button_platform: "SMS", chat_button_number: "+16145550100" })).toBe("sms:+16145550100");
    expect(send({ chat_button_platform: "Messenger", chat_button_username: "harvestlane" })).toBe("https://m.me/harvestlane");
    expect(send({ chat_button_platform: "VIBER", chat_button_number: "+16145550100", chat_button_viber_action: "contact" })).toBe(
      "viber://contact?number=%2B16145550100",
    );
    expect(send({ chat_button_platform: "Skype", chat_button_username: "harvest.lane" })).toBe("skype:harvest.lane?chat");
    expect(
      send({
        chat_button_platform: "Email",
        chat_button_mail: "help@harvestlane.example",
        chat_button_mail_subject: "Order #12 & more",
        chat_button_mail_body: "Hi",
      }),
    ).toBe("mailto:help@harvestlane.example?subject=Order%20%2312%20%26%20more&amp;body=Hi");
    // Anything that is not a number, a plain user name or an address gives no link at all.
    for (const bad of [
      { chat_button_number: "javascript:alert(1)" },
      { chat_button_platform: "Telephone", chat_button_number: "12" },
      { chat_button_platform: "Messenger", chat_button_username: "x/../../evil" },
      { chat_button_platform: "Email", chat_button_mail: "a@b.c?bcc=x@y.z" },
      { chat_button_platform: "Email", chat_button_mail: '"><script>@x.com' },
    ])
      expect(send(bad)).toBeUndefined();
    expect(html({ chat_button_number: "16145550100" })).toContain(
      '<a class="e-contact-buttons__send-cta has-platform-whatsapp" href="https://wa.me/16145550100" aria-label="Click to start chat (WhatsApp)" target="_blank" rel="noopener noreferrer">[e-fab-whatsapp]Click to start chat</a>',
    );
    expect(html({ chat_button_platform: "Telephone", chat_button_number: "6145550100" })).toContain(
      'href="tel:6145550100" aria-label="Click to start chat (Phone)">[e-fas-phone-flip]Click to start chat</a>',
    );
  });

  it("lists the card's contact links, each named by its platform, leaving out unknown platforms and missing details", () => {
    const out = html({
      contact_cta_text: "Or reach us:",
      contact_repeater: [
        { contact_icon_platform: "Telephone", contact_icon_number: "+1 614 555 0100" },
        { contact_icon_platform: "Email", contact_icon_mail: "help@harvestlane.example" },
        { contact_icon_platform: "SMS", contact_icon_number: "" },
        { contact_icon_platform: "Waze", contact_icon_number: "1" },
        "garbage",
      ],
    });
    expect(out).toContain(
      '<div class="e-contact-buttons__contact"><p class="e-contact-buttons__contact-text">Or reach us:</p><div class="e-contact-buttons__contact-links">' +
        '<a class="e-contact-buttons__contact-icon-link has-platform-phone" href="tel:+16145550100" aria-label="Phone">[e-fas-phone-flip]</a>' +
        '<a class="e-contact-buttons__contact-icon-link has-platform-email" href="mailto:help@harvestlane.example" aria-label="Email">[e-fas-envelope]</a></div></div>',
    );
  });

  it("takes its name, picture, platform, size and position from the settings, escaped", () => {
    const out = html({
      chat_aria_label: "Chat with the store",
      chat_button_platform: "Messenger",
      chat_button_show_dot: "",
      style_chat_button_size: "large",
      advanced_horizontal_position: "start",
      advanced_vertical_position: "middle",
      top_bar_title: "<b>Ann</b>",
      top_bar_image: { url: "/images/ann.jpg" },
      message_bubble_body: "Fresh & <i>local</i>",
    });
    expect(out).toContain('<div class="e-contact-buttons has-platform-messenger has-h-alignment-start has-v-alignment-middle">');
    expect(out).toContain(
      'class="e-contact-buttons__chat-button e-contact-buttons__chat-button-shadow has-size-large" popoverTarget="e-contact-buttons-w1" aria-controls="e-contact-buttons-w1" aria-label="Chat with the store">[e-fab-facebook-messenger]',
    );
    expect(out).toContain(
      '<img class="e-contact-buttons__profile-image-el" src="/images/ann.jpg" alt="" width="56" height="56" loading="lazy" decoding="async"/>',
    );
    expect(out).toContain("&lt;b&gt;Ann&lt;/b&gt;");
    expect(out).toContain("Fresh &amp; &lt;i&gt;local&lt;/i&gt;");
    expect(html({ top_bar_image: { url: "javascript:alert(1)" } })).not.toContain("<img");
  });

  it("falls back to the defaults per field on garbage", () => {
    const defaults = html({});
    expect(
      html({
        chat_button_platform: "Fax",
        chat_button_show_dot: 3,
        top_bar_title: ["x"],
        contact_repeater: "x",
        style_chat_button_size: "huge",
        advanced_horizontal_position: 1,
      }),
    ).toBe(defaults);
    expect(html([])).toBe(defaults);
  });

  it("reads phone numbers as digits", () => {
    expect(phoneDigits(" +44 20 7946 0958 ")).toBe("+442079460958");
    expect(phoneDigits("call me")).toBe("");
    expect(phoneDigits("+1+2")).toBe("");
  });

  it("styles custom colours (only when their group is set to custom), type and the card's width", () => {
    const w = ".elementor-1 .elementor-element.elementor-element-w1";
    expect(
      widgetCss(contactButtons, {
        style_button_color_select: "custom",
        style_button_color_background: "#14532d",
        style_button_color_icon: "#ffffff",
        style_top_bar_colors: "default",
        style_top_bar_background_color: "#000000",
        style_bubble_colors: "custom",
        style_bubble_chat_color: "#eeeeee",
        style_chat_box_width: { unit: "px", size: 320 },
        style_chat_box_width_mobile: { unit: "vw", size: 90 },
        style_top_bar_title_typography_typography: "custom",
        style_top_bar_title_typography_font_size: { unit: "px", size: 18 },
      }),
    ).toBe(
      `${w} .e-contact-buttons{--e-contact-buttons-button-icon:#ffffff;--e-contact-buttons-button-bg:#14532d;--e-contact-buttons-message-bubble-chat-bg:#eeeeee;--e-contact-buttons-chat-box-width:320px}` +
        `${w} .e-contact-buttons__top-bar-title{font-size:18px}` +
        `@media (max-width:767px){${w} .e-contact-buttons{--e-contact-buttons-chat-box-width:90vw}}`,
    );
    expect(
      widgetCss(contactButtons, {
        style_button_color_select: "custom",
        style_button_color_background: "red;}*{",
        style_chat_box_width: { unit: "px", size: "1;x" },
      }),
    ).toBe("");
  });
});
