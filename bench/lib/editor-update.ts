import { performance } from "node:perf_hooks";
import { DEMO, login } from "../../server/test/http";

/** How many setting changes are timed, after a few untimed ones. */
const CHANGES = 60;
const WARMUP = 5;

export const wantsEditorUpdate = (only: ReadonlySet<string> | null) => only === null || only.has("editor-update");

export interface EditorUpdateResult {
  elements: number;
  changes: number;
  p50Ms: number;
  p99Ms: number;
}

/** A page of 300 elements: 30 containers of a heading, a text, a button, an image, an icon, a spacer, a divider, a counter and a progress bar. */
function bigPage() {
  const widgets = ["heading", "text-editor", "button", "image", "icon", "spacer", "divider", "counter", "progress"];
  return Array.from({ length: 30 }, (_, c) => ({
    id: `c${String(c).padStart(6, "0")}`,
    elType: "container",
    settings: { content_width: "boxed" },
    elements: widgets.map((type, w) => ({
      id: `w${String(c * 10 + w).padStart(6, "0")}`,
      elType: "widget",
      widgetType: type,
      settings: {
        title: `Deal ${c}.${w}`,
        editor: `<p>Fresh produce ${c}</p>`,
        text: "Shop now",
        typography_typography: "custom",
      } as Record<string, unknown>,
      elements: [],
    })),
  }));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * The editor's live preview on a page of 300 elements (app/admin/editor/use-live-preview.ts): the time
 * from a setting change to the preview's new HTML, i.e. one request to the document's render endpoint
 * with the unsaved tree and the changed element, answered with that element's HTML and the document's
 * CSS. The browser's part (a postMessage and one element replaced) is not in it.
 */
export async function benchEditorUpdate(base: string): Promise<EditorUpdateResult> {
  const editor = await login(base, DEMO.editor.email, DEMO.editor.password);
  const headers = { cookie: editor.cookie, "x-aisle-nonce": editor.nonce, "content-type": "application/json" };
  const elements = bigPage();
  const made = await fetch(`${base}/api/admin/v1/documents`, {
    method: "POST",
    headers,
    body: JSON.stringify({ type: "page", title: "Editor bench", slug: `editor-bench-${Date.now()}`, status: "draft", elements }),
  });
  if (made.status !== 201) throw new Error(`editor bench page: ${made.status} ${await made.text()}`);
  const { id } = (await made.json()) as { id: number };
  const times: number[] = [];
  for (let i = 0; i < WARMUP + CHANGES; i++) {
    const target = elements[i % 30]!.elements[0]!;
    target.settings = { ...target.settings, typography_font_size: { unit: "px", size: 20 + (i % 20) } };
    const body = new FormData();
    body.set("nonce", editor.nonce);
    body.set("elements", JSON.stringify(elements));
    body.set("element", target.id);
    const started = performance.now();
    const r = await fetch(`${base}/admin/documents/${id}/render`, { method: "POST", headers: { cookie: editor.cookie }, body });
    const answer = (await r.json()) as { ok: boolean; kind?: string };
    if (!answer.ok || answer.kind !== "element") throw new Error(`editor bench render: ${r.status}`);
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { elements: 300, changes: times.length, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) };
}
