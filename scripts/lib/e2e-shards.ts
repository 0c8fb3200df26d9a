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
 * Seconds per spec file (its tests' durations, both projects), from a full run of the shards side by
 * side (`npm run test:e2e` writes them to test-results/spec-seconds.json); paths relative to tests/e2e.
 */
export const SPEC_SECONDS: Readonly<Record<string, number>> = {
  "accessibility-signed-in.spec.ts": 188,
  "accessibility.spec.ts": 165,
  "account.spec.ts": 42,
  "admin-content.spec.ts": 60,
  "admin-documents.spec.ts": 35,
  "admin-events.spec.ts": 5,
  "admin-menus.spec.ts": 19,
  "admin-orders.spec.ts": 22,
  "admin-posts.spec.ts": 18,
  "admin-stores.spec.ts": 40,
  "admin.spec.ts": 41,
  "anchor-links.spec.ts": 19,
  "app-banner.spec.ts": 18,
  "back-to-top.spec.ts": 13,
  "before-scripts/banners.spec.ts": 10,
  "before-scripts/drink-calculator.spec.ts": 7,
  "before-scripts/forms.spec.ts": 17,
  "before-scripts/menus.spec.ts": 12,
  "before-scripts/scroll.spec.ts": 8,
  "builder-animation.spec.ts": 7,
  "builder-carousel.spec.ts": 27,
  "builder-chunks.spec.ts": 4,
  "builder-edit-mode.spec.ts": 5,
  "builder-form-steps.spec.ts": 11,
  "builder-layout.spec.ts": 16,
  "builder-lightbox.spec.ts": 25,
  "builder-loop-filter.spec.ts": 29,
  "builder-motion-effects.spec.ts": 9,
  "builder-popups.spec.ts": 35,
  "builder-sticky.spec.ts": 17,
  "builder-stretch.spec.ts": 8,
  "builder-template-preview.spec.ts": 8,
  "builder-video.spec.ts": 7,
  "builder-visibility.spec.ts": 8,
  "builder-widgets-accordions.spec.ts": 23,
  "builder-widgets-content.spec.ts": 18,
  "builder-widgets-floating.spec.ts": 17,
  "builder-widgets-general.spec.ts": 23,
  "builder-widgets-kit.spec.ts": 10,
  "builder-widgets-media.spec.ts": 13,
  "builder-widgets-site.spec.ts": 22,
  "builder-widgets-tabs.spec.ts": 12,
  "cancel-order.spec.ts": 17,
  "checkout.spec.ts": 90,
  "contact.spec.ts": 30,
  "content-areas.spec.ts": 12,
  "data-dir-lock.spec.ts": 6,
  "data-requests.spec.ts": 5,
  "drink-calculator.spec.ts": 30,
  "editor-build.spec.ts": 18,
  "editor-clipboard.spec.ts": 3,
  "editor-popup.spec.ts": 7,
  "editor.spec.ts": 19,
  "embedded-database.spec.ts": 84,
  "faults.spec.ts": 16,
  "forms-admin-no-js.spec.ts": 5,
  "forms-admin.spec.ts": 24,
  "global-variables.spec.ts": 11,
  "header-template.spec.ts": 43,
  "header.spec.ts": 20,
  "instances.spec.ts": 11,
  "kit-import.spec.ts": 11,
  "kit-library.spec.ts": 19,
  "kit-templates.spec.ts": 3,
  "lighthouse.spec.ts": 189,
  "login-csrf.spec.ts": 3,
  "media-library.spec.ts": 9,
  "menus.spec.ts": 34,
  "offcanvas-side.spec.ts": 4,
  "page-cache.spec.ts": 2,
  "page-code.spec.ts": 91,
  "pages.spec.ts": 2,
  "plain-page-ids.spec.ts": 15,
  "prerendered-menus.spec.ts": 2,
  "recipes.spec.ts": 29,
  "request-edges.spec.ts": 9,
  "security-headers.spec.ts": 6,
  "shared-pages.spec.ts": 11,
  "shop-catering-wine.spec.ts": 9,
  "shop-lists.spec.ts": 46,
  "shop.spec.ts": 36,
  "store-context.spec.ts": 11,
  "store-pages.spec.ts": 26,
  "target-size.spec.ts": 36,
  "templates-library.spec.ts": 20,
  "theme-colour.spec.ts": 8,
  "theme-templates.spec.ts": 22,
  "tls-proxy.spec.ts": 14,
  "weekly-ad.spec.ts": 12,
  "workers.spec.ts": 71,
  "xss-html-settings.spec.ts": 1,
  "xss.spec.ts": 33,
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
