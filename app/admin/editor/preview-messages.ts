import type { LiveRender } from "./live-render.server";

/**
 * The messages between the editor and its preview iframe (same origin only): the editor sends what the
 * renderer made of its unsaved tree and which element is selected; the preview says which element was
 * clicked.
 */
export type ToPreview =
  | { type: "aisle-editor:render"; render: Exclude<LiveRender, { ok: false }> }
  | { type: "aisle-editor:selected"; id: string | null }
  /** Asks a preview that loaded before the editor listened to say it is ready. */
  | { type: "aisle-editor:ping" };

export type FromPreview = { type: "aisle-editor:select"; id: string } | { type: "aisle-editor:ready" };

export const isMessage = <T extends { type: string }>(data: unknown): data is T =>
  Boolean(data) &&
  typeof data === "object" &&
  typeof (data as { type?: unknown }).type === "string" &&
  (data as { type: string }).type.startsWith("aisle-editor:");
