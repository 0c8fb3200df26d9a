/**
 * The Chromium every browser test and measuring tool drives: Debian's `/usr/bin/chromium` unless
 * CHROMIUM_PATH names another (a browser is never downloaded), with the flags that keep it quiet and
 * runnable in a container. Playwright, the bench's page weights and Lighthouse all launch it this way.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
