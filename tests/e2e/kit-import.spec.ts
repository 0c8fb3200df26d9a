import { expect, test, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { CRUMBELLA_DIR, folderEntries, zipOf } from "../../server/test/zip-writer";
import { axeViolations } from "./support/axe";
import { pageReady } from "./support/ready";

const kitZip = () => Buffer.from(zipOf(folderEntries(CRUMBELLA_DIR)));
type Color = { id: string; title: string; color: string };

async function settings(page: Page, nonce: string): Promise<{ global_colors: Color[]; global_fonts: { id: string }[] }> {
  const res = await page.request.get("/api/admin/v1/settings", { headers: { "x-aisle-nonce": nonce } });
  expect(res.status()).toBe(200);
  return res.json();
}

/** The global colour a page defines for `id`, as its elements read it. */
const variableOn = (page: Page, id: string) =>
  page.evaluate(
    (name) =>
      getComputedStyle(document.querySelector("main") ?? document.body)
        .getPropertyValue(name)
        .trim(),
    `--e-global-color-${id}`,
  );

test.describe.configure({ timeout: 120_000 });

test("the Crumbella kit imports from its screen: its page, header, footer and colours show; a second import adds no variable; Undo takes it all back", async ({
  page,
}) => {
  const login = await page.request.post("/api/auth/v1/login", { data: DEMO.admin });
  const { nonce } = (await login.json()) as { nonce: string };
  const before = await settings(page, nonce);

  await page.goto("/admin");
  await pageReady(page);
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Import a kit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import a kit" })).toBeVisible();
  await pageReady(page);
  await page
    .getByLabel("Kit zip file (an Elementor kit export)")
    .setInputFiles({ name: "crumbella.zip", mimeType: "application/zip", buffer: kitZip() });
  await page.getByRole("button", { name: "Upload kit" }).click();

  const review = page.getByRole("region", { name: /Review/ });
  await expect(review.getByRole("heading", { name: "Review “Crumbella Free Template Demo File”" })).toBeFocused();
  await expect(review.getByRole("checkbox", { name: "Headers and footers (2)" })).toBeChecked();
  await expect(review.getByRole("checkbox", { name: "Global colours (1)" })).toBeChecked();
  await expect(review.getByRole("checkbox", { name: "page (1)" })).toBeChecked();
  await expect(review.getByRole("checkbox", { name: "Custom code (1)" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // By keyboard: the popups part off and on again, then Import.
  const popups = review.getByRole("checkbox", { name: "Popups (1)" });
  await popups.focus();
  await page.keyboard.press("Space");
  await expect(popups).not.toBeChecked();
  await page.keyboard.press("Space");
  await expect(popups).toBeChecked();
  await review.getByRole("button", { name: "Import" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("progressbar", { name: "Importing kit" })).toBeVisible();
  const results = page.getByRole("list", { name: "What was imported" });
  await expect(page.getByRole("heading", { name: "Kit imported" })).toBeFocused();
  await expect(page.getByRole("progressbar", { name: "Importing kit" })).toHaveAttribute("aria-valuenow", "100");
  await expect(results).toContainText("Imported template “Header”");
  await expect(results).toContainText("Imported page “Home”");
  expect(await axeViolations(page)).toEqual([]);
  const pageUrl = await results.getByRole("link").first().getAttribute("href");

  // The page renders its file's text, under the kit's header and footer, in the kit's colours.
  const visitor = await page.context().newPage();
  await visitor.goto(pageUrl!);
  await expect(visitor.getByRole("heading", { name: "COOKIES !!" })).toBeVisible();
  await expect(visitor.getByText("WE ARE Crumbella")).toBeVisible();
  await expect(visitor.getByRole("banner")).toContainText("Crumbella");
  await expect(visitor.getByRole("contentinfo")).toContainText("Prithviraj Road");
  expect((await variableOn(visitor, "primary")).toLowerCase()).toBe("#000000");
  expect((await variableOn(visitor, "secondary")).toLowerCase()).toBe("#ffffff");
  const imported = await settings(page, nonce);
  expect(imported.global_colors.find((c) => c.id === "primary")?.color).toBe("#000000");

  // A second import of the same kit adds no variable.
  const second = await page.request.post("/api/admin/v1/kits/imports", {
    multipart: { file: { name: "crumbella.zip", mimeType: "application/zip", buffer: kitZip() } },
    headers: { "x-aisle-nonce": nonce },
  });
  expect(second.status()).toBe(201);
  const secondId = ((await second.json()) as { id: number }).id;
  const run = await page.request.post(`/api/admin/v1/kits/imports/${secondId}/run`, { data: {}, headers: { "x-aisle-nonce": nonce } });
  expect(run.status()).toBe(200);
  const again = await settings(page, nonce);
  expect(again.global_colors).toEqual(imported.global_colors);
  expect(again.global_fonts).toEqual(imported.global_fonts);
  const undoSecond = await page.request.post(`/api/admin/v1/kits/imports/${secondId}/undo`, { headers: { "x-aisle-nonce": nonce } });
  expect(undoSecond.status()).toBe(200);

  // Undo this import: the page, the templates and the colours are the site's again.
  await page.getByRole("button", { name: "Undo this import" }).click();
  await expect(page.getByRole("status")).toContainText("The import was undone");
  const after = await settings(page, nonce);
  expect(after.global_colors).toEqual(before.global_colors);
  expect(after.global_fonts).toEqual(before.global_fonts);
  const gone = await visitor.goto(pageUrl!);
  expect(gone?.status()).toBe(404);
  await visitor.goto("/");
  await expect(visitor.getByRole("contentinfo")).not.toContainText("Prithviraj Road");
});
