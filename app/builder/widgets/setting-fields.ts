import { z } from "zod";

/**
 * Setting shapes several widgets share, each parsing any stored value (a missing field, a wrong
 * type, PHP's `[]`) to its default.
 */

const ON: readonly unknown[] = ["yes", "on", true];
const OFF: readonly unknown[] = ["", "no", "off", false];

/**
 * An Elementor switcher: "yes" (or "on", older exports `true`) is on; "" (or "no", `false`, PHP's
 * empty `[]`) is off; missing or anything else is the control's default.
 */
export const switcher = (on: boolean) =>
  z
    .unknown()
    .transform((v) => (ON.includes(v) ? true : OFF.includes(v) || (Array.isArray(v) && v.length === 0) ? false : on))
    .catch(on);

/** A NUMBER control: a finite number or numeric string within bounds, else the default. */
export const numberSetting = (fallback: number, bounds: { min?: number; max?: number } = {}) =>
  z
    .unknown()
    .transform((v) => {
      const n = typeof v === "number" ? v : typeof v === "string" && /^\s*-?(?:\d+\.?\d*|\.\d+)\s*$/.test(v) ? Number(v) : NaN;
      return Number.isFinite(n) && n >= (bounds.min ?? -1e15) && n <= (bounds.max ?? 1e15) ? n : fallback;
    })
    .catch(fallback);

/** A text setting, at most `max` characters (Elementor's TEXT and TEXTAREA controls). */
export const textSetting = (fallback: string, max = 2000) => z.string().max(max).catch(fallback);

/** Elementor's hover animation name (`grow`, `pulse`...), written as the class `elementor-animation-<name>`. */
export const hoverAnimationSetting = z
  .string()
  .regex(/^[a-z][a-z-]{0,29}$/)
  .optional()
  .catch(undefined);

export const HTML_TAGS = ["h1", "h2", "h3", "h4", "h5", "h6", "div", "span", "p"] as const;
/** Elementor's "HTML Tag" select (`title_size`, `html_tag`, `title_tag`). */
export const htmlTagSetting = (fallback: (typeof HTML_TAGS)[number]) => z.enum(HTML_TAGS).catch(fallback);

/** Elementor's image control `{ url, id, alt? }`, with our optional alt text and intrinsic size. */
export const imageSetting = z
  .object({
    url: z.string().catch(""),
    alt: z.string().catch(""),
    width: z.number().int().positive().optional().catch(undefined),
    height: z.number().int().positive().optional().catch(undefined),
  })
  .catch({ url: "", alt: "" });

export type ImageValue = z.infer<typeof imageSetting>;

/**
 * A setting that carries HTML (core/builder/html-settings.ts), already sanitized by the renderer: any
 * string (a number as its digits), never cut, as cutting could split a tag.
 */
export function htmlSetting(fallback: string) {
  return z.union([z.string(), z.number().transform(String)]).catch(fallback);
}

/** Block-level tags: sanitized HTML holding one of them cannot sit inside a <p> or <span>. */
const BLOCK = /<(?:p|div|ul|ol|li|h[1-6]|table|blockquote|figure|pre|hr|section|article|aside|header|footer|nav|address|dl|details)\b/i;

/** Whether stored (sanitized) HTML holds block-level elements, so it needs a <div> around it. */
export function hasBlockHtml(html: string): boolean {
  return BLOCK.test(html);
}

/** A slider `{ size, unit }` (or a bare number / numeric string) as a number within bounds; anything else is the default. */
export function sliderNumber(fallback: number, min: number, max: number) {
  return z
    .unknown()
    .transform((v) => {
      const raw = v && typeof v === "object" && !Array.isArray(v) ? (v as { size?: unknown }).size : v;
      const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*-?\d+(?:\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
      return Number.isFinite(n) && n >= min && n <= max ? n : fallback;
    })
    .catch(fallback);
}

/** Text a visitor reads, at most `max` characters (longer is cut); numbers are taken as their digits. */
export function plainText(fallback: string, max = 500) {
  return z
    .union([z.string(), z.number().transform(String)])
    .transform((s) => s.slice(0, max))
    .catch(fallback);
}
