import { z } from "zod";
import { FIELD_LIMITS } from "../limits/limits";

/** A positive integer id as a query string ("12"). */
export const idParam = z
  .string()
  .max(10, "must be a positive integer")
  .regex(/^[1-9]\d{0,9}$/, "must be a positive integer")
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, "is too large");

/** A comma-separated list of positive integer ids ("1,2,3"); empty string is an empty list. */
export const idListParam = z
  .string()
  .max(2000, "is too long")
  .regex(/^(\s*[1-9]\d{0,9}\s*(,\s*[1-9]\d{0,9}\s*)*)?$/, "must be a comma-separated list of positive integers")
  .transform((s) => (s.trim() === "" ? [] : [...new Set(s.split(",").map((p) => Number(p.trim())))]))
  .refine((ids) => ids.every((n) => n <= 2_147_483_647) && ids.length <= 100, "has ids out of range or too many ids");

export const slugParam = z
  .string({ error: "is required" })
  .max(FIELD_LIMITS.slug, "is too long")
  .regex(/^[a-z0-9][a-z0-9_-]{0,99}$/, "must be a slug of lowercase letters, digits, - and _");

export const nonceParam = z.string().max(128, "is too long").optional();

export const booleanParam = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");
