import { request as httpRequest } from "node:http";
import { expect, type Page } from "@playwright/test";

let nextAddress = 50;

/**
 * Creates a shopper account through the API from its own loopback address (127.0.0.N): sign-ups are
 * limited per address, and the accounts a test only needs as a starting point should leave that budget
 * to the sign-ups made through the pages.
 */
export async function registerShopper(baseURL: string, account: { email: string; password: string; name?: string }): Promise<void> {
  const body = Buffer.from(JSON.stringify({ name: "", ...account }));
  const url = new URL("/api/auth/v1/register", baseURL);
  const localAddress = `127.0.0.${nextAddress++}`;
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": body.length },
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
}

/** Signs the account in through the API: the session cookie lands in the page's context. */
export async function signInShopper(page: Page, account: { email: string; password: string }): Promise<void> {
  const r = await page.request.post("/api/auth/v1/login", { data: { email: account.email, password: account.password } });
  expect(r.status(), await r.text()).toBe(200);
}
