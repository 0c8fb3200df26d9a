/**
 * Reading page-builder control values as documents store them (Elementor's shapes, any JSON at all)
 * into plain typed values. Nothing here throws: a value of the wrong shape reads as "not set"
 * (`undefined`) and the caller falls back to the control's default.
 */

/** Settings of one element (or a kit): any JSON object. */
export type SettingsBag = Readonly<Record<string, unknown>>;

/** The object's own property `key`; never one inherited from a prototype. */
export function ownValue(object: unknown, key: string): unknown {
  if (object === null || typeof object !== "object" || Array.isArray(object)) return undefined;
  return Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}

/**
 * A switcher control: `"yes"` (or `true`) is on; `""`, which is what a switched-off control
 * stores, and anything else is off; a missing value is the control's default.
 */
export function switcherOn(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  return value === "yes" || value === true;
}

/** A finite number, given as a number or as numeric text; anything else (including "") is not set. */
export function finiteNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (text === "" || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** A slider control's number: `{ size }` (Elementor's shape) or a bare number; `size: ""` is not set. */
export function sliderSize(value: unknown): number | undefined {
  if (value !== null && typeof value === "object") return finiteNumber(ownValue(value, "size"));
  return finiteNumber(value);
}

/** A CSS length from a slider control, in one of the allowed units (the first one when none is given). */
export function sliderLength(value: unknown, units: readonly string[]): { size: number; unit: string } | undefined {
  const size = sliderSize(value);
  if (size === undefined) return undefined;
  const unit = ownValue(value, "unit");
  const fallbackUnit = units[0] ?? "px";
  return { size, unit: typeof unit === "string" && units.includes(unit) ? unit : fallbackUnit };
}

export interface PercentRange {
  start: number;
  end: number;
}

/**
 * A range slider (`{ sizes: { start, end } }`), clamped into 0–100 and put in order; a range with
 * either end missing is not set.
 */
export function sliderRange(value: unknown): PercentRange | undefined {
  const sizes = ownValue(value, "sizes");
  const start = finiteNumber(ownValue(sizes, "start"));
  const end = finiteNumber(ownValue(sizes, "end"));
  if (start === undefined || end === undefined) return undefined;
  const a = clamp(start, 0, 100);
  const b = clamp(end, 0, 100);
  return a <= b ? { start: a, end: b } : { start: b, end: a };
}

/** One of the allowed options, else the fallback. */
export function choice<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return typeof value === "string" && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}
