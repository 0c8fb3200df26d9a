import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO } from "../../../server/test/http";
import { PNG_BYTES } from "../../../server/test/multipart";

/** What the forms admin specs share: signing staff in, and a message with a file sent the way the API takes it. */
export const FILES_FIELD = "Files (optional)";

/** Signs a demo account in through the API (the session cookie lands in the page's context). */
export async function signIn(page: Page, who: keyof typeof DEMO): Promise<void> {
  const r = await page.request.post("/api/auth/v1/login", { data: DEMO[who] });
  expect(r.status()).toBe(200);
}

/** Sends a contact message with one PNG attached, as an anonymous visitor; its id. */
export async function sendWithPhoto(request: APIRequestContext, name: string, fileName = "shelf.png"): Promise<number> {
  const r = await request.post("/api/forms/v1/contact", {
    multipart: {
      store_id: "1001",
      name,
      email: "sender@example.com",
      message: `A photo from ${name}.`,
      attachments: {
        name: fileName,
        mimeType: "image/png",
        buffer: Buffer.from(PNG_BYTES),
      },
    },
  });
  expect(r.status(), await r.text()).toBe(201);
  return ((await r.json()) as { id: number }).id;
}

/** The bytes a download saved. */
export async function downloadedBytes(download: { path(): Promise<string | null> }): Promise<Buffer> {
  const { readFile } = await import("node:fs/promises");
  const path = await download.path();
  expect(path).not.toBeNull();
  return readFile(path!);
}

export { PNG_BYTES };
