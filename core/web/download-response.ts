import { attachmentDisposition, downloadFileName, sniffUploadType } from "./uploads";

/**
 * Answers that hand staff a file to save: always `attachment` (never opened in the site's origin),
 * `nosniff` (the browser takes the type given), a sandboxing CSP should one be opened anyway, and
 * never cached. The API and the admin pages answer with these same headers.
 */
const DOWNLOAD_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cache-Control": "private, no-store",
} as const;

/**
 * A stored upload, as a download under the name it was sent with, its type and the name's extension
 * both the one its bytes say (a PNG that is also HTML, sent as `evil.html`, is `evil.png`, image/png).
 */
export function uploadResponse(file: { name: string; mediaType: string; bytes: Uint8Array }): Response {
  const sniffed = sniffUploadType(file.bytes);
  return new Response(new Blob([file.bytes as Uint8Array<ArrayBuffer>]), {
    headers: {
      ...DOWNLOAD_HEADERS,
      "Content-Type": sniffed?.mediaType ?? "application/octet-stream",
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": attachmentDisposition(downloadFileName(file.name, sniffed)),
    },
  });
}

/** Text made a line at a time (a CSV export), streamed as it is made: memory stays flat whatever its length. */
export function streamedDownload(lines: AsyncIterable<string>, fileName: string, contentType: string): Response {
  const encoder = new TextEncoder();
  const iterator = lines[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      ...DOWNLOAD_HEADERS,
      "Content-Type": contentType,
      "Content-Disposition": attachmentDisposition(fileName),
    },
  });
}

/** The submissions' CSV export (a byte-order mark first, so spreadsheets read it as UTF-8). */
export async function* withByteOrderMark(lines: AsyncIterable<string>): AsyncGenerator<string> {
  yield "\uFEFF";
  yield* lines;
}

export const SUBMISSIONS_CSV_NAME = "contact-submissions.csv";
