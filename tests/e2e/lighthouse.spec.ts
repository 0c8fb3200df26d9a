import { expect, test } from "@playwright/test";
import { TEST_CHROMIUM_PATH } from "../../scripts/lib/chromium";
import { LIGHTHOUSE_COOKIE, LIGHTHOUSE_PAGES, openLighthouse, withRetries, type LighthouseSession } from "../../scripts/lib/lighthouse";

/**
 * Lighthouse (npm `lighthouse` on Debian's Chromium) against the production server the suite runs:
 * best practices and SEO must be 100 on every page type. Its accessibility score is axe with the
 * rules tests/e2e/support/axe.ts also turns on, and the accessibility walks read these pages (and
 * more, on a phone too) with them, so it is not run twice here. Performance is measured by
 * `npm run lighthouse` (all four scores, in the full browser), never gated here; these two categories
 * read the page's markup, headers and console, which the headless shell the suite drives gives alike,
 * in about three quarters of the full browser's CPU time.
 */

test.describe.configure({ mode: "serial" });

let session: LighthouseSession;

test.beforeAll(async () => {
  session = await openLighthouse(TEST_CHROMIUM_PATH);
});

test.afterAll(async () => {
  await session?.close();
});

for (const p of LIGHTHOUSE_PAGES) {
  test(`Lighthouse: best practices and SEO are 100 on the ${p.name} (${p.path})`, async ({ baseURL }) => {
    test.setTimeout(120_000);
    const result = await withRetries(() =>
      session.run(baseURL + p.path, { categories: ["best-practices", "seo"], cookie: LIGHTHOUSE_COOKIE }),
    );
    const failing = Object.entries(result.failed).flatMap(([category, audits]) =>
      audits.map((a) => `[${category}] ${a.id}: ${a.title}${a.items.length ? ` — ${a.items.join(" | ")}` : ""}`),
    );
    expect(failing, `failing audits on ${p.path}`).toEqual([]);
    expect(result.scores).toEqual({ "best-practices": 100, seo: 100 });
  });
}
