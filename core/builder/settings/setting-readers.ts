import { toNumber } from "../css-values";

/**
 * Readers for stored Elementor settings that drive behaviour rather than CSS (popup triggers and
 * rules, show/hide on events): switchers, numbers, choices and lists. They accept every shape
 * Elementor writes (numbers or numeric strings, `{ size, unit }` objects, PHP's `[]` for an empty
 * object) and never throw: anything else reads as the default.
 */

export type Settings = Record<string, unknown>;

/** A settings object; anything else (PHP's `[]`, null, a string) is `{}`. */
export function settingsObject(value: unknown): Settings {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Settings) : {};
}

/**
 * An Elementor switcher: on when `"yes"` (or `true`). Missing (undefined or null) reads as
 * `fallback`, so a switcher whose default is on stays on until it is saved as `""`.
 */
export function switcher(value: unknown, fallback = false): boolean {
  if (value === undefined || value === null) return fallback;
  return value === "yes" || value === true;
}

export interface NumberRange {
  fallback: number;
  min?: number;
  max?: number;
}

/**
 * A number (or numeric string, or the `size` of a `{ size, unit }` object) clamped into
 * [min, max]; `fallback` when there is none (missing, empty, not a number).
 */
export function numberSetting(value: unknown, range: NumberRange): number {
  const raw = value !== null && typeof value === "object" && !Array.isArray(value) ? (value as { size?: unknown }).size : value;
  const n = toNumber(raw);
  if (n === undefined) return range.fallback;
  return Math.min(range.max ?? Infinity, Math.max(range.min ?? -Infinity, n));
}

/** Seconds as stored, in milliseconds (rounded to the millisecond). */
export function secondsToMs(seconds: number): number {
  return Math.round(seconds * 1000);
}

/** One of the allowed words, else `fallback`. */
export function choice<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Trimmed text; "" for anything that is not a string. */
export function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/**
 * A multi-select's values: the strings of an array (trimmed, empty ones and repeats dropped), or
 * undefined when the value is not an array at all (so the caller can apply its default).
 */
export function stringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: string[] = [];
  for (const item of value) {
    const s = typeof item === "number" && Number.isFinite(item) ? String(item) : text(item);
    if (s !== "" && !out.includes(s)) out.push(s);
  }
  return out;
}
