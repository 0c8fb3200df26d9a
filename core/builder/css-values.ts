import { safeCssColor } from "../theme/css-color";
import { safeUrl } from "../text/safe-url";

/**
 * Readers for Elementor's stored setting values, each returning CSS text that is safe to write into
 * a declaration, or undefined. They accept every shape Elementor writes ({size, unit} objects,
 * numbers, numeric strings, PHP's `[]`) and never throw: anything else reads as "not set".
 */

export const LENGTH_UNITS = ["px", "%", "em", "rem", "vw", "vh"] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number] | "deg" | "fr" | "s" | "ms";

interface NumberBounds {
  min?: number;
  max?: number;
  integer?: boolean;
}

/** A finite number (or numeric string) within bounds, written without exponent (at most 4 decimals). */
export function cssNumber(value: unknown, bounds: NumberBounds = {}): string | undefined {
  const n = toNumber(value);
  if (n === undefined) return undefined;
  if (bounds.integer && !Number.isInteger(n)) return undefined;
  if (n < (bounds.min ?? -1e6) || n > (bounds.max ?? 1e6)) return undefined;
  return String(Number(n.toFixed(4)));
}

/** A finite number, or a string that is exactly one (`"12"`, `" -0.5 "`); anything else undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && /^\s*-?(?:\d+\.?\d*|\.\d+)\s*$/.test(value)) return Number(value);
  return undefined;
}

/**
 * A custom CSS value (Elementor's "custom" unit: `calc(100% - 20px)`, `1fr 2fr`, `minmax(0,1fr)`):
 * only letters, digits, spaces and `% . , ( ) + - * /`, balanced parentheses, and no function that
 * could fetch anything. Nothing in it can end the declaration or the rule.
 */
export function cssCustom(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const v = value.trim();
  if (!v || v.length > 120 || !/^[a-z0-9%.,()+*/\s-]+$/i.test(v)) return undefined;
  if (/(?:url|image|src|expression|attr|element)\s*\(/i.test(v) || v.includes("//")) return undefined;
  let depth = 0;
  for (const ch of v) {
    if (ch === "(") depth++;
    else if (ch === ")" && --depth < 0) return undefined;
  }
  return depth === 0 ? v : undefined;
}

/**
 * A size: `{size, unit}` (size a number or numeric string; unit from `units`, `custom` for a custom
 * value), or a bare number / numeric string in the first unit.
 */
export function cssSize(value: unknown, units: readonly string[] = LENGTH_UNITS, bounds: NumberBounds = {}): string | undefined {
  let size: unknown = value;
  let unit = units[0] ?? "px";
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const v = value as { size?: unknown; unit?: unknown };
    size = v.size;
    if (typeof v.unit === "string" && v.unit !== "") unit = v.unit;
    if (unit === "custom") return cssCustom(size);
  }
  if (!units.includes(unit)) return undefined;
  const n = cssNumber(size, bounds);
  if (n === undefined) return undefined;
  return n === "0" ? "0" : `${n}${unit}`;
}

export type Side = "top" | "right" | "bottom" | "left";
export type Sides = Partial<Record<Side, string>>;
const SIDES: readonly Side[] = ["top", "right", "bottom", "left"];

/**
 * Dimensions `{unit, top, right, bottom, left, isLinked}` (padding, margin, border width, radius):
 * the sides that hold a number, each with the unit; undefined when none does.
 */
export function cssDimensions(value: unknown, units: readonly string[] = LENGTH_UNITS, bounds: NumberBounds = {}): Sides | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const unit = typeof v.unit === "string" && v.unit !== "" ? v.unit : (units[0] ?? "px");
  if (!units.includes(unit)) return undefined;
  const out: Sides = {};
  for (const side of SIDES) {
    const n = cssNumber(v[side], bounds);
    if (n !== undefined) out[side] = n === "0" ? "0" : `${n}${unit}`;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * A gap: Elementor's gaps control `{column, row, unit, isLinked}` or an older `{size, unit}` (both
 * directions). Returns the `gap` shorthand (row then column).
 */
export function cssGap(value: unknown, units: readonly string[] = LENGTH_UNITS): string | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return cssSize(value, units, { min: 0 });
  const v = value as Record<string, unknown>;
  const unit = typeof v.unit === "string" && v.unit !== "" ? v.unit : (units[0] ?? "px");
  if ("column" in v || "row" in v) {
    if (unit === "custom") {
      const row = cssCustom(v.row);
      const column = cssCustom(v.column);
      return row && column ? `${row} ${column}` : (row ?? column);
    }
    const row = cssSize({ size: v.row, unit }, units, { min: 0 });
    const column = cssSize({ size: v.column, unit }, units, { min: 0 });
    if (row === undefined && column === undefined) return cssSize(value, units, { min: 0 });
    return `${row ?? "0"} ${column ?? "0"}`;
  }
  return cssSize(value, units, { min: 0 });
}

/**
 * A colour: hex, rgb()/rgba()/hsl()/hsla() (core/theme/css-color.ts), a named colour, or a global colour
 * variable (`var(--e-global-color-primary)`).
 */
export function cssColor(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const v = value.trim();
  const safe = safeCssColor(v);
  if (safe) return safe;
  if (/^[a-z]{3,20}$/i.test(v)) return v.toLowerCase();
  if (/^var\(--[a-z0-9-]{1,60}\)$/i.test(v)) return v;
  return undefined;
}

/** An image setting `{url, id}` (or a url string) as `url("…")`: a safe address, CSS-escaped. */
export function cssUrl(value: unknown): string | undefined {
  const raw = value && typeof value === "object" && !Array.isArray(value) ? (value as { url?: unknown }).url : value;
  if (typeof raw !== "string" || raw.trim() === "") return undefined;
  const url = safeUrl(raw);
  if (url === "#" || /^(?:mailto|tel):/i.test(url) || url.length > 2000) return undefined;
  return `url("${url.replace(/[\\"\n\r\f]/g, (ch) => `\\${ch.charCodeAt(0).toString(16)} `)}")`;
}

/** One of the allowed words, exactly. */
export function cssEnum<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A font family name (letters, digits, spaces, hyphens, underscores) quoted, with a generic fallback. */
export function cssFontFamily(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const v = value.trim();
  if (!/^[a-z0-9 _-]{1,60}$/i.test(v)) return undefined;
  return `"${v}", sans-serif`;
}
