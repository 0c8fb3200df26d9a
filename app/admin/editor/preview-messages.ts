import type { DropPosition } from "#core/editor/drop-target";
import type { LiveRender } from "./live-render.server";

/** What is being dragged toward the preview: a widget tile (its catalog key, `elType/widgetType`) or an element of the Structure tree (its id). */
export type DragSource = { widget: string } | { element: string };

/**
 * The messages between the editor and its preview iframe (same origin only): the editor sends what the
 * renderer made of its unsaved tree, which element is selected and what is being dragged (a widget tile or
 * a tree item); the preview says which element was clicked and where the dragged thing was dropped.
 */
export type ToPreview =
  | { type: "aisle-editor:render"; render: Exclude<LiveRender, { ok: false }> }
  | { type: "aisle-editor:selected"; id: string | null }
  /** A widget tile or a tree item is being dragged, or the drag is over (null). */
  | { type: "aisle-editor:dragging"; drag: DragSource | null }
  /** Asks a preview that loaded before the editor listened to say it is ready. */
  | { type: "aisle-editor:ping" }
  /** The kit's global variables as the page root's custom properties (`--e-global-color-<id>`...), after a change in site settings. */
  | { type: "aisle-editor:globals"; properties: Record<string, string> };

export type FromPreview =
  | { type: "aisle-editor:select"; id: string }
  | { type: "aisle-editor:ready" }
  /** What was dragged was dropped `position` the element `targetId` (on no element: null, the end of the page). */
  | { type: "aisle-editor:drop"; drag: DragSource; targetId: string | null; position: DropPosition };

export const isMessage = <T extends { type: string }>(data: unknown): data is T =>
  Boolean(data) &&
  typeof data === "object" &&
  typeof (data as { type?: unknown }).type === "string" &&
  (data as { type: string }).type.startsWith("aisle-editor:");
