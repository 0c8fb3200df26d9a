import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, fromZodError, invalidParam } from "./errors";
import { isStorableText } from "../../core/storable-text";

/** Query parameters as a flat record (the last value wins for repeated names). */
export function queryOf(c: Context): Record<string, string> {
  return c.req.query();
}

/**
 * The first string (value or object key) the database could not store (isStorableText). Walks the value
 * without recursion, so a deeply nested body cannot overflow the stack.
 */
export function unstorableText(input: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: input, path: "" }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      if (!isStorableText(value)) return path || "body";
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        const at = path ? `${path}.${k}` : k;
        if (!isStorableText(k)) return path || "body";
        stack.push({ value: v, path: at });
      }
    }
  }
  return null;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const unstorable = unstorableText(input);
  if (unstorable !== null) throw invalidParam(unstorable, "must be text without NUL characters or unpaired surrogates");
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
