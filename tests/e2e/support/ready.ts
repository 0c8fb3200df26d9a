import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page's app has hydrated and the behaviours of its documents have started
 * (`<html data-ready>`, which the app sets; never before the scripts ran): from then on what the
 * visitor does is handled by the scripts. The marker belongs to the document, so after a client-side
 * navigation it is already there: wait for what the next page shows instead.
 */
export async function pageReady(page: Page): Promise<void> {
  await expect(page.locator("html[data-ready]")).toHaveCount(1);
}

/**
 * Waits until every image the page loads now has loaded or failed (an `onerror` has had its chance to
 * run). A lazy image out of view is not loaded until it is scrolled to, so it is not waited for.
 */
export async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      if (image.complete) return true;
      const box = image.getBoundingClientRect();
      return image.loading === "lazy" && (box.top > innerHeight || box.bottom < 0);
    }),
  );
}
