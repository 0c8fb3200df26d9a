import { createHash } from "node:crypto";
import type { PageDocument } from "../../core/documents/document-types";
import type { Breakpoints } from "../../core/builder/breakpoints";
import { globalIdsKey, type GlobalVariables } from "../../core/builder/global-variables";
import { createCache } from "../../server/cache";
import { renderDocument, type RenderedDocument, type RenderOptions } from "./render-document.server";

/**
 * Rendered documents, kept per document version (decision 0011): keyed by id, last update, format
 * version, edit mode, the breakpoints and the global variables' ids, in a bounded LRU; never per request. A document without an
 * update time (not read from the database) is keyed by a digest of its elements.
 */
const cache = createCache<RenderedDocument & { key: string }>({
  name: "rendered-documents",
  maxEntries: 500,
  maxBytes: 32 * 1024 * 1024,
  sizeOf: (r) => r.bytes,
});

const breakpointKeys = new WeakMap<Breakpoints, string>();
function breakpointsKey(bp: Breakpoints): string {
  let key = breakpointKeys.get(bp);
  if (!key) breakpointKeys.set(bp, (key = digest(JSON.stringify(bp))));
  return key;
}

/** Which global variables exist decides the CSS (a reference to a missing one falls back); their values live on the page's root. */
const globalsKeys = new WeakMap<object, string>();
function globalsKey(globals: GlobalVariables | undefined): string {
  if (!globals) return "g0";
  // Kept per stored colour list (a settings read holds its own), so a request only looks it up.
  let key = globalsKeys.get(globals.colors);
  if (!key) globalsKeys.set(globals.colors, (key = digest(globalIdsKey(globals))));
  return key;
}

export function digest(text: string): string {
  return createHash("sha1").update(text).digest("hex").slice(0, 12);
}

export type DocumentVersion = Pick<PageDocument, "id" | "formatVersion" | "elements" | "updatedAt">;

export function renderedDocument(doc: DocumentVersion, opts: RenderOptions): RenderedDocument & { key: string } {
  const updated = doc.updatedAt ? new Date(doc.updatedAt).getTime() : NaN;
  // Without an update time the content itself names the version (costlier: only for documents not read from the database).
  const version = Number.isFinite(updated) ? String(updated) : digest(JSON.stringify(doc.elements));
  const key = `${doc.id}-${version}-${doc.formatVersion}-${opts.editMode ? "e" : "v"}${opts.loop ? "l" : ""}${opts.single ? "s" : ""}-${breakpointsKey(opts.breakpoints)}-${globalsKey(opts.globals)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const rendered = { ...renderDocument(doc, opts), key };
  cache.set(key, rendered);
  return rendered;
}
