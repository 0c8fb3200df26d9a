import { expect, test, type Page } from "@playwright/test";
import { column, container, createPage, editorApi, heading, px, recordConsoleErrors, section } from "./support/builder";
import { holdScripts } from "./support/held-scripts";

/**
 * Behaviour chunks: a chunk that fails raises ChunkLoadError, logged to the console
 * with `Loading chunk {id} failed.` and `(kind: source)`; its elements keep their server markup and
 * the other behaviours still start.
 */

let editor: Awaited<ReturnType<typeof editorApi>>;
let url = "";
const animated = heading("Animated heading", { _animation: "fadeIn" });
const stretched = container([heading("Stretched from a column")], { stretch_element: "yes" });
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
  ({ url } = await createPage(editor, "Chunks", [
    section([column(30, [animated]), column(70, [stretched])]),
    container([heading("Below")], { content_width: "full", min_height: px(1500) }),
  ]));
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

/** The stretch behaviour has run: it placed the off-centre element with inline styles. */
const stretchRan = (page: Page) =>
  expect.poll(() => page.locator(`.elementor-element-${stretched.id}`).evaluate((e) => (e as HTMLElement).style.width)).not.toBe("");

for (const [kind, answer] of [
  ["missing", "404"],
  ["other", "aborted"],
] as const) {
  test(`a chunk answered ${answer} is a ChunkLoadError (${kind}); its element keeps its markup and the other behaviours start`, async ({
    page,
    baseURL,
  }) => {
    const errors = await recordConsoleErrors(page);
    let chunkUrl = "";
    await page.route("**/assets/behaviour-animation-*.js", (route) => {
      chunkUrl = route.request().url();
      return answer === "404" ? route.fulfill({ status: 404, body: "Not found" }) : route.abort("failed");
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url);
    await expect.poll(() => chunkUrl).not.toBe("");
    await expect
      .poll(async () => (await errors()).filter((e) => e.name === "ChunkLoadError"))
      .toEqual([{ name: "ChunkLoadError", message: `Loading chunk animation failed.\n(${kind}: ${chunkUrl})` }]);
    expect(chunkUrl).toMatch(new RegExp(`^${baseURL}/assets/behaviour-animation-[\\w-]+\\.js$`));
    const wrapper = page.locator(`.elementor-element-${animated.id}`);
    await expect(wrapper).toHaveAttribute("data-behaviours", "animation");
    await expect(wrapper).not.toHaveClass(/elementor-invisible|animated/);
    await expect(page.getByRole("heading", { name: "Animated heading" })).toBeVisible();
    await stretchRan(page);
  });
}

test("scripts held back, then a failing chunk: the page shown before the scripts stays as it was", async ({ page }) => {
  const errors = await recordConsoleErrors(page);
  await page.route("**/assets/behaviour-animation-*.js", (route) => route.fulfill({ status: 404, body: "" }));
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts = await holdScripts(page);
  await scripts.goto(url);
  await expect(page.getByRole("heading", { name: "Animated heading" })).toBeVisible();
  await scripts.release();
  await expect.poll(async () => (await errors()).map((e) => e.name)).toContain("ChunkLoadError");
  await stretchRan(page);
  await expect(page.getByRole("heading", { name: "Animated heading" })).toBeVisible();
});
