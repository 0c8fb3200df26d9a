/**
 * The networks a share button can name (Elementor Pro's list, with X, Threads and a copy-link
 * button added), each with its title, icon, a colour that keeps white text readable (4.5:1), and how
 * its share address is built from the page's address and title (both already URL-encoded). Print
 * and copy-link are buttons the browser runs, not addresses.
 */
export interface Network {
  title: string;
  icon: string;
  colour: string;
  /** "Share on Facebook", "Share by Email", "Print this page"... */
  name: string;
  share?: (url: string, title: string) => string;
}

const on = (title: string, icon: string, colour: string, share: Network["share"]): Network => ({
  title,
  icon,
  colour,
  name: `Share on ${title}`,
  share,
});

export const NETWORKS: Readonly<Record<string, Network>> = {
  facebook: on("Facebook", "fab fa-facebook", "#0866ff", (u) => `https://www.facebook.com/sharer/sharer.php?u=${u}`),
  twitter: on("X", "fab fa-x-twitter", "#000000", (u, t) => `https://x.com/intent/tweet?text=${t}&url=${u}`),
  "x-twitter": on("X", "fab fa-x-twitter", "#000000", (u, t) => `https://x.com/intent/tweet?text=${t}&url=${u}`),
  linkedin: on("LinkedIn", "fab fa-linkedin", "#0a66c2", (u) => `https://www.linkedin.com/sharing/share-offsite/?url=${u}`),
  pinterest: on(
    "Pinterest",
    "fab fa-pinterest",
    "#bd081c",
    (u, t) => `https://www.pinterest.com/pin/create/button/?url=${u}&description=${t}`,
  ),
  reddit: on("Reddit", "fab fa-reddit", "#d93a00", (u, t) => `https://www.reddit.com/submit?url=${u}&title=${t}`),
  vk: on("VK", "fab fa-vk", "#4c75a3", (u, t) => `https://vk.com/share.php?url=${u}&title=${t}`),
  tumblr: on("Tumblr", "fab fa-tumblr", "#35465c", (u, t) => `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${u}&title=${t}`),
  telegram: on("Telegram", "fab fa-telegram", "#0077b3", (u, t) => `https://t.me/share/url?url=${u}&text=${t}`),
  pocket: on("Pocket", "fab fa-get-pocket", "#c8243a", (u, t) => `https://getpocket.com/save?url=${u}&title=${t}`),
  xing: on("XING", "fab fa-xing", "#026466", (u) => `https://www.xing.com/spi/shares/new?url=${u}`),
  whatsapp: on("WhatsApp", "fab fa-whatsapp", "#0e7a6d", (u, t) => `https://wa.me/?text=${t}%20${u}`),
  threads: on("Threads", "fab fa-threads", "#000000", (u, t) => `https://www.threads.net/intent/post?text=${t}%20${u}`),
  email: {
    title: "Email",
    icon: "fas fa-envelope",
    colour: "#c5221f",
    name: "Share by email",
    share: (u, t) => `mailto:?subject=${t}&body=${u}`,
  },
  print: { title: "Print", icon: "fas fa-print", colour: "#4a4a4a", name: "Print this page" },
  copy: { title: "Copy link", icon: "fas fa-link", colour: "#4a4a4a", name: "Copy link" },
};

export type NetworkName = keyof typeof NETWORKS;
