import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, fromZodError } from "./errors";

/** Query parameters as a flat record (the last value wins for repeated names). */
export function queryOf(c: Context): Record<string, string> {
  return c.req.query();
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, queryOf(c));
}

/** Parse a JSON body; a body that is not JSON is a 400, never a 500. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  const text = await c.req.text();
  if (text.trim() === "") body = {};
  else {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(400, "invalid_json", "The request body is not valid JSON.");
    }
  }
  return parseWith(schema, body);
}
