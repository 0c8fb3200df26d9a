import { WIDGETS } from "#app/builder/registry.server";
import { editorWidgets } from "#core/editor/editor-widgets";
import type { WidgetEntry } from "#core/editor/widget-catalog";

let cached: WidgetEntry[] | null = null;

/** Every widget of the runtime's registry with its Settings controls, worked out once per process (the registry is fixed). */
export function runtimeEditorWidgets(): WidgetEntry[] {
  cached ??= editorWidgets([...WIDGETS.values()]);
  return cached;
}
