import { escapeHtml } from "../../../../core/escape";
import { demoItemNames } from "./catalog";

/** Background and accent per department. */
const PALETTES: Readonly<Record<string, readonly [string, string]>> = {
  Produce: ["#e9f5db", "#3a7d44"],
  "Meat & Seafood": ["#fbe4e4", "#9d2b2b"],
  Deli: ["#fdf0d5", "#9c4a1a"],
  Bakery: ["#fbe7c6", "#8a5a1f"],
  Dairy: ["#e0f0f8", "#2a6f97"],
  Frozen: ["#e3f6f5", "#1d5c63"],
  Pantry: ["#f6e7e0", "#6a2e35"],
  Beverages: ["#e8eefc", "#2f4b8f"],
  Snacks: ["#fff3c4", "#8a6d00"],
  Household: ["#eef1f3", "#3d4a57"],
  "Health & Beauty": ["#f3e8fb", "#6b3d8f"],
  Baby: ["#fde8f1", "#8f3d63"],
  Pet: ["#efe6dc", "#6b4f2f"],
  Floral: ["#fde8e8", "#a4161a"],
  // The catering shop's and the wine shop's departments.
  "Party Platters": ["#fff4e0", "#8a4b00"],
  "Sandwiches & Wraps": ["#fdf0d5", "#7a4a12"],
  "Hot Entrées": ["#fbe4e4", "#8f2d1f"],
  "Sides & Salads": ["#e9f5db", "#3a6b2c"],
  Breakfast: ["#fff3c4", "#7a5d00"],
  Desserts: ["#fde8f1", "#8f3d63"],
  "Red Wine": ["#f6e1e6", "#6d1a36"],
  "White Wine": ["#fbf6dc", "#6b5a12"],
  "Rosé": ["#fde8ec", "#9c3050"],
  "Sparkling & Champagne": ["#f4f1e4", "#5e5320"],
  "Dessert Wine": ["#fbeedd", "#7a4212"],
  Beer: ["#fff0d0", "#7a4d00"],
  Spirits: ["#eee8e0", "#4d3a26"],
  "Mixers & Bar": ["#e6f2f2", "#1f5c5c"],
};

/** A 480x480 picture of an item: a package shape in the department's colours with the item's name (drawn locally, no network). */
export function productImageSvg(name: string, department: string): string {
  const [bg, ink] = PALETTES[department] ?? ["#f3f3f3", "#333333"];
  const words = name.split(/\s+/);
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${w}`.length <= 16) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  const text = lines
    .slice(0, 3)
    .map((l, i, all) => `<text x="240" y="${300 + (i - (all.length - 1) / 2) * 44}" text-anchor="middle">${escapeHtml(l)}</text>`)
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">` +
    `<rect width="480" height="480" fill="${bg}"/>` +
    `<rect x="90" y="70" width="300" height="360" rx="28" fill="#ffffff" stroke="${ink}" stroke-width="8"/>` +
    `<circle cx="240" cy="160" r="52" fill="${ink}" opacity=".85"/>` +
    `<g font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="34" font-weight="700" fill="${ink}">${text}</g>` +
    `</svg>`
  );
}

/** Every demo item's picture by the path its products name as their image. */
export function demoProductImages(): Map<string, string> {
  return new Map(demoItemNames().map((i) => [i.path, productImageSvg(i.name, i.department)]));
}
