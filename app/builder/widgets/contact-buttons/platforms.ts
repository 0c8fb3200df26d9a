/**
 * The contact platforms of Elementor's Contact Buttons (their stored names are Elementor's), each with
 * its name, icon (its colour, one that keeps white at 4.5:1, is in contact-buttons.css), and the address built from its fields. Every
 * address is made here from checked parts (digits, a plain user name, an email address), never taken
 * as typed: tel:, sms:, mailto:, https://wa.me/, https://m.me/, viber: and skype: only.
 */
export const PLATFORMS = ["WhatsApp", "Email", "SMS", "Messenger", "VIBER", "Skype", "Telephone"] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface ContactFields {
  number: string;
  username: string;
  mail: string;
  mail_subject: string;
  mail_body: string;
  viber_action: "chat" | "contact";
}

interface PlatformInfo {
  name: string;
  /** The class Elementor gives the widget for the chat button's platform (`has-platform-<slug>`). */
  slug: string;
  icon: string;
  href(f: ContactFields): string;
}

/** A phone number as digits with an optional leading +, from what an editor typed ("+1 (614) 555-0100"). */
export function phoneDigits(value: string): string {
  const d = value.trim().replace(/[\s().-]/g, "");
  return /^\+?\d{3,20}$/.test(d) ? d : "";
}

const USER = /^[a-z0-9._-]{1,60}$/i;
const EMAIL = /^[^\s@<>"'(),;:\\[\]]{1,64}@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

function mailto(f: ContactFields): string {
  const address = f.mail.trim();
  if (!EMAIL.test(address) || address.length > 254) return "";
  const query = [
    f.mail_subject && `subject=${encodeURIComponent(f.mail_subject)}`,
    f.mail_body && `body=${encodeURIComponent(f.mail_body)}`,
  ]
    .filter(Boolean)
    .join("&");
  return `mailto:${address}${query ? `?${query}` : ""}`;
}

const withDigits = (f: ContactFields, make: (digits: string) => string) => {
  const d = phoneDigits(f.number);
  return d ? make(d) : "";
};

export const PLATFORM_INFO: Record<Platform, PlatformInfo> = {
  WhatsApp: {
    name: "WhatsApp",
    slug: "whatsapp",
    icon: "fab fa-whatsapp",
    href: (f) => withDigits(f, (d) => `https://wa.me/${d.replace("+", "")}`),
  },
  Email: { name: "Email", slug: "email", icon: "fas fa-envelope", href: mailto },
  SMS: { name: "Text message", slug: "sms", icon: "fas fa-sms", href: (f) => withDigits(f, (d) => `sms:${d}`) },
  Messenger: {
    name: "Messenger",
    slug: "messenger",
    icon: "fab fa-facebook-messenger",
    href: (f) => (USER.test(f.username.trim()) ? `https://m.me/${f.username.trim()}` : ""),
  },
  VIBER: {
    name: "Viber",
    slug: "viber",
    icon: "fab fa-viber",
    href: (f) => withDigits(f, (d) => `viber://${f.viber_action}?number=${encodeURIComponent(d)}`),
  },
  Skype: {
    name: "Skype",
    slug: "skype",
    icon: "fab fa-skype",
    href: (f) => (USER.test(f.username.trim()) ? `skype:${f.username.trim()}?chat` : ""),
  },
  Telephone: { name: "Phone", slug: "phone", icon: "fas fa-phone-alt", href: (f) => withDigits(f, (d) => `tel:${d}`) },
};

/** Web addresses open in a new tab; calls, texts, mail and apps stay where they are. */
export const opensTab = (href: string) => href.startsWith("https://");
