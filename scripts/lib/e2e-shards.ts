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
  "accessibility.spec.ts": 320,
  "account.spec.ts": 57,
  "admin-content.spec.ts": 58,
  "admin-documents.spec.ts": 58,
  "admin-menus.spec.ts": 33,
  "admin-orders.spec.ts": 24,
  "admin-posts.spec.ts": 60,
  "admin-stores.spec.ts": 48,
  "admin.spec.ts": 35,
  "anchor-links.spec.ts": 15,
  "app-banner.spec.ts": 23,
  "back-to-top.spec.ts": 18,
  "before-scripts/banners.spec.ts": 11,
  "before-scripts/drink-calculator.spec.ts": 13,
  "before-scripts/forms.spec.ts": 19,
  "before-scripts/menus.spec.ts": 22,
  "before-scripts/scroll.spec.ts": 14,
  "builder-animation.spec.ts": 10,
  "builder-carousel.spec.ts": 37,
  "builder-chunks.spec.ts": 6,
  "builder-edit-mode.spec.ts": 6,
  "builder-layout.spec.ts": 18,
  "builder-lightbox.spec.ts": 31,
  "builder-loop-filter.spec.ts": 35,
  "builder-motion-effects.spec.ts": 14,
  "builder-popups.spec.ts": 37,
  "builder-sticky.spec.ts": 20,
  "builder-stretch.spec.ts": 11,
  "builder-template-preview.spec.ts": 10,
  "builder-video.spec.ts": 14,
  "builder-visibility.spec.ts": 8,
  "builder-widgets-accordions.spec.ts": 21,
  "builder-widgets-content.spec.ts": 18,
  "builder-widgets-floating.spec.ts": 14,
  "builder-widgets-general.spec.ts": 44,
  "builder-widgets-media.spec.ts": 20,
  "builder-widgets-tabs.spec.ts": 31,
  "cancel-order.spec.ts": 25,
  "checkout.spec.ts": 46,
  "contact.spec.ts": 27,
  "content-areas.spec.ts": 14,
  "data-dir-lock.spec.ts": 13,
  "data-requests.spec.ts": 18,
  "drink-calculator.spec.ts": 39,
  "embedded-database.spec.ts": 34,
  "faults.spec.ts": 17,
  "forms-admin-no-js.spec.ts": 12,
  "forms-admin.spec.ts": 58,
  "header.spec.ts": 31,
  "instances.spec.ts": 10,
  "lighthouse.spec.ts": 82,
  "login-csrf.spec.ts": 6,
  "menus.spec.ts": 53,
  "offcanvas-side.spec.ts": 5,
  "page-cache.spec.ts": 6,
  "page-code.spec.ts": 14,
  "pages.spec.ts": 3,
  "prerendered-menus.spec.ts": 3,
  "recipes.spec.ts": 37,
  "request-edges.spec.ts": 8,
  "security-headers.spec.ts": 12,
  "shared-pages.spec.ts": 14,
  "shop-catering-wine.spec.ts": 47,
  "shop-lists.spec.ts": 66,
  "shop.spec.ts": 44,
  "store-context.spec.ts": 10,
  "store-pages.spec.ts": 31,
  "target-size.spec.ts": 60,
  "theme-colour.spec.ts": 20,
  "tls-proxy.spec.ts": 30,
  "weekly-ad.spec.ts": 23,
  "workers.spec.ts": 46,
  "xss.spec.ts": 71,
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
