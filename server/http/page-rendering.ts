import type { CartOwner } from "../services/cart";
import type { PrerenderedPartsStore } from "#app/prerendered-parts.server";
import type { loopGridSettings } from "#app/builder/widgets/loop-grid/settings";
import type { renderLoopGrid } from "#app/builder/widgets/loop-grid/grid.server";

/**
 * What the server needs from the app's rendering, handed over by the app's build (app/entry.server.tsx
 * exports it as `rendering`; the server reads it from the build's entry module): the server never
 * imports the app's source, so the compiled bundle holds one copy of each module and the import graph
 * runs one way (decision 0055).
 */
export interface PageRendering {
  /** The header's and footer's parts kept as HTML, shared by the renders and the signed-in pages' cache. */
  createPrerenderedPartsStore(): PrerenderedPartsStore;
  /** Whose cart a page shows, from the Cookie header and the signed-in user (null: no cart yet). */
  cartOwnerOf(cookieHeader: string | null | undefined, user: { id: number } | null): CartOwner | null;
  /** A loop grid's settings and markup, for the loop refresh call. */
  loopGrid: { settings: typeof loopGridSettings; render: typeof renderLoopGrid };
}

/** The rendering an app build hands over (its entry module's `rendering` export). */
export function renderingOf(build: { entry: { module: object } }): PageRendering {
  const rendering = (build.entry.module as { rendering?: PageRendering }).rendering;
  if (!rendering) throw new Error("The React Router build's entry (app/entry.server.tsx) exports no `rendering`");
  return rendering;
}
