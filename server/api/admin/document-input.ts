import type { Context } from "hono";
import { measureTree, MAX_ELEMENT_DEPTH, MAX_ELEMENTS } from "../../../core/schemas/documents";
import { ApiError } from "../../http/errors";
import type { AppEnv } from "../../http/env";

/** Who may use the documents admin API. */
export const EDITOR_ROLES = ["editor", "administrator"];

/**
 * A document body as JSON, checked before anything reads it further: not JSON is 400 invalid_json,
 * and an element tree deeper or larger than a document may hold is 400 invalid_param naming the tree.
 * `treeOf` finds the element tree in the body (and its name for the error). Every documents route,
 * the import included, reads its body here, so the same limits stand in front of all of them.
 */
export async function readDocumentJson(c: Context<AppEnv>, treeOf: (raw: unknown) => { elements: unknown; param: string }): Promise<unknown> {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, "invalid_json", "The request body is not valid JSON.");
  }
  const { elements, param } = treeOf(raw);
  const size = measureTree(elements);
  if (size.depth > MAX_ELEMENT_DEPTH || size.count > MAX_ELEMENTS) {
    throw new ApiError(400, "invalid_param", `Invalid parameter: ${param} (at most ${MAX_ELEMENTS} elements, ${MAX_ELEMENT_DEPTH} levels deep).`, { params: { [param]: "is too large" } });
  }
  return raw;
}
