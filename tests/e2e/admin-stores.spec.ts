import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { DEMO } from "../../server/test/http";
import { axeViolations } from "./support/axe";
import { holdScripts } from "./support/held-scripts";

/**
 * The administrator's stores and people screens. The imports here write the
 * chain's own stores back unchanged (the export, imported again), so later specs see the same stores.
 */

async function signInAsAdmin(page: Page) {
  const login = await page.request.post("/api/auth/v1/login", { data: DEMO.admin });
  expect(login.status()).toBe(200);
}

/** The chain's stores as the export gives them. */
async function exported(page: Page): Promise<string> {
  const r = await page.request.get("/admin/stores/export.csv");
  expect(r.status()).toBe(200);
  expect(r.headers()["content-disposition"]).toBe('attachment; filename="stores.csv"');
  return r.text();
}

/** What the screen says in its status line (the site's own empty route announcer left out). */
const said = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });

const csvFile = (text: string, name = "stores.csv") => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

/** Every aria-valuenow the page's progress bars take, in order, recorded as the page changes. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const note = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const v = bar ? Number(bar.getAttribute("aria-valuenow")) : null;
      if (v !== null && seen[seen.length - 1] !== v) seen.push(v);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-valuenow"],
    });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

test("an administrator imports stores from CSV watching the progress bar, and sees the per-row report for a bad file", async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  const csv = await exported(page);
  const rows = csv.trim().split("\r\n").length - 1;
  await page.goto("/admin/stores");
  await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("CSV file").setInputFiles(csvFile(csv));
  await page.getByRole("button", { name: "Import", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Import ${rows} rows from stores.csv? Stores with the same id are replaced.`)).toBeVisible();
  const progress = await recordProgress(page);
  await page.getByRole("button", { name: "Yes, import" }).focus();
  await page.keyboard.press("Enter");

  const bar = page.getByRole("progressbar", { name: "Import finished" });
  await expect(bar).toHaveAttribute("aria-valuenow", "100");
  await expect(bar).toHaveAttribute("aria-valuetext", `${rows} of ${rows} rows`);
  await expect(said(page)).toHaveText(`Imported: 0 created, 0 updated, ${rows} unchanged.`);
  const seen = await progress();
  expect(seen[0]).toBe(0);
  expect(seen.at(-1)).toBe(100);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(await axeViolations(page)).toEqual([]);

  // A file with bad rows: nothing is imported, and each bad row is named in place.
  const [header, first, second] = csv.trim().split("\r\n");
  const latitude = header!.split(",").indexOf("latitude");
  const badFirst = first!
    .split(",")
    .map((cell, i) => (i === latitude ? "north" : cell))
    .join(",");
  const bad = [header, badFirst, second, "9999,Nowhere,Not A Slug"].join("\n");
  await page.getByLabel("CSV file").setInputFiles(csvFile(bad, "bad.csv"));
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await page.getByRole("button", { name: "Yes, import" }).click();
  await expect(page.getByRole("alert")).toHaveText("Some rows are not valid: nothing was imported.");
  await expect(page.getByRole("alert")).toBeFocused();
  const report = page.getByRole("table", { name: "Rows to fix" });
  await expect(report.getByRole("row")).toHaveText([
    /Row\s*Column\s*Problem/,
    /^2\s*latitude\s*must be a decimal number$/,
    /^4\s*\(whole row\)\s*has 3 cells, the header has 19$/,
  ]);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  // The first store kept its coordinates.
  const again = await exported(page);
  expect(again).toBe(csv);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the import form posts the file to the page, which imports it and says what it did", async ({ page }) => {
    await signInAsAdmin(page);
    const csv = await exported(page);
    const rows = csv.trim().split("\r\n").length - 1;
    await page.goto("/admin/stores");
    await page.getByLabel("CSV file").setInputFiles(csvFile(csv));
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(said(page)).toHaveText(`Imported: 0 created, 0 updated, ${rows} unchanged.`);
  });
});

test("a file chosen before the page's scripts ran is imported once they run", async ({ page }) => {
  await signInAsAdmin(page);
  const csv = await exported(page);
  const scripts = await holdScripts(page);
  await scripts.goto("/admin/stores");
  await page.getByLabel("CSV file").setInputFiles(csvFile(csv, "early.csv"));
  await scripts.release();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText(/from early\.csv\?/)).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText(/from early\.csv\?/)).toHaveCount(0);
});

test("a store is edited by keyboard; a bad value is refused in place and nothing is saved", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/stores?q=dayton");
  await page
    .getByRole("link", { name: /Dayton/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /^Store 1003: / })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const hours = page.getByLabel("Hours");
  const before = await hours.inputValue();
  await hours.fill(`${before} (holiday hours vary)`);
  await page.getByLabel("Latitude").fill("north");
  await page.getByLabel("Latitude").press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Some fields need fixing: nothing was saved.");
  await expect(page.getByLabel("Latitude")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("must be a decimal number")).toBeVisible();
  await page.getByLabel("Latitude").fill("39.7589");
  await page.getByLabel("Hours").fill(before);
  await page.getByLabel("Hours").press("Enter");
  await expect(said(page)).toHaveText("Saved.");
  await expect(page.getByLabel("Hours")).toHaveValue(before);
});

test("an account's screens are axe clean; an account is disabled only after confirming, and then cannot sign in", async ({
  page,
  playwright,
  baseURL,
}) => {
  // A group made, an account found, edited and disabled, two screens checked by axe: longer than the default.
  test.slow();
  // A shopper of its own, so the demo accounts stay as they are.
  const visitor = await playwright.request.newContext({ baseURL });
  const email = `disable-me-${Date.now()}@aisle.test`;
  const registered = await visitor.post("/api/auth/v1/register", { data: { email, password: "disable-me-1", name: "Disable Me" } });
  expect(registered.status()).toBe(201);
  const headers = { "x-aisle-nonce": ((await registered.json()) as { nonce: string }).nonce };
  expect((await visitor.get("/api/shop/v1/lists", { headers })).status()).toBe(200);

  await signInAsAdmin(page);
  await page.goto("/admin/user-groups");
  await page.getByLabel("New user group's name").fill("Bakery club");
  await page.getByLabel("New user group's name").press("Enter");
  await expect(said(page)).toHaveText(/^Saved user group \d+\.$/);
  await expect(page.getByRole("textbox", { name: /^Name of user group \d+$/ }).last()).toHaveValue("Bakery club");

  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: email }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Edit ${email}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: `Disable ${email}…` }).click();
  await expect(page.getByText(`Disable ${email}? They are signed out everywhere`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: `Yes, disable ${email}` }).focus();
  await page.keyboard.press("Enter");
  await expect(said(page)).toHaveText("Disabled: the account is signed out and cannot sign in.");
  expect((await visitor.get("/api/shop/v1/lists", { headers })).status()).toBe(401);
  const refused = await visitor.post("/api/auth/v1/login", { data: { email, password: "disable-me-1" } });
  expect(refused.status()).toBe(403);
  await visitor.dispose();
});

test("the stores export shows its progress by records and saves stores.csv; before its script runs it is a plain download", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const csv = await exported(page);
  const records = csv.trim().split("\r\n").length;

  const scripts = await holdScripts(page);
  await scripts.goto("/admin/stores");
  const link = page.getByRole("link", { name: "Export all stores as CSV" });
  const [early] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(early.suggestedFilename()).toBe("stores.csv");
  await scripts.release();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

  const progress = await recordProgress(page);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("stores.csv");
  expect((await readFile((await download.path())!)).toString("utf8")).toBe(csv);
  const bar = page.getByRole("progressbar", { name: "Export finished: stores.csv saved" });
  await expect(bar).toHaveAttribute("aria-valuenow", "100");
  await expect(bar).toHaveAttribute("aria-valuetext", `${records} of ${records} records`);
  const seen = await progress();
  expect(seen.at(-1)).toBe(100);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(await axeViolations(page)).toEqual([]);
});
