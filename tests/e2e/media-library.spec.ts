import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, jsonFetch, login } from "../../server/test/http";
import { drawImage } from "../../server/test/media-images";
import { axeViolations } from "./support/axe";
import { pageReady } from "./support/ready";

/**
 * The media library (docs/media.md): an editor uploads an image through the [dialog] `Media library`
 * from a recipe's form, gives it alt text and chooses it; the image is served with immutable caching.
 * An imported page whose image host cannot be reached shows the alt text in a box, never a broken image.
 */

async function signIn(page: Page, returnTo: string) {
  await page.goto(`/admin/sign-in?return_to=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("Email").fill(DEMO.editor.email);
  await page.getByLabel("Password").fill(DEMO.editor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/\//g, "\\/")}$`));
}

test("an editor uploads an image in the media library dialog, sets its alt text and chooses it; it is served immutable", async ({
  page,
}) => {
  await signIn(page, "/admin/posts/new");
  await pageReady(page);
  await page.getByRole("button", { name: "Choose image" }).click();
  const dialog = page.getByRole("dialog", { name: "Media library" });
  await expect(dialog).toBeVisible();

  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload images" }).press("Enter");
  await (
    await chooser
  ).setFiles({ name: "blueberry-pint.png", mimeType: "image/png", buffer: Buffer.from(await drawImage(1100, 700, "png", "#3b5ba5")) });
  await expect(dialog.getByRole("status")).toHaveText("Uploaded blueberry pint.");

  const alt = dialog.getByRole("textbox", { name: "Alt text" });
  await alt.fill("A pint of fresh blueberries");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog.getByRole("status")).toHaveText("Saved.");
  await expect(dialog.getByRole("button", { name: "A pint of fresh blueberries" })).toHaveAttribute("aria-pressed", "true");
  expect(await axeViolations(page, "dialog[open]")).toEqual([]);

  await dialog.getByRole("button", { name: "Choose image", exact: true }).click();
  await expect(dialog).toBeHidden();
  const address = await page.getByRole("textbox", { name: "Image address" }).inputValue();
  expect(address).toMatch(/^\/media\/[0-9a-f]{32}\/full\.png$/);
  await expect(page.getByRole("textbox", { name: "Image description" })).toHaveValue("A pint of fresh blueberries");

  const served = await page.request.get(address);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  const smaller = await page.request.get(address.replace("full.png", "960.webp"));
  expect(smaller.headers()["content-type"]).toBe("image/webp");

  // The library's own screen lists it, found by its alt text.
  await page.goto("/admin/media");
  await pageReady(page);
  await page.getByRole("searchbox", { name: "Search media" }).fill("blueberries");
  await expect(page.getByRole("list", { name: "Images" }).getByRole("button")).toHaveText(["A pint of fresh blueberries"]);
});

test("an imported page whose image host cannot be reached shows the alt text in a box, and no broken image", async ({ page, baseURL }) => {
  const editor = await login(baseURL!, DEMO.editor.email, DEMO.editor.password);
  const fixture = readFileSync(new URL("../../server/test/fixtures/elementor/page-remote-images.json", import.meta.url), "utf8");
  const created = await jsonFetch(baseURL!, "/api/admin/v1/documents/import?slug=peach-season-e2e", {
    method: "POST",
    body: fixture,
    ...editor,
  });
  expect(created.status, created.text).toBe(201);
  expect(created.body.warnings).toContain(
    "The image at http://dev.local/wp-content/uploads/2024/06/peach-crate.jpg could not be brought in (the host dev.local could not be found); the page shows its alt text instead.",
  );

  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  await page.goto("/peach-season-e2e");
  await expect(page.getByRole("heading", { name: "Peach season at Harvest Lane" })).toBeVisible();
  const box = page.locator(".aisle-image-unavailable", { hasText: "A crate of ripe peaches" });
  await expect(box).toBeVisible();
  const size = await box.boundingBox();
  expect(Math.round((size!.height / size!.width) * 100)).toBe(50);
  await expect(page.locator(".aisle-image-unavailable", { hasText: "Curly kale in a basket" })).toBeVisible();
  const broken = await page
    .locator("main img")
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((img) => !img.src.startsWith(location.origin) && !img.src.startsWith("data:"))
        .map((img) => img.src),
    );
  expect(broken).toEqual([]);
  expect(requested.filter((u) => u.includes("dev.local") || u.includes("cdn.harvestlane.example"))).toEqual([]);
});
