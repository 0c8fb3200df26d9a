/**
 * A file fetched in the page with its progress told as it arrives: `onProgress(received, total)`, the
 * total from Content-Length (null when the answer does not say). Throws with a sentence when the
 * server refuses; the answer's own plain-text reason when it gives one.
 */
export async function fetchWithProgress(
  href: string,
  onProgress: (received: number, total: number | null) => void,
  fetcher: typeof fetch = fetch,
): Promise<Blob> {
  const response = await fetcher(href, { credentials: "same-origin" });
  if (!response.ok || !response.body) {
    const reason = response.headers.get("content-type")?.startsWith("text/plain") ? (await response.text()).trim().slice(0, 300) : "";
    throw new Error(reason || `The server answered ${response.status}.`);
  }
  const length = Number(response.headers.get("content-length"));
  const total = Number.isInteger(length) && length > 0 ? length : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks as Uint8Array<ArrayBuffer>[], { type: response.headers.get("content-type") ?? "application/octet-stream" });
}
