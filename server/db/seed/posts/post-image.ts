import { escapeHtml } from "#core/text/escape";
import { DEMO_POSTS, type DemoPost } from "./demo-posts";
import { iconMarkup } from "../catalog/product-image";
import { foodIcon } from "../catalog/food-icon";

/** The dish a category shows when the title names no food the pictures know. */
const CATEGORY_ICONS: Readonly<Record<string, string>> = {
  breakfast: "pancakes",
  eggs: "egg",
  "pancakes-and-waffles": "pancakes",
  lunch: "sandwich",
  sandwiches: "sandwich",
  soups: "steaming-bowl",
  pasta: "spaghetti",
  grilling: "meat-on-bone",
  "slow-cooker": "pot-of-food",
  "one-pan": "shallow-pan-of-food",
  dinner: "curry-rice",
  "cookies-and-bars": "cookie",
  "cakes-and-pies": "shortcake",
  dessert: "shortcake",
  sides: "green-salad",
  salads: "green-salad",
  snacks: "popcorn",
  drinks: "tropical-drink",
  entertaining: "clinking-glasses",
  "cooking-tips": "cooking",
  seasonal: "maple-leaf",
  "store-news": "shopping-cart",
  nutrition: "red-apple",
  "healthy-living": "leafy-green",
};

/** A post's dish: what its title names (chicken, pie, salad …), else its category's. */
export function postIcon(post: Pick<DemoPost, "title" | "theme">): string {
  const named = foodIcon(post.title, "", "");
  return named !== "basket" ? named : (CATEGORY_ICONS[post.theme] ?? "fork-and-knife-with-plate");
}

/** Background, plate rim and the colours of the "ingredients" around it, per first term. */
const PALETTES: Readonly<Record<string, readonly [string, string, readonly string[]]>> = {
  breakfast: ["#b5651d", "#fbe7c6", ["#f4a259", "#ffd166", "#8cb369"]],
  lunch: ["#2a6f97", "#e0f0f8", ["#f9c74f", "#90be6d", "#f94144"]],
  dinner: ["#6a2e35", "#f6e7e0", ["#e76f51", "#2a9d8f", "#e9c46a"]],
  dessert: ["#7b3f61", "#fbe4ef", ["#f28482", "#f6bd60", "#84a59d"]],
  sides: ["#3a5a40", "#e9f5db", ["#a3b18a", "#f4a261", "#dad7cd"]],
  snacks: ["#9c4a1a", "#fdf0d5", ["#c1121f", "#669bbc", "#fcbf49"]],
  drinks: ["#1d5c63", "#e3f6f5", ["#ee6c4d", "#98c1d9", "#f7b267"]],
  article: ["#264653", "#edf6f9", ["#2a9d8f", "#e9c46a", "#f4a261"]],
};

/** Which palette a post's first term takes (a child term takes its parent's). */
const THEME_OF: Readonly<Record<string, string>> = {
  eggs: "breakfast",
  "pancakes-and-waffles": "breakfast",
  sandwiches: "lunch",
  soups: "lunch",
  pasta: "dinner",
  grilling: "dinner",
  "slow-cooker": "dinner",
  "one-pan": "dinner",
  "cookies-and-bars": "dessert",
  "cakes-and-pies": "dessert",
  salads: "sides",
};

/** A small deterministic generator (mulberry32) seeded from the slug, so an image never changes between builds. */
function random(seed: string): () => number {
  let a = [...seed].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 2654435761) >>> 0, 1779033703);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The title in lines of at most `width` characters (at most three; the last one cut with an ellipsis). */
function lines(title: string, width = 22): string[] {
  const out: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = out[out.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.length > 3 ? [...out.slice(0, 2), `${out[2]}…`] : out;
}

/** A 1200x800 illustration for a demo post: its dish on a plate (by title or category), ingredients around it, and the title. */
export function postImageSvg(post: Pick<DemoPost, "type" | "slug" | "title" | "theme">): string {
  const theme = post.type === "article" ? "article" : (THEME_OF[post.theme] ?? post.theme);
  const [bg, rim, dots] = PALETTES[theme] ?? PALETTES.article!;
  const rnd = random(post.slug);
  const cx = 820 + Math.round(rnd() * 120);
  const cy = 300 + Math.round(rnd() * 80);
  const pieces = Array.from({ length: 6 }, (_, i) => {
    const angle = (i / 6) * Math.PI * 2 + rnd() * 0.5;
    const r = 262 + rnd() * 20;
    const size = 14 + Math.round(rnd() * 18);
    return `<circle cx="${Math.round(cx + Math.cos(angle) * r)}" cy="${Math.round(cy + Math.sin(angle) * r)}" r="${size}" fill="${dots[i % dots.length]}"/>`;
  }).join("");
  const text = lines(post.title)
    .map((l, i, all) => `<text x="64" y="${760 - (all.length - 1 - i) * 76}">${escapeHtml(l)}</text>`)
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img" aria-label="${escapeHtml(post.title)}">` +
    `<rect width="1200" height="800" fill="${bg}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="300" fill="${rim}" opacity=".95"/><circle cx="${cx}" cy="${cy}" r="230" fill="#ffffff"/>` +
    pieces +
    iconMarkup(postIcon(post), cx - 160, cy - 160, 320, "d") +
    `<rect y="520" width="1200" height="280" fill="#000000" opacity=".28"/>` +
    `<g font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="64" font-weight="700" fill="#ffffff">${text}</g>` +
    `</svg>`
  );
}

/** Every demo post's illustration by the path the post names as its image. */
export function demoPostImages(): Map<string, string> {
  return new Map(DEMO_POSTS.map((p) => [p.image, postImageSvg(p)]));
}
