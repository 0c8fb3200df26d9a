import type { ComponentType } from "react";
import type { z } from "zod";
import type { ElementNode } from "../../core/document-types";

/**
 * A widget: its settings schema (every field has a default, so any stored settings parse) and
 * the component that renders it. Adding a widget is a folder and one line in the registry.
 */
export interface WidgetDefinition<S = unknown> {
  type: string;
  title: string;
  schema: z.ZodType<S>;
  Component: ComponentType<{ settings: S; element: ElementNode }>;
}

export function defineWidget<S>(def: WidgetDefinition<S>): WidgetDefinition<S> {
  return def;
}
