/**
 * An export that cannot be imported as it is: not one of Elementor's export forms, or a part of the
 * wrong kind (content that is not a list, an element that is not an object...). `param` names the
 * part, dot-separated like the API's other parameter errors (`content.2.settings`).
 */
export class ElementorImportError extends Error {
  constructor(
    readonly param: string,
    readonly reason: string,
  ) {
    super(`Invalid parameter: ${param} (${reason}).`);
    this.name = "ElementorImportError";
  }
}

/** A path and one more step, as named in errors: `content` + 2 -> `content.2`. */
export const at = (path: string, step: string | number) => (path ? `${path}.${step}` : String(step));

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
