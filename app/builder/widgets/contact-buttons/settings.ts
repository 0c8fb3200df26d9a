import { z } from "zod";
import { PLATFORMS } from "./platforms";
import { plainText, switcher } from "../setting-fields";
import { repeater } from "../repeater";

const platform = z.enum(PLATFORMS);
const viberAction = z.enum(["chat", "contact"]).catch("chat");

/** One of the card's contact links (Elementor Pro's `contact_repeater` item). */
const contactLink = z.object({
  contact_icon_platform: platform,
  contact_icon_number: plainText("", 40),
  contact_icon_username: plainText("", 60),
  contact_icon_mail: plainText("", 254),
  contact_icon_mail_subject: plainText("", 200),
  contact_icon_mail_body: plainText("", 1000),
  contact_icon_viber_action: viberAction,
});

/**
 * Stored settings of Elementor's Contact Buttons (3.23 floating chat button); every field falls back
 * to Elementor's default, so any stored value parses. Contact links of unknown platforms are left out.
 */
export const contactButtonsSettings = z.object({
  chat_aria_label: plainText("", 100),
  chat_button_platform: platform.catch("WhatsApp"),
  chat_button_number: plainText("", 40),
  chat_button_username: plainText("", 60),
  chat_button_mail: plainText("", 254),
  chat_button_mail_subject: plainText("", 200),
  chat_button_mail_body: plainText("", 1000),
  chat_button_viber_action: viberAction,
  chat_button_show_dot: switcher(true),
  top_bar_title: plainText("Rob Jones", 100),
  top_bar_subtitle: plainText("Store Manager", 100),
  top_bar_image: z.object({ url: z.string().max(2000).catch("") }).catch({ url: "" }),
  message_bubble_name: plainText("Rob", 100),
  message_bubble_body: plainText("Hey, how can I help you today?", 1000),
  send_button_text: plainText("Click to start chat", 100),
  contact_cta_text: plainText("", 200),
  contact_repeater: repeater(contactLink, [], 10),
  style_chat_button_size: z.enum(["small", "medium", "large"]).catch("small"),
  advanced_horizontal_position: z.enum(["start", "center", "end"]).catch("end"),
  advanced_vertical_position: z.enum(["top", "middle", "bottom"]).catch("bottom"),
});

export type ContactButtonsSettings = z.infer<typeof contactButtonsSettings>;
