import { iconLabel } from "../icons/icon-library";
import type { IconSetting } from "../icons/icon-setting";

/** Networks by the icon's name (without `fa-`), as visitors know them. */
const NETWORK_NAMES: Record<string, string> = {
  facebook: "Facebook",
  "facebook-f": "Facebook",
  "facebook-square": "Facebook",
  twitter: "Twitter",
  "x-twitter": "X",
  instagram: "Instagram",
  youtube: "YouTube",
  pinterest: "Pinterest",
  "pinterest-p": "Pinterest",
  linkedin: "LinkedIn",
  "linkedin-in": "LinkedIn",
  whatsapp: "WhatsApp",
  tiktok: "TikTok",
  snapchat: "Snapchat",
  "snapchat-ghost": "Snapchat",
  reddit: "Reddit",
  tumblr: "Tumblr",
  vimeo: "Vimeo",
  "vimeo-v": "Vimeo",
  telegram: "Telegram",
  threads: "Threads",
  mastodon: "Mastodon",
  yelp: "Yelp",
  tripadvisor: "Tripadvisor",
  spotify: "Spotify",
  soundcloud: "SoundCloud",
  github: "GitHub",
  dribbble: "Dribbble",
  behance: "Behance",
  medium: "Medium",
  skype: "Skype",
  slack: "Slack",
  twitch: "Twitch",
  discord: "Discord",
  flickr: "Flickr",
  envelope: "Email",
  phone: "Phone",
  rss: "RSS feed",
  "google-plus": "Google+",
  google: "Google",
  apple: "Apple",
  android: "Android",
  "map-marker-alt": "Map",
  "location-dot": "Map",
};

/** The network's key (`facebook` from `fab fa-facebook-f`), Elementor's `elementor-social-icon-<key>` class; "svg" for an upload. */
export function networkKey(icon: IconSetting): string {
  if (typeof icon.value !== "string") return "svg";
  const name = icon.value
    .toLowerCase()
    .split(/\s+/)
    .find((c) => c.startsWith("fa-") && !["fa-solid", "fa-regular", "fa-brands"].includes(c));
  return name ? name.slice("fa-".length) : "";
}

/** The link's accessible name: the network as visitors know it, else a name read from the icon. */
export function networkName(icon: IconSetting): string {
  return NETWORK_NAMES[networkKey(icon)] ?? iconLabel(icon);
}
