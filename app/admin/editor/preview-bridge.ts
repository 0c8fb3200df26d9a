import type { Breakpoints } from "#core/builder/breakpoints";
import { startBehaviours } from "#app/builder/runtime/start";
import { isMessage, type FromPreview, type ToPreview } from "./preview-messages";
import { startPreviewDrops } from "./preview-drop";
import "./preview-bridge.css";

const SELECTED = "data-editor-selected";

/**
 * The preview's side of the live preview, started in the editor's iframe (`?aisle-edit=1`): it puts in
 * the HTML the editor sends (one element and the document's CSS, or the whole document) and starts
 * that markup's behaviours, marks the selected element, and tells the editor which element was clicked
 * (links do not navigate), and where a widget tile or a tree item dragged from the editor was dropped
 * (app/admin/editor/preview-drop.ts). Returns a stop.
 */
export function startPreviewBridge(root: HTMLElement, breakpoints: Breakpoints): () => void {
  const controller = new AbortController();
  const stops: (() => void)[] = [];
  const send = (message: FromPreview) => window.parent.postMessage(message, window.location.origin);
  const start = (node: Element, withRoot: boolean) => stops.push(startBehaviours(node, { editMode: true, breakpoints, withRoot }));
  const mark = (id: string | null) => {
    for (const el of root.querySelectorAll(`[${SELECTED}]`)) el.removeAttribute(SELECTED);
    if (id) root.querySelector(`[data-id="${CSS.escape(id)}"]`)?.setAttribute(SELECTED, "");
  };
  let selected: string | null = null;
  const drops = startPreviewDrops(root, send, controller.signal);

  window.addEventListener(
    "message",
    (event) => {
      if (event.origin !== window.location.origin || event.source !== window.parent || !isMessage<ToPreview>(event.data)) return;
      const message = event.data;
      if (message.type === "aisle-editor:ping") {
        send({ type: "aisle-editor:ready" });
        return;
      }
      if (message.type === "aisle-editor:dragging") {
        drops.dragging(message.drag);
        return;
      }
      if (message.type === "aisle-editor:globals") {
        // Only the kit's own properties; a deleted variable keeps its last value, as on visitors' pages.
        for (const [name, value] of Object.entries(message.properties))
          if (name.startsWith("--e-global-") && typeof value === "string") document.documentElement.style.setProperty(name, value);
        return;
      }
      if (message.type === "aisle-editor:selected") {
        selected = message.id;
        mark(selected);
        return;
      }
      const { render } = message;
      if (render.kind === "document") {
        for (const stop of stops.splice(0)) stop();
        root.innerHTML = render.html;
        start(root, false);
      } else {
        const old = root.querySelector(`[data-id="${CSS.escape(render.id)}"]`);
        const template = document.createElement("template");
        template.innerHTML = render.html;
        const next = template.content.firstElementChild;
        if (old && next) {
          old.replaceWith(next);
          start(next, true);
        }
        let style = root.querySelector(":scope > style");
        if (!style) root.prepend((style = document.createElement("style")));
        style.textContent = render.css;
      }
      mark(selected);
    },
    { signal: controller.signal },
  );
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-id]") : null;
      if (!target || !root.contains(target)) return;
      event.preventDefault();
      send({ type: "aisle-editor:select", id: target.dataset.id! });
    },
    { capture: true, signal: controller.signal },
  );
  send({ type: "aisle-editor:ready" });
  return () => {
    controller.abort();
    for (const stop of stops.splice(0)) stop();
  };
}
