import type { z } from "zod";
import { fromZodError, limitError } from "./api-errors";
import { JSON_LIMITS, jsonViolation, type JsonLimits } from "../limits/limits";

/**
 * Checks `input` against the limits on stored values (depth, keys, items, string and key lengths,
 * size, storable text), without recursion, then against the schema: hostile input is refused before
 * any recursive code (the schema, sanitizing, the database) sees it.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, limits: Readonly<JsonLimits> = JSON_LIMITS): z.infer<S> {
  const violation = jsonViolation(input, limits);
  if (violation) throw limitError(violation);
  const result = schema.safeParse(input);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}
