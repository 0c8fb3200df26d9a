/**
 * Sending the contact form as a browser does with files (multipart/form-data), for the API tests and
 * the browser tests' set-up, and the files they send: real images and PDFs, and programs in disguise.
 */
export interface PartFile {
  name: string;
  bytes: Uint8Array;
  /** What the sender's browser declares; the server ignores it. */
  type?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJson = any;

export async function postMultipart(
  base: string,
  path: string,
  fields: Record<string, string | number>,
  files: readonly PartFile[],
  auth?: { cookie: string; nonce?: string },
): Promise<{ status: number; body: AnyJson; text: string; headers: Headers }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const f of files)
    form.append(
      "attachments",
      new Blob([f.bytes as Uint8Array<ArrayBuffer>], {
        type: f.type ?? "application/octet-stream",
      }),
      f.name,
    );
  const headers: Record<string, string> = { accept: "application/json" };
  if (auth) headers.cookie = auth.cookie;
  if (auth?.nonce) headers["x-aisle-nonce"] = auth.nonce;
  const res = await fetch(base + path, { method: "POST", body: form, headers });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: res.status, body, text, headers: res.headers };
}

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

/** A 1x1 transparent PNG. */
export const PNG_BYTES = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
export const PDF_BYTES = bytes("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
/** Programs named like pictures: an ELF binary, a Windows executable, a shell script, and HTML. */
export const DISGUISED: ReadonlyArray<[string, Uint8Array]> = [
  ["an ELF executable", bytes([0x7f], "ELF", [2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
  ["a Windows executable", bytes("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0], "This program cannot be run in DOS mode.")],
  ["a shell script", bytes("#!/bin/sh\nrm -rf / --no-preserve-root\n")],
  ["an HTML page", bytes("<html><script>alert(document.cookie)</script></html>")],
];
