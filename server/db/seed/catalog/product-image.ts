import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { escapeHtml } from "#core/text/escape";
import { buildDepartments, buildProducts, type DepartmentRow } from "./catalog";
import { buildSubShopCatalog } from "./sub-shops";
import { departmentIcon, foodIcon } from "./food-icon";

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
  Rosé: ["#fde8ec", "#9c3050"],
  "Sparkling & Champagne": ["#f4f1e4", "#5e5320"],
  "Dessert Wine": ["#fbeedd", "#7a4212"],
  Beer: ["#fff0d0", "#7a4d00"],
  Spirits: ["#eee8e0", "#4d3a26"],
  "Mixers & Bar": ["#e6f2f2", "#1f5c5c"],
};

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

let iconSet: IconSet | null = null;
/** The Fluent Emoji flat set (MIT), read from its npm package when the build draws the tiles. */
function icons(): IconSet {
  const file = createRequire(import.meta.url).resolve("@iconify-json/fluent-emoji-flat/icons.json");
  return (iconSet ??= JSON.parse(readFileSync(file, "utf8")) as IconSet);
}

/** An icon's drawing scaled into a square of `size` at (x, y); ids made unique per tile. */
export function iconMarkup(name: string, x: number, y: number, size: number, idPrefix = "i"): string {
  const set = icons();
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ""] ?? set.icons.basket!;
  const w = icon.width ?? set.width ?? 32;
  const h = icon.height ?? set.height ?? 32;
  const scale = size / Math.max(w, h);
  // Gradients and clip paths inside the drawing are named; prefixing keeps two drawings in one picture apart.
  const inner = icon.body.replace(/id="([^"]+)"/g, `id="${idPrefix}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`);
  return `<g transform="translate(${x + (size - w * scale) / 2} ${y + (size - h * scale) / 2}) scale(${scale})">${inner}</g>`;
}

/** A small deterministic hash of a text (FNV-1a), so a tile never changes between builds. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** A brand's initials: the first letter of each word (at most three). */
export const brandInitials = (brand: string): string =>
  brand
    .split(/\s+/)
    .map((w) => /[A-Za-z0-9]/.exec(w)?.[0] ?? "")
    .join("")
    .slice(0, 3)
    .toUpperCase();

export interface TileProduct {
  slug: string;
  name: string;
  brand: string;
  size: string;
  department: string;
  subDepartment: string;
}

const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-weight="700"`;

/**
 * A 480x480 tile for a product: the department's background with a few soft shapes placed by the
 * product's slug, the item's picture on a light plate, the brand's initials in a badge and the size in
 * a tag. The slug, brand and size make every product's tile its own.
 */
export function productTileSvg(p: TileProduct): string {
  const [bg, ink] = PALETTES[p.department] ?? ["#f3f3f3", "#333333"];
  const h = hash(p.slug);
  const shapes = [0, 1, 2]
    .map((i) => {
      const v = (h >>> (i * 9)) & 511;
      return `<circle cx="${40 + ((v * 7) % 400)}" cy="${30 + ((v * 13) % 300)}" r="${36 + (v % 60)}" fill="${ink}" opacity=".07"/>`;
    })
    .join("");
  const initials = brandInitials(p.brand);
  const size = p.size.length > 14 ? `${p.size.slice(0, 13)}…` : p.size;
  const sizeWidth = 28 + size.length * 15;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">` +
    `<rect width="480" height="480" fill="${bg}"/>${shapes}` +
    `<circle cx="240" cy="218" r="164" fill="#ffffff" opacity=".75"/>` +
    iconMarkup(foodIcon(p.name, p.subDepartment, p.department), 110, 88, 260, "p") +
    `<rect x="24" y="412" width="${sizeWidth}" height="44" rx="22" fill="#ffffff" stroke="${ink}" stroke-width="2"/>` +
    `<text x="${24 + sizeWidth / 2}" y="442" text-anchor="middle" font-size="24" fill="${ink}" ${FONT}>${escapeHtml(size)}</text>` +
    `<circle cx="414" cy="414" r="44" fill="${ink}"/>` +
    `<text x="414" y="${initials.length > 2 ? 424 : 427}" text-anchor="middle" font-size="${initials.length > 2 ? 28 : 36}" fill="#ffffff" ${FONT}>${escapeHtml(initials)}</text>` +
    `</svg>`
  );
}

/** A 480x320 picture for a department: its colours, soft shapes placed by its slug, and its picture three times over, large to small. */
export function departmentTileSvg(slug: string, department: string, icon = departmentIcon(department)): string {
  const [bg, ink] = PALETTES[department] ?? ["#f3f3f3", "#333333"];
  const h = hash(slug);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">` +
    `<rect width="480" height="320" fill="${bg}"/>` +
    `<circle cx="${300 + (h % 160)}" cy="${20 + ((h >>> 8) % 80)}" r="${90 + ((h >>> 16) % 50)}" fill="${ink}" opacity=".08"/>` +
    `<circle cx="${20 + ((h >>> 4) % 120)}" cy="${250 + ((h >>> 12) % 60)}" r="${60 + ((h >>> 20) % 50)}" fill="${ink}" opacity=".06"/>` +
    iconMarkup(icon, 150, 50, 200, "a") +
    iconMarkup(icon, 52, 170, 96, "b") +
    iconMarkup(icon, 360, 190, 72, "c") +
    `</svg>`
  );
}

/** The path a product's tile is served at. */
export const productTilePath = (slug: string): string => `/images/products/${slug}.svg`;
/** The path a department's picture is served at. */
export const departmentTilePath = (slug: string): string => `/images/departments/${slug}.svg`;

/** The demo catalog's products with their department and sub-department names. */
export function demoTileProducts(): TileProduct[] {
  const grocery = buildDepartments();
  const products = buildProducts(grocery);
  const sub = buildSubShopCatalog(products.map((p) => p.slug));
  const byId = new Map<number, DepartmentRow>([...grocery, ...sub.departments].map((d) => [d.id, d]));
  return [...products, ...sub.products].map((p) => {
    const dept = byId.get(p.departmentId!)!;
    const top = dept.parentId ? (byId.get(dept.parentId) ?? dept) : dept;
    return { slug: p.slug, name: p.name, brand: p.brand ?? "", size: p.size ?? "", department: top.name, subDepartment: dept.name };
  });
}

/** Every demo product's tile and every department's picture, by the path it is served at. */
export function demoProductImages(): Map<string, string> {
  const grocery = buildDepartments();
  const sub = buildSubShopCatalog(buildProducts(grocery).map((p) => p.slug));
  const out = new Map<string, string>(demoTileProducts().map((p) => [productTilePath(p.slug), productTileSvg(p)]));
  const all = [...grocery, ...sub.departments];
  const byId = new Map(all.map((d) => [d.id, d]));
  for (const d of all) {
    const top = d.parentId ? (byId.get(d.parentId) ?? d) : d;
    out.set(departmentTilePath(d.slug), departmentTileSvg(d.slug, top.name, departmentIcon(d.name, d.parentId ? top.name : "")));
  }
  return out;
}
