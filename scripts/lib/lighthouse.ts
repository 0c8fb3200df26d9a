import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS } from "./chromium";

/** Chrome-launcher starts a visible browser unless told otherwise: headless, plus the shared flags. */
export const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

export type Category = "performance" | "accessibility" | "best-practices" | "seo";
export const ALL_CATEGORIES: Category[] = ["performance", "accessibility", "best-practices", "seo"];

export interface FailedAudit {
  id: string;
  title: string;
  score: number | null;
  /** A few offending items (selectors, urls, snippets) as Lighthouse reports them. */
  items: string[];
}

export interface RunResult {
  url: string;
  /** 0..100 per category that ran. */
  scores: Partial<Record<Category, number>>;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  failed: Partial<Record<Category, FailedAudit[]>>;
}

export interface LighthouseSession {
  run(url: string, opts: { categories: Category[]; cookie?: string; preset?: "mobile" | "desktop" }): Promise<RunResult>;
  close(): Promise<void>;
}

function itemText(item: Record<string, unknown>): string {
  const node = item.node as { selector?: string; snippet?: string } | undefined;
  if (node?.selector) return node.selector;
  if (typeof item.url === "string") return item.url;
  if (typeof item.source === "object" && item.source && typeof (item.source as { url?: string }).url === "string")
    return (item.source as { url: string }).url;
  if (typeof item.description === "string") return item.description;
  return JSON.stringify(item).slice(0, 160);
}

/** One Chromium for a series of Lighthouse runs; every run is bounded in time. */
export async function openLighthouse(chromePath: string): Promise<LighthouseSession> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent", maxConnectionRetries: 100 });
  return {
    async run(url, opts) {
      const flags = {
        port: chrome.port,
        output: "json" as const,
        logLevel: "error" as const,
        onlyCategories: opts.categories,
        maxWaitForLoad: 30_000,
        // Nothing here reads the screenshots, and a run that scores no performance need not wait for
        // a second of quiet after load: what it audits is there once the page is loaded and still.
        disableFullPageScreenshot: true,
        skipAboutBlank: true,
        ...(opts.categories.includes("performance")
          ? {}
          : { pauseAfterFcpMs: 0, pauseAfterLoadMs: 0, networkQuietThresholdMs: 500, cpuQuietThresholdMs: 500 }),
        extraHeaders: opts.cookie ? { Cookie: opts.cookie } : undefined,
      };
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Lighthouse did not finish ${url} within 120 s`)), 120_000);
      });
      const result = await Promise.race([lighthouse(url, flags, opts.preset === "desktop" ? desktopConfig : undefined), timeout]).finally(
        () => clearTimeout(timer),
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const scores: RunResult["scores"] = {};
      const failed: RunResult["failed"] = {};
      for (const id of opts.categories) {
        const cat = lhr.categories[id];
        if (!cat) continue;
        scores[id] = cat.score === null ? 0 : Math.round(cat.score * 100);
        if (id === "performance") continue;
        failed[id] = cat.auditRefs
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id]!)
          .filter((a) => a.score !== null && a.score < 1)
          .map((a) => {
            const details = a.details as { items?: Record<string, unknown>[] } | undefined;
            return { id: a.id, title: a.title, score: a.score, items: (details?.items ?? []).slice(0, 5).map(itemText) };
          });
      }
      const num = (id: string) => {
        const v = lhr.audits[id]?.numericValue;
        return typeof v === "number" ? v : null;
      };
      return {
        url,
        scores,
        failed,
        lcpMs: num("largest-contentful-paint"),
        cls: num("cumulative-layout-shift"),
        tbtMs: num("total-blocking-time"),
      };
    },
    close: async () => {
      chrome.kill();
    },
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: try again. */
export async function withRetries<T>(fn: () => Promise<T>, onRetry: (err: string) => void = () => {}, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= attempts) throw err;
      onRetry(err instanceof Error ? err.message.slice(0, 80) : String(err));
    }
  }
}

export function median(values: (number | null | undefined)[]): number | null {
  const v = values.filter((x): x is number => typeof x === "number").sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

/** Pages every Lighthouse run covers (the selected store's cookie goes with each). */
export const LIGHTHOUSE_PAGES = [
  { name: "home", path: "/" },
  { name: "store page", path: "/stores/columbus-short-north" },
  { name: "store locator", path: "/store/store-locator" },
  { name: "builder page", path: "/about-us" },
  { name: "shop", path: "/shop" },
  { name: "department", path: "/shop/departments/bakery" },
  { name: "product", path: "/shop/products/harvest-lane-gala-apples-per-lb" },
  { name: "recipes", path: "/recipes" },
  { name: "recipe", path: "/recipes/slow-cooker-beef-chili" },
];
export const LIGHTHOUSE_COOKIE = "store_id=1001";
