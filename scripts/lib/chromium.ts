import { existsSync } from "node:fs";

/**
 * The Chromium every browser test and measuring tool drives: Debian's `/usr/bin/chromium` unless
 * CHROMIUM_PATH names another (a browser is never downloaded), with the flags that keep it quiet and
 * runnable in a container. Lighthouse, the bench's page weights and the screenshots launch it this way.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Debian's `chromium-headless-shell`: the same Chromium's headless-only build (decision 0102). */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * What the Playwright tests drive: CHROMIUM_PATH when set, else Debian's headless shell when installed
 * (`.ci/run` installs it), else `/usr/bin/chromium`. The shell opens a context and loads a page in about
 * half the time of the full browser's headless mode on the 2-core test machines.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * What the browser tests add. Page scripts run in V8's interpreter and its baseline compiler only
 * (`--max-opt=1`, decision 0127), not its optimising ones: a test's page lives a few seconds, too short
 * for optimised code to repay compiling it, and the two cores the suite runs on are all there is.
 * And one renderer process per test instead of four (decision 0129): a new context's blank page, its
 * site and the spare renderer Chromium starts ahead of each next navigation each had a process of
 * their own, every one paid for in page faults. Neither changes what a page does; Lighthouse's
 * performance runs, the bench and the screenshots keep Chromium's defaults, as a shopper's browser
 * has them.
 */
export const TEST_CHROMIUM_ARGS: readonly string[] = [
  ...CHROMIUM_ARGS,
  "--js-flags=--max-opt=1",
  "--renderer-process-limit=1",
  "--disable-features=SpareRendererForSitePerProcess",
];
