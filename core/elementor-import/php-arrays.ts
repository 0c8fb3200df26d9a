import type { ImportNotes } from "./notes";
import { mapSettings } from "./settings-walk";

/**
 * Setting names whose value is an object in Elementor, which PHP writes as `[]` when it is empty
 * (PHP has one array type for lists and maps, so an exported `{}` comes out as `[]`): the global
 * colour and font links, dynamic tags, a popup's triggers and advanced rules, a WordPress widget's
 * own settings, and an atomic element's styles and editor settings. Everything else that is `[]`
 * is a list and stays one (repeaters, galleries, a slider's `sizes`, conditions).
 */
export const OBJECT_SETTING_KEYS: ReadonlySet<string> = new Set([
  "__globals__",
  "__dynamic__",
  "triggers",
  "timing",
  "wp",
  "styles",
  "editor_settings",
]);

export const isPhpEmptyArray = (value: unknown): value is [] => Array.isArray(value) && value.length === 0;

/** Settings with every object-valued key PHP wrote as `[]` turned back into `{}`, at any depth. */
export function restoreEmptyObjects(settings: Record<string, unknown>, path: string, notes: ImportNotes): Record<string, unknown> {
  return mapSettings(settings, path, (value, key) => {
    if (typeof key === "string" && OBJECT_SETTING_KEYS.has(key) && isPhpEmptyArray(value)) {
      notes.note("php-empty-object", key);
      return {};
    }
    return value;
  }) as Record<string, unknown>;
}
