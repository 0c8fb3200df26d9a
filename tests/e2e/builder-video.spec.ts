import { expect, test, type Page } from "@playwright/test";
import { container, createPage, editorApi, widget } from "./support/builder";
import { holdScripts } from "./support/held-scripts";
import { axeViolations } from "./support/axe";
import { pageReady } from "./support/ready";

/**
 * The video widget: a facade until the visitor plays; then the host's player in
 * the same box and its API script, whose readiness is polled. No test here needs the internet: the
 * hosts are answered locally.
 */

const YT = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
let editor: Awaited<ReturnType<typeof editorApi>>;
let url = "";
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
  ({ url } = await createPage(editor, "Videos", [
    container([
      widget("video", { youtube_url: YT, yt_privacy: "yes", start: 30, end: 60, loop: "yes", video_title: "Knife skills" }),
      widget("video", {
        video_type: "hosted",
        hosted_url: { url: "/media/store-tour.mp4" },
        show_image_overlay: "yes",
        image_overlay: { url: "/images/demo/storefront.svg" },
        video_title: "Store tour",
      }),
      widget("video", {
        video_type: "hosted",
        hosted_url: { url: "/media/store-tour.mp4" },
        lightbox: "yes",
        video_title: "Tour in the lightbox",
      }),
      widget("video", { youtube_url: "https://example.com/watch?v=dQw4w9WgXcQ", video_title: "Not a video" }),
    ]),
  ]));
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

/** YouTube's player and API, and the hosted file, answered here; what was asked for is recorded. */
async function answerHosts(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title>" });
  });
  await page.route("https://www.youtube.com/iframe_api", (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      contentType: "text/javascript",
      body: "window.YT = { PlayerState: { ENDED: 0 }, Player: function () { window.__players = (window.__players || 0) + 1; } };",
    });
  });
  await page.route("**/media/store-tour.mp4", (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 200, contentType: "video/mp4", body: "" });
  });
  await page.route("https://i.ytimg.com/**", (route) => route.fulfill({ status: 404, body: "" }));
  return asked;
}

const play = (page: Page, name: string) => page.getByRole("button", { name: `Play video: ${name}` });

test("YouTube: the facade until Play, then the privacy-mode player with start and end, and its API polled until ready", async ({
  page,
}) => {
  const asked = await answerHosts(page);
  await page.goto(url);
  await expect(play(page, "Knife skills")).toBeVisible();
  await pageReady(page);
  expect(asked).toEqual([]);
  const box = await page.locator(".e-video-facade").first().boundingBox();

  await play(page, "Knife skills").click();
  const frame = page.locator("iframe[title='Video player: Knife skills']");
  await expect(frame).toBeVisible();
  const src = new URL((await frame.getAttribute("src"))!);
  expect(src.origin + src.pathname).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  expect(Object.fromEntries(src.searchParams)).toMatchObject({
    autoplay: "1",
    start: "30",
    end: "60",
    loop: "1",
    playlist: "dQw4w9WgXcQ",
    enablejsapi: "1",
  });
  await expect.poll(() => asked).toContain("https://www.youtube.com/iframe_api");
  await expect.poll(() => page.evaluate(() => (window as unknown as { __players?: number }).__players)).toBe(1);
  expect(await page.locator(".e-video").first().boundingBox()).toEqual(box);
  // The address that names no video shows nothing at all.
  await expect(page.getByRole("button", { name: "Play video: Not a video" })).toHaveCount(0);
});

test("a hosted file behind an overlay plays in place; with the lightbox option it plays in the lightbox", async ({ page }) => {
  const asked = await answerHosts(page);
  await page.goto(url);
  await play(page, "Store tour").click();
  const player = page.locator("video[aria-label='Store tour']");
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute("src", "/media/store-tour.mp4");
  await expect(player).toBeFocused();
  await expect.poll(() => asked).toContain("/media/store-tour.mp4");

  const trigger = play(page, "Tour in the lightbox");
  await trigger.click();
  const box = page.getByRole("dialog", { name: "Tour in the lightbox" });
  await expect(box).toBeVisible();
  await expect(box.locator("video source")).toHaveAttribute("src", "/media/store-tour.mp4");
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test("before its script the Play control is a link; focused then, it is the focused button after", async ({ page }) => {
  await answerHosts(page);
  const scripts = await holdScripts(page);
  await scripts.goto(url);
  const link = page.getByRole("link", { name: "Play video: Knife skills" });
  await expect(link).toHaveAttribute("href", YT);
  await link.focus();
  await scripts.release();
  await expect(play(page, "Knife skills")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("iframe[title='Video player: Knife skills']")).toBeVisible();
});
