import { z } from "zod";

/**
 * Setting fields several widgets share, each parsing any stored value: a wrong type reads as the
 * field's default, never as an error.
 */

const ON: readonly unknown[] = ["yes", "on", true];
const OFF: readonly unknown[] = ["", "no", "off", false];

/** Elementor's switcher: "yes" (or "on", older `true`) is on, "" (or "no", `false`) is off; missing or anything else is the control's default. */
export function switcher(defaultOn: boolean) {
  return z
    .unknown()
    .transform((v) => (ON.includes(v) ? true : OFF.includes(v) ? false : defaultOn))
    .catch(defaultOn);
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

/** A repeater (a list of items): items that do not parse are left out, at most `max`; a value that is not a list is `fallback`. */
export function repeater<T>(item: z.ZodType<T>, max: number, fallback: T[]) {
  return z
    .array(z.unknown())
    .transform((items) =>
      items
        .flatMap((raw) => {
          const parsed = item.safeParse(raw);
          return parsed.success ? [parsed.data] : [];
        })
        .slice(0, max),
    )
    .catch(fallback);
}
