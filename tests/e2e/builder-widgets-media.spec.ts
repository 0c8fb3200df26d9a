import { expect, test, type Page } from "@playwright/test";
import { container, createPage, editorApi, widget } from "./support/builder";
import { holdScripts } from "./support/held-scripts";
import { pageReady } from "./support/ready";

/**
 * SoundCloud (audio) and share buttons: the player loads only when asked, in the facade's box, and
 * plays inside the page (the CSP lets SoundCloud's player in); share links are plain links built on
 * the server from the page's address; Print and Copy link work once their script runs.
 */

const TRACK = "https://soundcloud.com/harvest-lane/kitchen-radio-episode-1";
let editor: Awaited<ReturnType<typeof editorApi>>;
let url = "";
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
  ({ url } = await createPage(editor, "Listen and share", [
    container([
      widget("audio", { link: { url: TRACK } }),
      widget("audio", { link: { url: "/media/store-jingle.mp3" } }),
      widget("audio", { link: { url: "https://example.com/not-audio" } }),
      widget("share-buttons", { share_buttons: [{ button: "facebook" }, { button: "email" }, { button: "print" }, { button: "copy" }] }),
    ]),
  ]));
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

/** SoundCloud's player host answered here, so no test depends on the internet; the addresses asked for are recorded. */
async function playerHost(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route("https://w.soundcloud.com/**", (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><button>Pause</button>" });
  });
  return asked;
}

const status = (page: Page) => page.locator(".elementor-widget-share-buttons").getByRole("status");
const play = (page: Page) => page.getByRole("button", { name: "Play audio: Kitchen radio episode 1" });
const player = (page: Page) => page.getByTitle("SoundCloud player: Kitchen radio episode 1");

test.describe("audio", () => {
  test("shows a facade until asked, then loads SoundCloud's player in its place and moves focus into it", async ({ page }) => {
    const asked = await playerHost(page);
    const violations: string[] = [];
    page.on("console", (m) => /Content Security Policy|Refused to frame/i.test(m.text()) && violations.push(m.text()));
    await page.goto(url);
    await expect(page.getByText("Kitchen radio episode 1", { exact: true })).toBeVisible();
    await expect(play(page)).toBeVisible();
    await pageReady(page);
    expect(asked).toEqual([]);
    const facade = page.locator(".e-audio-facade");
    const before = await facade.boundingBox();

    await play(page).click();
    await expect(player(page)).toBeVisible();
    expect(asked).toHaveLength(1);
    const src = new URL(asked[0]!);
    expect(src.origin + src.pathname).toBe("https://w.soundcloud.com/player/");
    expect(src.searchParams.get("url")).toBe(TRACK);
    expect(src.searchParams.get("auto_play")).toBe("true");
    await expect(page.frameLocator("iframe.e-audio-player").getByRole("button", { name: "Pause" })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME");
    // The player takes the facade's box: nothing around it moved.
    const after = await player(page).boundingBox();
    expect({ y: after!.y, height: after!.height }).toEqual({ y: before!.y, height: before!.height });
    expect(violations).toEqual([]);
  });

  test("plays a self-hosted file in the browser's player, and shows nothing for an address that is not audio", async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole("figure", { name: "Store jingle" }).locator("audio[controls]")).toHaveAttribute(
      "src",
      "/media/store-jingle.mp3",
    );
    await expect(page.locator(".elementor-widget-audio")).toHaveCount(2);
  });

  test("works by keyboard", async ({ page }) => {
    const asked = await playerHost(page);
    await page.goto(url);
    await pageReady(page);
    await play(page).focus();
    await page.keyboard.press("Enter");
    await expect(player(page)).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test("without JavaScript the control is a link to the track on SoundCloud", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url);
    const link = page.getByRole("link", { name: "Play audio: Kitchen radio episode 1" });
    await expect(link).toHaveAttribute("href", TRACK);
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await context.close();
  });

  test("scripts held back: the link the visitor focused becomes the button, still focused, and plays", async ({ page }) => {
    const asked = await playerHost(page);
    const scripts = await holdScripts(page);
    await scripts.goto(url);
    await page.getByRole("link", { name: "Play audio: Kitchen radio episode 1" }).focus();
    await scripts.release();
    await expect(play(page)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(player(page)).toBeVisible();
    expect(asked).toHaveLength(1);
  });
});

test.describe("share buttons", () => {
  test("link to each network's share address for this page, in a new tab; print and copy the link", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.addInitScript(() => {
      const w = window as unknown as { __printed: number };
      w.__printed = 0;
      window.print = () => void (w.__printed += 1);
    });
    await page.goto(`${url}?utm_source=newsletter#top`);
    const pageUrl = encodeURIComponent(`${baseURL}${url}`);
    const facebook = page.getByRole("link", { name: "Share on Facebook" });
    await expect(facebook).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`);
    await expect(facebook).toHaveAttribute("target", "_blank");
    await expect(facebook).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("link", { name: "Share by email" })).toHaveAttribute(
      "href",
      `mailto:?subject=Listen%20and%20share&body=${pageUrl}`,
    );

    await page.getByRole("button", { name: "Print this page" }).click();
    expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(status(page)).toHaveText("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${url}`);
  });

  test("copy the link by keyboard, announced again each time", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto(url);
    // Print and copy-link show (and take focus) once their script runs.
    await expect(page.getByRole("button", { name: "Print this page" })).toBeVisible();
    await page.getByRole("link", { name: "Share by email" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Print this page" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Copy link" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(status(page)).toHaveText("Link copied");
    await page.evaluate(() => navigator.clipboard.writeText("something else"));
    await page.keyboard.press("Space");
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${url}`);
    await expect(status(page)).toHaveText("Link copied");
  });

  test("scripts held back: the share links already work; Print and Copy link appear, in their kept place, when the script runs", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await scripts.goto(url);
    await expect(page.getByRole("link", { name: "Share on Facebook" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Print this page" })).toBeHidden();
    const place = await page.locator(".elementor-share-btn_copy").boundingBox();
    await scripts.release();
    await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Print this page" })).toBeVisible();
    expect(await page.locator(".elementor-share-btn_copy").boundingBox()).toEqual(place);
  });
});
