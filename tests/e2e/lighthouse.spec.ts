import { expect, test } from "@playwright/test";
import { CHROMIUM_PATH } from "../../scripts/lib/chromium";
import { LIGHTHOUSE_COOKIE, LIGHTHOUSE_PAGES, openLighthouse, withRetries, type LighthouseSession } from "../../scripts/lib/lighthouse";

/**
 * Lighthouse (npm `lighthouse` on Debian's Chromium) against the production server the suite runs:
 * accessibility, best practices and SEO must be 100 on the home, a store, the locator and a builder
 * page. Performance is measured by `npm run lighthouse`, never gated here.
 */

test.describe.configure({ mode: "serial" });

let session: LighthouseSession;

test.beforeAll(async () => {
  session = await openLighthouse(CHROMIUM_PATH);
});

test.afterAll(async () => {
  await session?.close();
});

for (const p of LIGHTHOUSE_PAGES) {
  test(`Lighthouse: accessibility, best practices and SEO are 100 on the ${p.name} (${p.path})`, async ({ baseURL }) => {
    test.setTimeout(120_000);
    const result = await withRetries(() =>
      session.run(baseURL + p.path, { categories: ["accessibility", "best-practices", "seo"], cookie: LIGHTHOUSE_COOKIE }),
    );
    const failing = Object.entries(result.failed).flatMap(([category, audits]) =>
      audits.map((a) => `[${category}] ${a.id}: ${a.title}${a.items.length ? ` — ${a.items.join(" | ")}` : ""}`),
    );
    expect(failing, `failing audits on ${p.path}`).toEqual([]);
    expect(result.scores).toEqual({ accessibility: 100, "best-practices": 100, seo: 100 });
  });
}
