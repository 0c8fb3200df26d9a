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
  "accessibility-signed-in.spec.ts": 663,
  "accessibility.spec.ts": 791,
  "account.spec.ts": 84,
  "admin-content.spec.ts": 124,
  "admin-documents.spec.ts": 147,
  "admin-events.spec.ts": 13,
  "admin-menus.spec.ts": 43,
  "admin-orders.spec.ts": 60,
  "admin-posts.spec.ts": 40,
  "admin-stores.spec.ts": 85,
  "admin.spec.ts": 159,
  "anchor-links.spec.ts": 40,
  "app-banner.spec.ts": 56,
  "back-to-top.spec.ts": 39,
  "before-scripts/banners.spec.ts": 29,
  "before-scripts/drink-calculator.spec.ts": 30,
  "before-scripts/forms.spec.ts": 41,
  "before-scripts/menus.spec.ts": 34,
  "before-scripts/scroll.spec.ts": 23,
  "builder-animation.spec.ts": 20,
  "builder-carousel.spec.ts": 56,
  "builder-chunks.spec.ts": 9,
  "builder-edit-mode.spec.ts": 16,
  "builder-form-steps.spec.ts": 24,
  "builder-layout.spec.ts": 30,
  "builder-lightbox.spec.ts": 65,
  "builder-loop-filter.spec.ts": 80,
  "builder-motion-effects.spec.ts": 21,
  "builder-popups.spec.ts": 98,
  "builder-sticky.spec.ts": 46,
  "builder-stretch.spec.ts": 17,
  "builder-template-preview.spec.ts": 18,
  "builder-video.spec.ts": 22,
  "builder-visibility.spec.ts": 15,
  "builder-widgets-accordions.spec.ts": 74,
  "builder-widgets-content.spec.ts": 66,
  "builder-widgets-floating.spec.ts": 38,
  "builder-widgets-general.spec.ts": 73,
  "builder-widgets-kit.spec.ts": 39,
  "builder-widgets-media.spec.ts": 28,
  "builder-widgets-site.spec.ts": 57,
  "builder-widgets-tabs.spec.ts": 76,
  "cancel-order.spec.ts": 59,
  "checkout.spec.ts": 289,
  "contact.spec.ts": 68,
  "content-areas.spec.ts": 47,
  "data-dir-lock.spec.ts": 10,
  "data-requests.spec.ts": 14,
  "drink-calculator.spec.ts": 78,
  "editor-build.spec.ts": 48,
  "editor-clipboard.spec.ts": 10,
  "editor-popup.spec.ts": 18,
  "editor.spec.ts": 42,
  "embedded-database.spec.ts": 186,
  "faults.spec.ts": 37,
  "forms-admin-no-js.spec.ts": 14,
  "forms-admin.spec.ts": 131,
  "global-variables.spec.ts": 52,
  "header-template.spec.ts": 134,
  "header.spec.ts": 65,
  "instances.spec.ts": 29,
  "kit-import.spec.ts": 44,
  "kit-library.spec.ts": 74,
  "kit-templates.spec.ts": 8,
  "lighthouse.spec.ts": 333,
  "login-csrf.spec.ts": 12,
  "media-library.spec.ts": 27,
  "menus.spec.ts": 144,
  "offcanvas-side.spec.ts": 26,
  "page-cache.spec.ts": 9,
  "page-code.spec.ts": 277,
  "pages.spec.ts": 6,
  "prerendered-menus.spec.ts": 9,
  "recipes.spec.ts": 103,
  "request-edges.spec.ts": 0,
  "security-headers.spec.ts": 29,
  "shared-pages.spec.ts": 31,
  "shop-catering-wine.spec.ts": 37,
  "shop-lists.spec.ts": 100,
  "shop.spec.ts": 100,
  "store-context.spec.ts": 36,
  "store-pages.spec.ts": 87,
  "target-size.spec.ts": 133,
  "templates-library.spec.ts": 70,
  "theme-colour.spec.ts": 31,
  "theme-templates.spec.ts": 61,
  "tls-proxy.spec.ts": 41,
  "weekly-ad.spec.ts": 50,
  "workers.spec.ts": 216,
  "xss-html-settings.spec.ts": 10,
  "xss.spec.ts": 187,
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
