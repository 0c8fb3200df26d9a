/**
 * How the browser suite is split into shards that run side by side (scripts/e2e.ts): whole spec
 * files, spread so the shards take about the same time. Playwright's own `--shard` cuts the file
 * list into runs of equal test counts, and here a few files (own servers, Lighthouse, workers) take
 * far longer than their test count says; so each file is weighed by the seconds its tests took in a
 * full two-shard run on the 2-core test machine (SPEC_SECONDS; only the ratios matter), and the
 * heaviest go first, each to the shard with the least so far. A spec not in the table weighs
 * DEFAULT_SECONDS; re-measure when shards drift apart (the summary prints each shard's time).
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

const SPEC_DIR = "tests/e2e";
const DEFAULT_SECONDS = 20;

/** Seconds per spec file (its tests' durations, both projects), from a full run; paths relative to tests/e2e. */
export const SPEC_SECONDS: Readonly<Record<string, number>> = {
  "accessibility.spec.ts": 296,
  "account.spec.ts": 164,
  "admin-content.spec.ts": 134,
  "admin-documents.spec.ts": 144,
  "admin-menus.spec.ts": 59,
  "admin-orders.spec.ts": 46,
  "admin-posts.spec.ts": 150,
  "admin-stores.spec.ts": 100,
  "admin.spec.ts": 61,
  "app-banner.spec.ts": 52,
  "back-to-top.spec.ts": 32,
  "before-scripts/banners.spec.ts": 20,
  "before-scripts/drink-calculator.spec.ts": 24,
  "before-scripts/forms.spec.ts": 31,
  "before-scripts/menus.spec.ts": 30,
  "before-scripts/scroll.spec.ts": 22,
  "builder-animation.spec.ts": 22,
  "builder-carousel.spec.ts": 65,
  "builder-chunks.spec.ts": 10,
  "builder-edit-mode.spec.ts": 13,
  "builder-layout.spec.ts": 31,
  "builder-lightbox.spec.ts": 31,
  "builder-loop-filter.spec.ts": 67,
  "builder-motion-effects.spec.ts": 22,
  "builder-popups.spec.ts": 72,
  "builder-sticky.spec.ts": 49,
  "builder-stretch.spec.ts": 17,
  "builder-template-preview.spec.ts": 13,
  "builder-video.spec.ts": 15,
  "builder-visibility.spec.ts": 15,
  "builder-widgets-accordions.spec.ts": 52,
  "builder-widgets-content.spec.ts": 59,
  "builder-widgets-floating.spec.ts": 32,
  "builder-widgets-general.spec.ts": 82,
  "builder-widgets-media.spec.ts": 30,
  "builder-widgets-tabs.spec.ts": 55,
  "checkout.spec.ts": 130,
  "contact.spec.ts": 64,
  "content-areas.spec.ts": 26,
  "data-dir-lock.spec.ts": 27,
  "data-requests.spec.ts": 36,
  "drink-calculator.spec.ts": 98,
  "embedded-database.spec.ts": 51,
  "faults.spec.ts": 34,
  "forms-admin-no-js.spec.ts": 25,
  "forms-admin.spec.ts": 118,
  "header.spec.ts": 88,
  "instances.spec.ts": 21,
  "lighthouse.spec.ts": 165,
  "login-csrf.spec.ts": 7,
  "menus.spec.ts": 91,
  "offcanvas-side.spec.ts": 14,
  "page-cache.spec.ts": 13,
  "pages.spec.ts": 6,
  "prerendered-menus.spec.ts": 6,
  "recipes.spec.ts": 75,
  "request-edges.spec.ts": 0,
  "security-headers.spec.ts": 17,
  "shop-catering-wine.spec.ts": 23,
  "shop-lists.spec.ts": 149,
  "shop.spec.ts": 130,
  "store-context.spec.ts": 20,
  "store-pages.spec.ts": 81,
  "weekly-ad.spec.ts": 89,
  "workers.spec.ts": 47,
  "xss.spec.ts": 105,
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
export function assignShards(files: readonly string[], count: number, seconds: Readonly<Record<string, number>> = SPEC_SECONDS): string[][] {
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
