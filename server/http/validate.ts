import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "./errors";
import { JSON_LIMITS, QUERY_LIMITS, type JsonLimits } from "../../core/limits/limits";
import { parseWith } from "#core/web/parse-with";

/** Query parameters as a flat record (the last value wins for repeated names). */
export function queryOf(c: Context): Record<string, string> {
  return c.req.query();
}

export { parseWith };

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
