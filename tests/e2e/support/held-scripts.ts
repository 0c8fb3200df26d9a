import { expect, type Page } from "@playwright/test";
import { pageReady } from "./ready";

/**
 * The page's scripts held back, as on a slow connection: the server-rendered page is there to
 * read, type into, tick, scroll and click, and nothing of the app has run yet. `release()` lets the
 * scripts load and resolves once the app has hydrated and its behaviours have started
 * (`<html data-ready>`, ./ready.ts).
 *
 *   const scripts = await holdScripts(page);
 *   await scripts.goto("/drink-calculator");
 *   await page.getByRole("spinbutton", { name: "Guests" }).fill("50");
 *   await scripts.release();
 *   // ...the app now runs: check that 50 is still there and that Calculate uses it.
 *
 * Every `.js` request is held (inline scripts, such as the router's context, run as usual), also
 * those of pages the visitor goes on to before the release. No timers: the test decides when.
 */
export interface HeldScripts {
  /** Opens `path` and waits until its HTML is parsed and its scripts are asked for (and held). */
  goto(path: string): Promise<void>;
  /** Lets the held scripts (and any later ones) load, then waits until the app has hydrated and started. */
  release(): Promise<void>;
}

export async function holdScripts(page: Page): Promise<HeldScripts> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let waiting = 0;
  await page.route("**/*.js", async (route) => {
    waiting += 1;
    await gate;
    waiting -= 1;
    // On to the routes the test set up before this one (a chunk answered 404, say), else the network.
    // A test that failed before releasing closes the page: nothing is left to load then.
    await route.fallback().catch(() => undefined);
  });
  // The page never reaches `load` (nor DOMContentLoaded) while its module scripts are held.
  const arrive = async (navigate: Promise<unknown>) => {
    await navigate;
    await page.waitForFunction(() => document.readyState !== "loading");
    // Styled, as the visitor first sees it: the browser paints nothing before its stylesheets. A page
    // whose scripts are all modules (a plain page, decision 0045) is parsed before they arrive.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
    );
    await expect.poll(() => waiting, { message: "the page's scripts are held" }).toBeGreaterThan(0);
    expect(
      await page.evaluate(
        () => document.documentElement.hasAttribute("data-hydrated") || document.documentElement.hasAttribute("data-ready"),
      ),
    ).toBe(false);
  };
  return {
    goto: (path) => arrive(page.goto(path, { waitUntil: "commit" })),
    async release() {
      open();
      await pageReady(page);
    },
  };
}
