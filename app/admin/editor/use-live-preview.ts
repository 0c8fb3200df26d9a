import { useCallback, useEffect, useState, type RefObject } from "react";
import type { ElementNode } from "#core/documents/document-types";
import { previewChange } from "#core/editor/preview-diff";
import type { LiveRender } from "./live-render.server";
import { isMessage, type DragSource, type FromPreview, type ToPreview } from "./preview-messages";

/** A widget tile or a tree item dropped on the preview: which, and before, after or into which element (none: the page's end). */
export type PreviewDrop = Omit<Extract<FromPreview, { type: "aisle-editor:drop" }>, "type">;
const POSITIONS = new Set<unknown>(["before", "after", "inside"]);
const isSource = (drag: unknown): drag is DragSource =>
  typeof drag === "object" &&
  drag !== null &&
  (typeof (drag as { widget?: unknown }).widget === "string" || typeof (drag as { element?: unknown }).element === "string");

interface Options {
  frame: RefObject<HTMLIFrameElement | null>;
  renderUrl: string;
  nonce: string;
  elements: ElementNode[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onDrop: (drop: PreviewDrop) => void;
}

/** The live preview's state between renders: what the preview shows, what the editor has, one request at a time. */
class PreviewLink {
  shown: ElementNode[];
  latest: ElementNode[];
  selectedId: string | null = null;
  busy = false;
  ready = false;
  private options: Options;
  constructor(
    options: Options,
    private readonly measured: (ms: number) => void,
  ) {
    this.options = options;
    this.shown = options.elements;
    this.latest = options.elements;
  }

  private opts() {
    return this.options;
  }

  configure(options: Options) {
    this.options = options;
  }

  change(elements: ElementNode[]) {
    this.latest = elements;
    this.flush();
  }

  select(id: string | null) {
    this.selectedId = id;
    if (this.ready) this.post({ type: "aisle-editor:selected", id });
  }

  /** Tells the preview a widget tile or a tree item is being dragged, or no longer (null). */
  drag(drag: DragSource | null) {
    if (this.ready) this.post({ type: "aisle-editor:dragging", drag });
  }

  post(message: ToPreview) {
    this.opts().frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }

  flush() {
    if (this.busy || !this.ready) return;
    const tree = this.latest;
    const change = previewChange(this.shown, tree);
    if (change.kind === "same") return;
    this.busy = true;
    const started = performance.now();
    const { renderUrl, nonce } = this.opts();
    const body = new FormData();
    body.set("nonce", nonce);
    body.set("elements", JSON.stringify(tree));
    if (change.kind === "element") body.set("element", change.id);
    void fetch(renderUrl, { method: "POST", body, credentials: "same-origin" })
      .then((r) => r.json() as Promise<LiveRender>)
      .then((render) => {
        if (!render.ok) return;
        this.post({ type: "aisle-editor:render", render });
        this.shown = tree;
        this.measured(Math.round(performance.now() - started));
      })
      .catch(() => {})
      .finally(() => {
        this.busy = false;
        if (this.latest !== this.shown) this.flush();
      });
  }

  onMessage(event: MessageEvent) {
    if (event.origin !== window.location.origin || event.source !== this.opts().frame.current?.contentWindow) return;
    if (!isMessage<FromPreview>(event.data)) return;
    const data = event.data;
    if (data.type === "aisle-editor:select") this.opts().onSelect(data.id);
    else if (data.type === "aisle-editor:drop") {
      const { drag, targetId, position } = data;
      if (isSource(drag) && (targetId === null || typeof targetId === "string") && POSITIONS.has(position))
        this.opts().onDrop({ drag, targetId, position });
    } else if (!this.ready) {
      // The preview has loaded (showing the saved tree): bring it up to the editor's.
      this.ready = true;
      this.busy = false;
      this.post({ type: "aisle-editor:selected", id: this.selectedId });
      this.flush();
    }
  }
}

/**
 * Keeps the preview iframe showing the editor's unsaved tree without reloading it: after each change the
 * renderer draws the changed element (or the whole document after an insert, a move, an undo) and the
 * preview puts it in (app/admin/editor/preview-bridge.ts). One request at a time; changes made meanwhile
 * go in the next. A click on an element in the preview selects it; a widget tile or tree item dropped on
 * it is passed to `onDrop`. Returns the last update's time in ms (from the change to the message to the
 * preview), and `drag`, which tells the preview what is being dragged (so it shows where it would land).
 */
export function useLivePreview(options: Options): { updateMs: number | null; drag: (drag: DragSource | null) => void } {
  const [updateMs, setUpdateMs] = useState<number | null>(null);
  const [link] = useState(() => new PreviewLink(options, setUpdateMs));

  useEffect(() => link.configure(options));
  useEffect(() => link.change(options.elements), [link, options.elements]);
  useEffect(() => link.select(options.selectedId), [link, options.selectedId]);

  useEffect(() => {
    const listen = (event: MessageEvent) => link.onMessage(event);
    window.addEventListener("message", listen);
    // The preview may have loaded before this listened: ask it again (a preview not yet loaded says so itself).
    link.post({ type: "aisle-editor:ping" });
    return () => window.removeEventListener("message", listen);
  }, [link]);

  return { updateMs, drag: useCallback((drag: DragSource | null) => link.drag(drag), [link]) };
}
