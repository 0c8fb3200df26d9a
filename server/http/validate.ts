import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, fromZodError, limitError } from "./errors";
import { JSON_LIMITS, jsonViolation, QUERY_LIMITS, type JsonLimits } from "../../core/limits/limits";

/** Query parameters as a flat record (the last value wins for repeated names). */
export function queryOf(c: Context): Record<string, string> {
  return c.req.query();
}

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

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, queryOf(c), QUERY_LIMITS);
}

/** The request body as JSON: 400 invalid_json when it is not JSON; `empty` when there is no body. */
export async function readJson(c: Context, empty?: unknown): Promise<unknown> {
  const text = await c.req.text();
  if (empty !== undefined && text.trim() === "") return empty;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_json", "The request body is not valid JSON.");
  }
}

/** Parse a JSON body (no body reads as `{}`); a body that is not JSON is a 400, never a 500. */
export async function parseJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  limits: Readonly<JsonLimits> = JSON_LIMITS,
): Promise<z.infer<S>> {
  return parseWith(schema, await readJson(c, {}), limits);
}
