import type { ComponentType } from "react";
import type { z } from "zod";
import type { ElementNode, Settings } from "../../core/documents/document-types";
import type { StyleFn } from "../../core/builder/style-helpers";

/**
 * The server side of the page-builder contract (see README.md beside this file). Widgets and element
 * behaviours are declared here and rendered on the server only: none of this reaches the browser.
 */

/** What a widget's component is given. */
export interface WidgetProps<S> {
  /** The settings parsed with the widget's schema: every field present, garbage replaced by defaults. */
  settings: S;
  element: ElementNode;
  /** Rendering for the editor's preview (`?aisle-edit=1`). */
  editMode: boolean;
  /** The HTML of the widget's own child elements (nested widgets: tabs, accordions), already rendered. */
  childHtml: readonly string[];
  /**
   * Rendering a loop item template (a `loop-item` document shown by a loop grid): the post fields
   * write their marks (widgets/post-fields.ts), which the grid fills in for each post.
   */
  loop?: boolean;
}

/** A part of a widget's HTML that depends on the request (store, shopper group): filled per request. */
export interface SlotRequest {
  /** The resolver's name in slots.server.ts. */
  resolver: string;
  /** What the resolver needs (JSON-like), e.g. a content slot's slug. */
  args: Record<string, unknown>;
}

export interface WidgetDefinition<S = unknown> {
  /** Elementor's widgetType, e.g. "heading". */
  type: string;
  /** Shown in edit mode's labels. */
  title: string;
  /** Every field with `.catch(default)`, so any stored value parses. */
  settings: z.ZodType<S>;
  /** Pure: no hooks with effects, no browser APIs. Rendered once per document version with renderToStaticMarkup. */
  Component: ComponentType<WidgetProps<S>>;
  /** Scoped CSS from the stored settings, per device (core/builder/style-helpers.ts has the shared pieces). */
  styles?: StyleFn;
  /**
   * Classes Elementor puts on the widget's wrapper from its settings (`prefix_class`, e.g.
   * `elementor-view-stacked`), so imported custom CSS keeps matching. Plain class names only.
   */
  classes?: (settings: S) => string[];
  /** The name of the widget's browser behaviour in behaviours/registry.ts (`widgets/<name>/behaviour.ts`). */
  behaviour?: string;
  /** The settings its behaviour reads, written to the wrapper's `data-settings`. */
  clientSettings?: (settings: S, stored: Settings) => Settings;
  /** A per-request part: the widget's component is not rendered; the slot's resolver fills its place for each request. */
  slot?: (settings: S, element?: ElementNode) => SlotRequest | null;
}

export function defineWidget<S>(def: WidgetDefinition<S>): WidgetDefinition<S> {
  return def;
}

/**
 * A behaviour any element may carry (entrance animation, stretch, later sticky, motion effects...),
 * switched on by its settings. Its browser part is `behaviours/<name>/index.ts`.
 */
export interface ElementBehaviour {
  name: string;
  /** Whether an element with these stored settings needs the behaviour. */
  applies(settings: Settings, on: { elType: ElementNode["elType"]; editMode: boolean }): boolean;
  /** The settings the browser part reads (written to `data-settings`). */
  clientSettings(settings: Settings): Settings;
  /** Classes the server adds so the first HTML already looks right (e.g. a stretched section). */
  classes?(settings: Settings): string[];
}

export function defineElementBehaviour(def: ElementBehaviour): ElementBehaviour {
  return def;
}

/** Stored settings read with a widget's schema: field by field defaults, whole defaults when they are not an object. */
export function parseWidgetSettings<S>(def: WidgetDefinition<S>, stored: unknown): S {
  const parsed = def.settings.safeParse(stored ?? {});
  return parsed.success ? parsed.data : def.settings.parse({});
}
