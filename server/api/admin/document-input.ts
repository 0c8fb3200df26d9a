import type { Context } from "hono";
import { documentViolation } from "#core/schemas/documents";
import { DOCUMENT_BODY_LIMITS, jsonViolation } from "#core/limits/limits";
import { limitError } from "../../http/errors";
import { readJson } from "../../http/validate";
import type { AppEnv } from "../../http/env";

/** Who may use the documents admin API. */
export const EDITOR_ROLES = ["editor", "administrator"];

/** Where a body keeps its document: the element tree and settings, and the name of the tree for errors. */
export interface DocumentParts {
  elements: unknown;
  settings?: unknown;
  /** The element tree's name in errors (`elements`, `content`, `body`). */
  param: string;
}

/**
 * A document body as JSON, checked before anything reads it further: not JSON is 400 invalid_json; an
 * element tree deeper or larger than a document may hold, settings (of the document or of any element)
 * past the JSON limits, or a whole body past the document body limits is 400 invalid_param (413 for
 * size) naming the place. `partsOf` finds the document in the body. Every documents route, the import
 * included, reads its body here, so the same limits stand in front of all of them.
 */
export async function readDocumentJson(c: Context<AppEnv>, partsOf: (raw: unknown) => DocumentParts): Promise<unknown> {
  const raw = await readJson(c);
  const { elements, settings, param } = partsOf(raw);
  const found = documentViolation({ elements, settings });
  if (found) throw limitError(found.violation, found.root === "elements" ? param : found.root.replace(/^elements/, param));
  const whole = jsonViolation(raw, DOCUMENT_BODY_LIMITS);
  if (whole) throw limitError(whole);
  return raw;
}
