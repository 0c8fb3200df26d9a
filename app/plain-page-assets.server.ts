import { readFileSync } from "node:fs";
import type { PlainPageAssets } from "./routing/plain-page";

let read: PlainPageAssets | null | undefined;

/**
 * The plain-page entry of the client build (`plain-page.json`, written by vite.config.ts beside the
 * client's files), or null where there is none (the dev server): then no page is a plain page.
 * The server bundle is `<build>/server/index.js`, so the file is `<build>/client/plain-page.json` (the
 * address is joined, so the bundler does not take it for an asset of its own).
 */
export function plainPageAssets(): PlainPageAssets | null {
  if (read !== undefined) return read;
  try {
    read = JSON.parse(readFileSync(new URL(["..", "client", "plain-page.json"].join("/"), import.meta.url), "utf8")) as PlainPageAssets;
  } catch {
    read = null;
  }
  return read;
}
