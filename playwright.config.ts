import { defineConfig, devices } from "@playwright/test";
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./scripts/lib/chromium";
import { seededRun } from "./scripts/lib/seeded-data-dir";

/**
 * Browser tests in Debian's Chromium (no browser download) against the production build on a copy of
 * the data directory `scripts/e2e.ts` seeded for the run (E2E_SEEDED_DATA_DIR, decision 0106), or,
 * without it, on an empty one, seeded with the demo data at start.
 */
const PORT = Number(process.env.E2E_PORT ?? 3111);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";
const SEEDED_DATA_DIR = seededRun()?.dataDir;

const chromium = { executablePath: TEST_CHROMIUM_PATH, args: [...TEST_CHROMIUM_ARGS] };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // Room for a slow or busy 2-core machine (two shards, each a browser and a server): a test that
  // passes takes no longer for it, and one that waits on a condition that never comes still fails.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Each shard of `npm run test:e2e` also writes its tests' durations (scripts/e2e.ts prints the slowest).
  reporter: process.env.E2E_REPORT_FILE ? [["list"], ["json", { outputFile: process.env.E2E_REPORT_FILE }]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    // Recording a trace costs every test about a tenth of its time; E2E_TRACE=1 keeps one per failure.
    trace: process.env.E2E_TRACE ? { mode: "retain-on-failure", screenshots: false } : "off",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    { name: "mobile", use: { viewport: { width: 375, height: 812 }, isMobile: false, launchOptions: chromium }, grep: /@mobile/ },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && ${SEEDED_DATA_DIR ? `cp -a ${SEEDED_DATA_DIR} ${DATA_DIR} && ` : ""}NODE_ENV=production DATA_DIR=${DATA_DIR} PORT=${PORT} HOST=127.0.0.1 LOG_LEVEL=warn node ${process.env.AISLE_BUILD_DIR || "build"}/server/index.js`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
