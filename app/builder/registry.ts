import type { WidgetDefinition } from "./widget-types";
import { heading } from "./widgets/heading/heading";
import { textEditor } from "./widgets/text-editor/text-editor";
import { image } from "./widgets/image/image";
import { button } from "./widgets/button/button";

/** Every widget type the renderer knows, by Elementor widgetType. */
export type AnyWidget = WidgetDefinition<unknown>;

export const WIDGETS: Record<string, AnyWidget> = Object.fromEntries(
  [heading, textEditor, image, button].map((w) => [w.type, w as unknown as AnyWidget]),
);
