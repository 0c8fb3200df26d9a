import { request as httpRequest } from "node:http";
import { expect, type Page } from "@playwright/test";
import { DEMO } from "#server/test/http";
import { PNG_BYTES } from "#server/test/multipart";

/** What the forms admin specs share: signing staff in, and a message with a file sent the way the API takes it. */
export const FILES_FIELD = "Files (optional)";

/** Signs a demo account in through the API (the session cookie lands in the page's context). */
export async function signIn(page: Page, who: keyof typeof DEMO): Promise<void> {
  const r = await page.request.post("/api/auth/v1/login", { data: DEMO[who] });
  expect(r.status()).toBe(200);
}

let nextAddress = 2;

/**
 * Sends a contact message with one PNG attached, as an anonymous visitor, from its own loopback
 * address (127.0.0.N): the per-address message limit is shared by every spec on this server, and the
 * messages a test only needs as data should not use up the budget of those sent through the page.
 */
export async function sendWithPhoto(baseURL: string, name: string, fileName = "shelf.png"): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ store_id: "1001", name, email: "sender@example.com", message: `A photo from ${name}.` }))
    form.append(k, v);
  form.append("attachments", new Blob([Buffer.from(PNG_BYTES)], { type: "image/png" }), fileName);
  const encoded = new Request(baseURL, { method: "POST", body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL("/api/forms/v1/contact", baseURL);
  const localAddress = `127.0.0.${nextAddress++}`;
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress,
        headers: { "content-type": encoded.headers.get("content-type")!, "content-length": body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
  expect(status, text).toBe(201);
  return (JSON.parse(text) as { id: number }).id;
}

/** The bytes a download saved. */
export async function downloadedBytes(download: { path(): Promise<string | null> }): Promise<Buffer> {
  const { readFile } = await import("node:fs/promises");
  const path = await download.path();
  expect(path).not.toBeNull();
  return readFile(path!);
}

export { PNG_BYTES };
