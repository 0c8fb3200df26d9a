import { expect, type Page } from "@playwright/test";
import { pageReady } from "./ready";

/**
 * Does what sends a fetcher's form (a heart, say) and waits until the form is answered and the page
 * is reading its data again: what the control shows at once is the form under way, not yet kept, and
 * leaving the page before the answer cancels the form. `action` is the form's action (`/shop/favorites`).
 * It waits for the page's scripts first: sent before they run, the form is the browser's own post.
 */
export async function fetcherFormSettled(page: Page, action: string, send: () => Promise<void>): Promise<void> {
  await pageReady(page);
  const path = new URL(page.url()).pathname;
  const pageData = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === `${action}.data`);
  const reread = page.waitForResponse((r) => r.request().method() === "GET" && new URL(r.url()).pathname === pageData);
  await send();
  const answer = await answered;
  expect(answer.ok(), `${action} answered ${answer.status()}`).toBe(true);
  // The page reads its data again only once it has the form's answer, so the form is kept by then
  // (waiting for the answer's body to end as well once outlasted the test's timeout on a busy machine).
  await reread;
}
