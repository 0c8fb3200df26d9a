/**
 * The storefront's colour scale, derived from one primary colour: tints toward white for backgrounds
 * and borders, shades toward black for hover and pressed states. The admin's primary colour setting
 * feeds it, so one value recolours buttons, links, banners and focus rings together (decision 0054).
 */

export type Rgb = readonly [number, number, number];

/** The steps of the scale; 600 is the configured colour itself. */
export const PALETTE_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type PaletteStep = (typeof PALETTE_STEPS)[number];

/** How far each step moves toward white (positive) or black (negative). */
const MIX: Record<PaletteStep, number> = {
  50: 0.94,
  100: 0.88,
  200: 0.74,
  300: 0.56,
  400: 0.36,
  500: 0.16,
  600: 0,
  700: -0.18,
  800: -0.36,
  900: -0.54,
};

/** The theme's own primary colour, used when the setting is empty. */
export const DEFAULT_PRIMARY = "#1f6f43";

/** The least contrast a primary colour needs against white: WCAG AA for normal text. */
export const MIN_CONTRAST_ON_WHITE = 4.5;

/** A #rgb or #rrggbb colour as numbers, or null. */
export function parseHex(value: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join("") : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

export const toHex = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** WCAG relative luminance. */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const mix = (from: Rgb, to: Rgb, amount: number): Rgb => from.map((c, i) => c + (to[i]! - c) * amount) as unknown as Rgb;

/**
 * Why a primary colour cannot be used, or null when it can: white text on it and it as link colour
 * on white must both stay readable.
 */
export function primaryColorProblem(value: string): string | null {
  const rgb = parseHex(value);
  if (!rgb) return null;
  const ratio = contrastRatio(rgb, WHITE);
  if (ratio >= MIN_CONTRAST_ON_WHITE) return null;
  return `is too light: it has a contrast of ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1 against white and needs at least ${MIN_CONTRAST_ON_WHITE}:1, so white button text and links in it stay readable; choose a darker shade`;
}

/** The scale for a primary colour (the default's when the value is not a hex colour). */
export function palette(value: string): Record<PaletteStep, string> {
  const base = parseHex(value) ?? parseHex(DEFAULT_PRIMARY)!;
  return Object.fromEntries(
    PALETTE_STEPS.map((step) => [step, toHex(MIX[step] >= 0 ? mix(base, WHITE, MIX[step]) : mix(base, BLACK, -MIX[step]))]),
  ) as Record<PaletteStep, string>;
}

/** The scale as CSS custom properties (`--color-primary-50` … `--color-primary-900`), for a style attribute. */
export function paletteProperties(value: string): Record<string, string> {
  const scale = palette(value);
  return Object.fromEntries(PALETTE_STEPS.map((step) => [`--color-primary-${step}`, scale[step]]));
}
