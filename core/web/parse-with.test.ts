import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isApiError } from "./api-errors";
import { parseWith } from "./parse-with";

describe("parseWith", () => {
  const schema = z.object({ name: z.string().max(5) });

  it("gives the parsed value, and a 400 in the error format for a value the schema refuses", () => {
    expect(parseWith(schema, { name: "kale" })).toEqual({ name: "kale" });
    let thrown: unknown;
    try {
      parseWith(schema, { name: "cauliflower" });
    } catch (err) {
      thrown = err;
    }
    expect(isApiError(thrown) && thrown.status).toBe(400);
  });
});
