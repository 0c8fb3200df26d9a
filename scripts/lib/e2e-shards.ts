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
const DEFAULT_SECONDS = 20;

/** Seconds per spec file (its tests' durations, both projects), from a full run; paths relative to tests/e2e. */
export const SPEC_SECONDS: Readonly<Record<string, number>> = {
  "accessibility-signed-in.spec.ts": 208,
  "accessibility.spec.ts": 228,
  "account.spec.ts": 32,
  "admin-content.spec.ts": 39,
  "admin-documents.spec.ts": 32,
  "admin-events.spec.ts": 6,
  "admin-menus.spec.ts": 22,
  "admin-orders.spec.ts": 27,
  "admin-posts.spec.ts": 12,
  "admin-stores.spec.ts": 23,
  "admin.spec.ts": 36,
  "anchor-links.spec.ts": 16,
  "app-banner.spec.ts": 19,
  "back-to-top.spec.ts": 14,
  "before-scripts/banners.spec.ts": 10,
  "before-scripts/drink-calculator.spec.ts": 12,
  "before-scripts/forms.spec.ts": 24,
  "before-scripts/menus.spec.ts": 11,
  "before-scripts/scroll.spec.ts": 8,
  "builder-animation.spec.ts": 8,
  "builder-carousel.spec.ts": 31,
  "builder-chunks.spec.ts": 5,
  "builder-edit-mode.spec.ts": 5,
  "builder-form-steps.spec.ts": 7,
  "builder-layout.spec.ts": 10,
  "builder-lightbox.spec.ts": 21,
  "builder-loop-filter.spec.ts": 21,
  "builder-motion-effects.spec.ts": 9,
  "builder-popups.spec.ts": 33,
  "builder-sticky.spec.ts": 21,
  "builder-stretch.spec.ts": 7,
  "builder-template-preview.spec.ts": 6,
  "builder-video.spec.ts": 8,
  "builder-visibility.spec.ts": 8,
  "builder-widgets-accordions.spec.ts": 31,
  "builder-widgets-content.spec.ts": 24,
  "builder-widgets-floating.spec.ts": 18,
  "builder-widgets-general.spec.ts": 33,
  "builder-widgets-kit.spec.ts": 19,
  "builder-widgets-media.spec.ts": 12,
  "builder-widgets-site.spec.ts": 13,
  "builder-widgets-tabs.spec.ts": 15,
  "cancel-order.spec.ts": 14,
  "checkout.spec.ts": 75,
  "contact.spec.ts": 44,
  "content-areas.spec.ts": 16,
  "data-dir-lock.spec.ts": 2,
  "data-requests.spec.ts": 3,
  "drink-calculator.spec.ts": 44,
  "editor-build.spec.ts": 13,
  "editor-clipboard.spec.ts": 3,
  "editor-popup.spec.ts": 5,
  "editor.spec.ts": 7,
  "embedded-database.spec.ts": 68,
  "faults.spec.ts": 5,
  "forms-admin-no-js.spec.ts": 7,
  "forms-admin.spec.ts": 38,
  "global-variables.spec.ts": 14,
  "header-template.spec.ts": 23,
  "header.spec.ts": 37,
  "instances.spec.ts": 16,
  "kit-import.spec.ts": 10,
  "kit-library.spec.ts": 17,
  "lighthouse.spec.ts": 168,
  "login-csrf.spec.ts": 4,
  "media-library.spec.ts": 7,
  "menus.spec.ts": 39,
  "offcanvas-side.spec.ts": 7,
  "page-cache.spec.ts": 2,
  "page-code.spec.ts": 83,
  "pages.spec.ts": 3,
  "prerendered-menus.spec.ts": 4,
  "recipes.spec.ts": 46,
  "request-edges.spec.ts": 7,
  "security-headers.spec.ts": 6,
  "shared-pages.spec.ts": 9,
  "shop-catering-wine.spec.ts": 10,
  "shop-lists.spec.ts": 40,
  "shop.spec.ts": 39,
  "store-context.spec.ts": 11,
  "store-pages.spec.ts": 33,
  "target-size.spec.ts": 34,
  "templates-library.spec.ts": 12,
  "theme-colour.spec.ts": 9,
  "theme-templates.spec.ts": 17,
  "tls-proxy.spec.ts": 8,
  "weekly-ad.spec.ts": 12,
  "workers.spec.ts": 55,
  "xss-html-settings.spec.ts": 2,
  "xss.spec.ts": 51,
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
