import type { ComponentType } from "react";
import type { ElementNode } from "../../core/document-types";

/**
 * A widget: the component that renders it from settings already parsed on the server (see
 * widget-settings.ts). Its settings schema lives beside it in `settings.ts`, so no schema code
 * reaches the browser. Adding a widget is a folder and one line in each registry.
 */
export interface WidgetDefinition<S = unknown> {
  type: string;
  title: string;
  Component: ComponentType<{ settings: S; element: ElementNode }>;
}

export function defineWidget<S>(def: WidgetDefinition<S>): WidgetDefinition<S> {
  return def;
}
