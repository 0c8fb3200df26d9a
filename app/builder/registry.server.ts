import type { ElementBehaviour, WidgetDefinition } from "./widget-types";
import { heading } from "./widgets/heading/heading";
import { textEditor } from "./widgets/text-editor/text-editor";
import { image } from "./widgets/image/image";
import { button } from "./widgets/button/button";
// Accordions and tabs
import { accordion } from "./widgets/accordion/accordion";
import { toggle } from "./widgets/toggle/toggle";
import { nestedAccordion } from "./widgets/nested-accordion/nested-accordion";
import { tabs } from "./widgets/tabs/tabs";
import { nestedTabs } from "./widgets/nested-tabs/nested-tabs";
// End of accordions and tabs
import { animation } from "./behaviours/animation/element";
import { stretch } from "./behaviours/stretch/element";

/** A widget of any settings type, as the renderer holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWidget = WidgetDefinition<any>;

/** Every widget type the server renders, by Elementor widgetType. Add a widget here (one line). */
export const WIDGETS: ReadonlyMap<string, AnyWidget> = new Map(
  [
    heading,
    textEditor,
    image,
    button,
    // Accordions and tabs
    accordion,
    toggle,
    nestedAccordion,
    tabs,
    nestedTabs,
    // End of accordions and tabs
  ].map((w) => [w.type, w as AnyWidget]),
);

/** Every element behaviour, in the order they start. Add one here (one line) and in behaviours/registry.ts. */
export const ELEMENT_BEHAVIOURS: readonly ElementBehaviour[] = [animation, stretch];
