/**
 * Saves text the page was handed as a file, as the spec's debug log download does: a Blob, an object
 * URL clicked through a link with `download`, and the URL released `releaseAfterMs` later (the file
 * may still be being written when the click returns). The browser's parts are passed in, for tests.
 */
export interface SaveDeps {
  document: Pick<Document, "createElement" | "body">;
  url: Pick<typeof URL, "createObjectURL" | "revokeObjectURL">;
  setTimeout: (fn: () => void, ms: number) => unknown;
}

export function saveTextAsFile(text: string, fileName: string, type: string, releaseAfterMs: number, deps: SaveDeps = browserDeps()): void {
  saveBlobAsFile(new Blob([text], { type }), fileName, releaseAfterMs, deps);
}

/** The same for bytes the page fetched (a zip): saved under `fileName`, the URL released later. */
export function saveBlobAsFile(blob: Blob, fileName: string, releaseAfterMs: number, deps: SaveDeps = browserDeps()): void {
  const href = deps.url.createObjectURL(blob);
  const link = deps.document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  deps.document.body.append(link);
  link.click();
  link.remove();
  deps.setTimeout(() => deps.url.revokeObjectURL(href), releaseAfterMs);
}

function browserDeps(): SaveDeps {
  return {
    document,
    url: URL,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  };
}
