import { at, ElementorImportError } from "./errors";

/**
 * How deep the import walks into settings before it refuses them: a guard that keeps the walk from
 * exhausting the stack on hostile input. Real settings are a few levels deep; the API's own JSON
 * limits are stricter.
 */
export const MAX_SETTINGS_NESTING = 100;

type Visit = (value: unknown, key: string | number, path: string) => unknown;

/**
 * A copy of a settings value in which every value inside it (under an object key or a list index)
 * has been passed through `visit` first and then walked in turn. The value itself is not visited.
 */
export function mapSettings(value: unknown, path: string, visit: Visit, depth = 0): unknown {
  if (depth > MAX_SETTINGS_NESTING) throw new ElementorImportError(path, `is nested more than ${MAX_SETTINGS_NESTING} levels deep`);
  if (Array.isArray(value)) {
    return value.map((item, i) => {
      const p = at(path, i);
      return mapSettings(visit(item, i, p), p, visit, depth + 1);
    });
  }
  if (value && typeof value === "object") {
    // fromEntries defines each key as the object's own, a "__proto__" key included.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        const p = at(path, key);
        return [key, mapSettings(visit(item, key, p), p, visit, depth + 1)];
      }),
    );
  }
  return value;
}
