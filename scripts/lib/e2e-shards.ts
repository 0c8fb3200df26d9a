/**
 * How the browser suite is split into shards that run side by side (scripts/e2e.ts): whole spec
 * files, spread so the shards take about the same time. Playwright's own `--shard` cuts the file
 * list into runs of equal test counts, and here a few files (own servers, Lighthouse, workers) take
 * far longer than their test count says; so each file is weighed by the seconds its tests took in a
 * full run on the 2-core test machine (SPEC_SECONDS; only the ratios matter), and the
 * heaviest go first, each to the shard with the least so far. A spec not in the table weighs
 * DEFAULT_SECONDS; re-measure when shards drift apart (the summary prints each shard's time).
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

const SPEC_DIR = "tests/e2e";
const DEFAULT_SECONDS = 90;

/**
 * Seconds per spec file (its tests' durations, both projects), from a full run of the shards side by
 * side (`npm run test:e2e` writes them to test-results/spec-seconds.json); paths relative to tests/e2e.
 */
export const SPEC_SECONDS: Readonly<Record<string, number>> = {
  "accessibility-signed-in.spec.ts": 510,
  "accessibility.spec.ts": 404,
  "account.spec.ts": 101,
  "admin-content.spec.ts": 124,
  "admin-documents.spec.ts": 105,
  "admin-events.spec.ts": 11,
  "admin-menus.spec.ts": 55,
  "admin-orders.spec.ts": 52,
  "admin-posts.spec.ts": 44,
  "admin-stores.spec.ts": 76,
  "admin.spec.ts": 115,
  "anchor-links.spec.ts": 37,
  "app-banner.spec.ts": 46,
  "back-to-top.spec.ts": 27,
  "before-scripts/banners.spec.ts": 19,
  "before-scripts/drink-calculator.spec.ts": 19,
  "before-scripts/forms.spec.ts": 35,
  "before-scripts/menus.spec.ts": 26,
  "before-scripts/scroll.spec.ts": 20,
  "builder-animation.spec.ts": 17,
  "builder-carousel.spec.ts": 56,
  "builder-chunks.spec.ts": 11,
  "builder-edit-mode.spec.ts": 16,
  "builder-form-steps.spec.ts": 24,
  "builder-layout.spec.ts": 34,
  "builder-lightbox.spec.ts": 54,
  "builder-loop-filter.spec.ts": 67,
  "builder-motion-effects.spec.ts": 21,
  "builder-popups.spec.ts": 83,
  "builder-sticky.spec.ts": 42,
  "builder-stretch.spec.ts": 23,
  "builder-template-preview.spec.ts": 16,
  "builder-video.spec.ts": 20,
  "builder-visibility.spec.ts": 13,
  "builder-widgets-accordions.spec.ts": 54,
  "builder-widgets-content.spec.ts": 34,
  "builder-widgets-floating.spec.ts": 30,
  "builder-widgets-general.spec.ts": 66,
  "builder-widgets-kit.spec.ts": 34,
  "builder-widgets-media.spec.ts": 32,
  "builder-widgets-site.spec.ts": 51,
  "builder-widgets-tabs.spec.ts": 42,
  "cancel-order.spec.ts": 48,
  "checkout.spec.ts": 209,
  "contact.spec.ts": 58,
  "content-areas.spec.ts": 34,
  "data-dir-lock.spec.ts": 8,
  "data-requests.spec.ts": 14,
  "drink-calculator.spec.ts": 80,
  "editor-build.spec.ts": 37,
  "editor-clipboard.spec.ts": 9,
  "editor-popup.spec.ts": 18,
  "editor.spec.ts": 42,
  "embedded-database.spec.ts": 198,
  "faults.spec.ts": 34,
  "forms-admin-no-js.spec.ts": 19,
  "forms-admin.spec.ts": 42,
  "global-variables.spec.ts": 32,
  "header-template.spec.ts": 107,
  "header.spec.ts": 52,
  "instances.spec.ts": 23,
  "kit-import.spec.ts": 32,
  "kit-library.spec.ts": 50,
  "kit-templates.spec.ts": 6,
  "lighthouse.spec.ts": 321,
  "login-csrf.spec.ts": 10,
  "media-library.spec.ts": 19,
  "menus.spec.ts": 100,
  "offcanvas-side.spec.ts": 11,
  "page-cache.spec.ts": 5,
  "page-code.spec.ts": 259,
  "pages.spec.ts": 8,
  "plain-page-ids.spec.ts": 41,
  "prerendered-menus.spec.ts": 7,
  "recipes.spec.ts": 81,
  "request-edges.spec.ts": 18,
  "security-headers.spec.ts": 13,
  "shared-pages.spec.ts": 23,
  "shop-catering-wine.spec.ts": 29,
  "shop-lists.spec.ts": 116,
  "shop.spec.ts": 95,
  "store-context.spec.ts": 29,
  "store-pages.spec.ts": 52,
  "target-size.spec.ts": 76,
  "templates-library.spec.ts": 33,
  "theme-colour.spec.ts": 16,
  "theme-templates.spec.ts": 28,
  "tls-proxy.spec.ts": 25,
  "weekly-ad.spec.ts": 26,
  "workers.spec.ts": 100,
  "xss-html-settings.spec.ts": 3,
  "xss.spec.ts": 88,
};

/** Every spec file under tests/e2e (paths as given to `playwright test`), sorted. */
export function specFiles(dir = SPEC_DIR): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.spec\.tsx?$/.test(entry.name)) out.push(path);
    }
  };
  walk(dir);
  return out.sort();
}

/** The files split into `count` lists of about equal weight (deterministic: same input, same split). */
export function assignShards(
  files: readonly string[],
  count: number,
  seconds: Readonly<Record<string, number>> = SPEC_SECONDS,
): string[][] {
  const weight = (f: string) => seconds[relative(SPEC_DIR, f)] ?? DEFAULT_SECONDS;
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], total: 0 }));
  const heaviestFirst = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const f of heaviestFirst) {
    const lightest = shards.reduce((min, s) => (s.total < min.total ? s : min));
    lightest.files.push(f);
    lightest.total += weight(f);
  }
  return shards.map((s) => s.files.sort());
}
