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
const DEFAULT_SECONDS = 40;

/**
 * Seconds per spec file (its tests' durations, both projects), from a full run of three shards side by
 * side (`npm run test:e2e` writes them to test-results/spec-seconds.json); paths relative to tests/e2e.
 */
export const SPEC_SECONDS: Readonly<Record<string, number>> = {
  "accessibility-signed-in.spec.ts": 204,
  "accessibility.spec.ts": 212,
  "account.spec.ts": 49,
  "admin-content.spec.ts": 43,
  "admin-documents.spec.ts": 34,
  "admin-events.spec.ts": 5,
  "admin-menus.spec.ts": 17,
  "admin-orders.spec.ts": 14,
  "admin-posts.spec.ts": 24,
  "admin-stores.spec.ts": 50,
  "admin.spec.ts": 46,
  "anchor-links.spec.ts": 19,
  "app-banner.spec.ts": 20,
  "back-to-top.spec.ts": 20,
  "before-scripts/banners.spec.ts": 14,
  "before-scripts/drink-calculator.spec.ts": 14,
  "before-scripts/forms.spec.ts": 23,
  "before-scripts/menus.spec.ts": 12,
  "before-scripts/scroll.spec.ts": 11,
  "builder-animation.spec.ts": 9,
  "builder-carousel.spec.ts": 27,
  "builder-chunks.spec.ts": 5,
  "builder-edit-mode.spec.ts": 3,
  "builder-form-steps.spec.ts": 6,
  "builder-layout.spec.ts": 9,
  "builder-lightbox.spec.ts": 28,
  "builder-loop-filter.spec.ts": 23,
  "builder-motion-effects.spec.ts": 8,
  "builder-popups.spec.ts": 30,
  "builder-sticky.spec.ts": 11,
  "builder-stretch.spec.ts": 5,
  "builder-template-preview.spec.ts": 7,
  "builder-video.spec.ts": 7,
  "builder-visibility.spec.ts": 7,
  "builder-widgets-accordions.spec.ts": 24,
  "builder-widgets-content.spec.ts": 22,
  "builder-widgets-floating.spec.ts": 11,
  "builder-widgets-general.spec.ts": 30,
  "builder-widgets-kit.spec.ts": 13,
  "builder-widgets-media.spec.ts": 10,
  "builder-widgets-site.spec.ts": 23,
  "builder-widgets-tabs.spec.ts": 17,
  "cancel-order.spec.ts": 17,
  "checkout.spec.ts": 73,
  "contact.spec.ts": 24,
  "content-areas.spec.ts": 20,
  "data-dir-lock.spec.ts": 4,
  "data-requests.spec.ts": 4,
  "drink-calculator.spec.ts": 49,
  "editor-build.spec.ts": 20,
  "editor-clipboard.spec.ts": 5,
  "editor-popup.spec.ts": 6,
  "editor.spec.ts": 17,
  "embedded-database.spec.ts": 56,
  "faults.spec.ts": 11,
  "forms-admin-no-js.spec.ts": 5,
  "forms-admin.spec.ts": 34,
  "global-variables.spec.ts": 15,
  "header-template.spec.ts": 38,
  "header.spec.ts": 26,
  "instances.spec.ts": 8,
  "kit-import.spec.ts": 13,
  "kit-library.spec.ts": 15,
  "kit-templates.spec.ts": 3,
  "lighthouse.spec.ts": 179,
  "login-csrf.spec.ts": 3,
  "media-library.spec.ts": 4,
  "menus.spec.ts": 35,
  "offcanvas-side.spec.ts": 5,
  "page-cache.spec.ts": 2,
  "page-code.spec.ts": 79,
  "pages.spec.ts": 2,
  "plain-page-ids.spec.ts": 13,
  "prerendered-menus.spec.ts": 2,
  "recipes.spec.ts": 37,
  "request-edges.spec.ts": 12,
  "security-headers.spec.ts": 6,
  "shared-pages.spec.ts": 10,
  "shop-catering-wine.spec.ts": 14,
  "shop-lists.spec.ts": 64,
  "shop.spec.ts": 60,
  "store-context.spec.ts": 14,
  "store-pages.spec.ts": 33,
  "target-size.spec.ts": 60,
  "templates-library.spec.ts": 15,
  "theme-colour.spec.ts": 11,
  "theme-templates.spec.ts": 27,
  "tls-proxy.spec.ts": 10,
  "weekly-ad.spec.ts": 9,
  "workers.spec.ts": 37,
  "xss-html-settings.spec.ts": 2,
  "xss.spec.ts": 55,
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
