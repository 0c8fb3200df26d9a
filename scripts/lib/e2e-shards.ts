/**
 * How the browser suite is split into shards that run side by side (scripts/e2e.ts): whole spec
 * files, spread so the shards take about the same time. Playwright's own `--shard` cuts the file
 * list into runs of equal test counts, and here a few files (own servers, Lighthouse, workers) take
 * far longer than their test count says; so each file is weighed by the seconds it took in a full run
 * (SPEC_SECONDS, measured on the 2-core test machine), and the heaviest go first, each to the shard
 * with the least so far. A spec not in the table weighs DEFAULT_SECONDS; re-measure when shards drift
 * apart (the summary prints each shard's time).
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

const SPEC_DIR = "tests/e2e";
const DEFAULT_SECONDS = 20;

/** Seconds per spec file (both projects), from a full run; paths relative to tests/e2e. */
export const SPEC_SECONDS: Readonly<Record<string, number>> = {
  "accessibility.spec.ts": 9,
  "account.spec.ts": 27,
  "admin-content.spec.ts": 18,
  "admin-documents.spec.ts": 18,
  "admin-menus.spec.ts": 12,
  "admin-orders.spec.ts": 6,
  "admin-posts.spec.ts": 9,
  "admin-stores.spec.ts": 18,
  "admin.spec.ts": 21,
  "app-banner.spec.ts": 9,
  "back-to-top.spec.ts": 12,
  "before-scripts/banners.spec.ts": 6,
  "before-scripts/drink-calculator.spec.ts": 9,
  "before-scripts/forms.spec.ts": 15,
  "before-scripts/menus.spec.ts": 18,
  "before-scripts/scroll.spec.ts": 6,
  "builder-animation.spec.ts": 15,
  "builder-carousel.spec.ts": 27,
  "builder-chunks.spec.ts": 6,
  "builder-edit-mode.spec.ts": 6,
  "builder-layout.spec.ts": 21,
  "builder-lightbox.spec.ts": 18,
  "builder-loop-filter.spec.ts": 42,
  "builder-motion-effects.spec.ts": 18,
  "builder-popups.spec.ts": 27,
  "builder-sticky.spec.ts": 27,
  "builder-stretch.spec.ts": 12,
  "builder-template-preview.spec.ts": 12,
  "builder-video.spec.ts": 9,
  "builder-visibility.spec.ts": 9,
  "builder-widgets-accordions.spec.ts": 24,
  "builder-widgets-content.spec.ts": 9,
  "builder-widgets-floating.spec.ts": 30,
  "builder-widgets-general.spec.ts": 45,
  "builder-widgets-media.spec.ts": 24,
  "builder-widgets-tabs.spec.ts": 30,
  "checkout.spec.ts": 21,
  "contact.spec.ts": 33,
  "content-areas.spec.ts": 15,
  "data-dir-lock.spec.ts": 3,
  "data-requests.spec.ts": 6,
  "drink-calculator.spec.ts": 24,
  "embedded-database.spec.ts": 60,
  "faults.spec.ts": 60,
  "forms-admin-no-js.spec.ts": 9,
  "forms-admin.spec.ts": 24,
  "header.spec.ts": 36,
  "instances.spec.ts": 60,
  "lighthouse.spec.ts": 120,
  "login-csrf.spec.ts": 6,
  "menus.spec.ts": 66,
  "offcanvas-side.spec.ts": 3,
  "page-cache.spec.ts": 9,
  "pages.spec.ts": 6,
  "prerendered-menus.spec.ts": 6,
  "recipes.spec.ts": 24,
  "request-edges.spec.ts": 18,
  "security-headers.spec.ts": 21,
  "shop-catering-wine.spec.ts": 15,
  "shop-lists.spec.ts": 30,
  "shop.spec.ts": 15,
  "store-context.spec.ts": 30,
  "store-pages.spec.ts": 36,
  "weekly-ad.spec.ts": 15,
  "workers.spec.ts": 60,
  "xss.spec.ts": 60,
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
