import { container, type Draft, widget } from "./elements";

/**
 * The builder showcase's media, sharing, floating, text-path and content-area widgets: an
 * announcement bar, a SoundCloud track behind its facade, share buttons, text along a circle, the
 * store's targeted slider, call to action and personalized content, and the floating contact button.
 */

/** Drafts that open the showcase (the announcement bar sits at the top of the page). */
export function showcaseAnnouncement(): Draft[] {
  return [
    container(
      [
        widget("floating-bars-var-1", {
          announcement_text: "Fresh strawberries are in: 2 pints for $5 this week.",
          announcement_icon: { value: "fas fa-bullhorn", library: "fa-solid" },
          cta_text: "See the deals",
          cta_link: { url: "/shop", is_external: "", nofollow: "" },
          accessible_name: "Weekly deal",
        }),
      ],
      { content_width: "full" },
    ),
  ];
}

/** Drafts further down the showcase. */
export function showcaseMediaAndContent(): Draft[] {
  return [
    container([
      widget("heading", { title: "Listen, share and talk to us", header_size: "h2" }),
      widget("audio", { link: { url: "https://soundcloud.com/shchxango/john-coltrane-1963-my-favorite" } }),
      widget("share-buttons", {
        share_buttons: [
          { button: "facebook" },
          { button: "twitter" },
          { button: "linkedin" },
          { button: "whatsapp" },
          { button: "email" },
          { button: "print" },
          { button: "copy" },
        ],
        skin: "gradient",
        shape: "rounded",
      }),
      widget("text-path", {
        text: "Fresh from the farm • Fresh from the farm •",
        path: "circle",
        size: { unit: "px", size: 260 },
        text_color_normal: "#14532d",
        align: "center",
      }),
    ]),
    container([
      widget("heading", { title: "For your store", header_size: "h2" }),
      widget("aisle-slider", { slug: "home-slider", slider_id: "showcase_1" }),
      widget("aisle-cta", { slug: "home-cta" }),
      widget("aisle-personalized-content", { slug: "home-personalized" }),
    ]),
    container(
      [
        widget("contact-buttons", {
          chat_aria_label: "Chat with your store",
          chat_button_platform: "WhatsApp",
          chat_button_number: "+1 614 555 0100",
          top_bar_title: "Dana Whitfield",
          top_bar_subtitle: "Store manager, Columbus Short North",
          message_bubble_name: "Dana",
          message_bubble_body: "Hi! Questions about an order or a product? Ask away.",
          contact_cta_text: "Or reach us another way:",
          contact_repeater: [
            { contact_icon_platform: "Telephone", contact_icon_number: "+1 614 555 0100" },
            {
              contact_icon_platform: "Email",
              contact_icon_mail: "hello@harvestlane.example",
              contact_icon_mail_subject: "A question for the store",
            },
            { contact_icon_platform: "SMS", contact_icon_number: "+1 614 555 0100" },
          ],
        }),
      ],
      { content_width: "full" },
    ),
  ];
}
