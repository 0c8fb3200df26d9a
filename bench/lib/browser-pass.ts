/**
 * The browser pass: each page type loaded in Chromium with the store cookie, the gzip bytes of every
 * script and stylesheet it fetched summed, and apart the page-builder behaviour chunks.
 */
import { measurePageWeights, type PageWeight } from "./assets";
import { CHROMIUM_PATH } from "../../scripts/lib/chromium";
import type { Step } from "./progress";

/** Page types whose JS and CSS the browser downloads. */
export const PAGE_TYPES = [
  { name: "home", path: "/" },
  { name: "department", path: "/shop/produce" },
  { name: "store page", path: "/stores/columbus-short-north" },
  { name: "store locator", path: "/store/store-locator" },
  { name: "builder page", path: "/about-us" },
  { name: "builder text page", path: "/builder-text" },
  { name: "builder showcase", path: "/builder-showcase" },
  { name: "drink calculator", path: "/drink-calculator" },
  { name: "recipe finder", path: "/recipe-finder" },
  { name: "shop product", path: "/shop/products/harvest-lane-gala-apples-per-lb" },
];

/** The weights of every page type on the running server; the step shows the page being loaded. */
export function measurePageTypes(serverUrl: string, step: Step): Promise<PageWeight[]> {
  return measurePageWeights(serverUrl, PAGE_TYPES, {
    executablePath: CHROMIUM_PATH,
    cookies: [{ name: "store_id", value: "1001" }],
    onPage: (name) => step.update(name),
  });
}
