import { expect, test } from "@playwright/test";
import { container, createPage, editorApi, heading, widget } from "./support/builder";
import { DEMO } from "../../server/test/http";
import { pageReady } from "./support/ready";

/**
 * Edit mode: `?aisle-edit=1` for a signed-in editor or administrator shows unknown
 * widgets as labelled placeholders, marks every element with its id and shows animations at once;
 * never cached, and never for anyone else.
 */

let editor: Awaited<ReturnType<typeof editorApi>>;
let url = "";
const box = container([heading("Edited heading", { _animation: "fadeInUp" }), widget("wp-widget-calendar", { title: "Calendar" })]);
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
  ({ url } = await createPage(editor, "Edit mode", [box]));
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

test("an editor sees placeholders, element ids and animated elements shown at once; nothing is cached", async ({ page }) => {
  expect((await page.request.post("/api/auth/v1/login", { data: DEMO.editor })).status()).toBe(200);
  const res = await page.goto(`${url}?aisle-edit=1`);
  expect(res?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByText("Unknown widget: wp-widget-calendar")).toBeVisible();
  await expect(page.locator(`[data-id="${box.id}"]`)).toHaveCount(1);
  await pageReady(page);
  await expect(page.getByRole("heading", { name: "Edited heading" })).toBeVisible();
  await expect(page.locator("[data-behaviours]")).toHaveCount(0);
  // The same address without the switch is the visitor's page.
  await page.goto(url);
  await expect(page.getByRole("heading", { name: "Edited heading" })).toBeVisible();
  await expect(page.getByText("Unknown widget")).toHaveCount(0);
  await expect(page.locator("[data-id]")).toHaveCount(0);
});

for (const who of ["anonymous visitor", "shopper"] as const) {
  test(`a ${who} asking for edit mode gets the visitor's page`, async ({ page }) => {
    if (who === "shopper") expect((await page.request.post("/api/auth/v1/login", { data: DEMO.shopper })).status()).toBe(200);
    await page.goto(`${url}?aisle-edit=1`);
    await expect(page.getByRole("heading", { name: "Edited heading" })).toBeAttached();
    await expect(page.getByText("Unknown widget")).toHaveCount(0);
    await expect(page.locator("[data-id]")).toHaveCount(0);
    await expect(page.locator("[data-behaviours='animation']")).toHaveCount(1);
  });
}
