import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO } from "#server/test/http";
import { editorApi, recordConsoleErrors } from "./support/builder";
import { pageReady } from "./support/ready";
import { axeViolations } from "./support/axe";

/**
 * Website templates (docs/design/website-templates.md): the crumbella kit's header, footer, single-post and 404
 * templates, imported as template files with the kit manifest's conditions, take their places on
 * the storefront; the Display conditions dialog excludes a page, which gets the site's own header and
 * footer back on the next request. The templates are deleted afterwards, so later specs see the
 * site's own chrome.
 */

const KIT = join(import.meta.dirname, "../../server/test/fixtures/kits/crumbella");
const manifest = JSON.parse(readFileSync(join(KIT, "manifest.json"), "utf8")) as {
  templates: Record<string, { title: string; doc_type: string; conditions?: unknown[] }>;
};
const templateFile = (kitId: string) => {
  const entry = manifest.templates[kitId]!;
  const file = JSON.parse(readFileSync(join(KIT, "templates", `${kitId}.json`), "utf8")) as Record<string, unknown>;
  return { ...file, title: entry.title, type: entry.doc_type, conditions: entry.conditions };
};

/** The kit's own global colours (its site settings), as a kit import makes them the site's: its templates reference them. */
const kitColors = (
  JSON.parse(readFileSync(join(KIT, "site-settings.json"), "utf8")) as {
    settings: { system_colors: { _id: string; title: string; color: string }[] };
  }
).settings.system_colors.map((c) => ({ id: c._id, title: c.title, color: c.color }));

let editor: { api: APIRequestContext; nonce: string };
let admin: { api: APIRequestContext; nonce: string };
let siteColors: unknown;
const made: number[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
  admin = await editorApi(baseURL!, DEMO.admin);
  siteColors = ((await (await admin.api.get("/api/admin/v1/settings")).json()) as { global_colors: unknown }).global_colors;
  const colors = await admin.api.put("/api/admin/v1/settings", {
    headers: { "X-Aisle-Nonce": admin.nonce },
    data: { global_colors: kitColors },
  });
  expect(colors.status(), await colors.text()).toBe(200);
  for (const kitId of ["29", "27", "15", "13"]) {
    const res = await editor.api.post("/api/admin/v1/documents/import", {
      headers: { "X-Aisle-Nonce": editor.nonce },
      data: templateFile(kitId),
    });
    expect(res.status(), await res.text()).toBe(201);
    made.push(((await res.json()) as { id: number }).id);
  }
});

test.afterAll(async () => {
  for (const id of made) await editor.api.delete(`/api/admin/v1/documents/${id}`, { headers: { "X-Aisle-Nonce": editor.nonce } });
  await admin.api.put("/api/admin/v1/settings", { headers: { "X-Aisle-Nonce": admin.nonce }, data: { global_colors: siteColors } });
  await admin.api.dispose();
  await editor.api.dispose();
});

/** The kit's header (its site title) and footer (its address) in place of the site's own header. */
async function expectKitChrome(page: Page) {
  await expect(page.getByRole("banner").getByRole("heading", { name: "Crumbella" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Prithviraj Road");
  await expect(page.getByRole("link", { name: /^Cart/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "My store" })).toHaveCount(0);
}

async function expectOwnChrome(page: Page) {
  await expect(page.getByRole("link", { name: /^Cart/ }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Crumbella" })).toHaveCount(0);
  await expect(page.getByText("Prithviraj Road")).toHaveCount(0);
}

test("the kit's header and footer show on every page in place of the site's own", async ({ page }) => {
  const errors = await recordConsoleErrors(page);
  for (const path of ["/", "/shop", "/recipes", "/about-us"]) {
    await page.goto(path);
    await pageReady(page);
    await expectKitChrome(page);
    expect(await errors(), path).toEqual([]);
  }
  expect(await axeViolations(page)).toEqual([]);
});

test("a recipe is laid out by the single-post template", async ({ page }) => {
  const listed = await editor.api.get("/api/content/v1/posts?type=recipe&per_page=1");
  const recipe = ((await listed.json()) as { items: { title: string; url: string }[] }).items[0]!;
  await page.goto(recipe.url);
  await expect(page.getByRole("main").getByRole("heading", { name: recipe.title })).toBeVisible();
  await expect(page.locator('main [data-elementor-type="single-post"]')).toHaveCount(1);
  await expectKitChrome(page);
});

test("an unknown address shows the 404 template with status 404", async ({ page }) => {
  const response = await page.goto(`/no-such-page-${Date.now().toString(36)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Homepage" })).toBeVisible();
  await expectKitChrome(page);
});

test("excluding a page in Display conditions gives it the site's own header and footer on the next request", async ({ page }) => {
  await page.goto("/about-us");
  await expectKitChrome(page);

  await page.goto("/admin/sign-in?return_to=%2Fadmin%2Ftemplates");
  await page.getByLabel("Email").fill(DEMO.editor.email);
  await page.getByLabel("Password").fill(DEMO.editor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Website templates" })).toBeVisible();

  for (const [type, title] of [
    ["Header", "Header"],
    ["Footer", "Footer"],
  ] as const) {
    const row = page.getByRole("region", { name: type, exact: true }).getByRole("row", { name: new RegExp(`^${title}`) });
    await expect(row).toContainText("include/general");
    await row.getByRole("button", { name: "Edit conditions" }).click();
    const dialog = page.getByRole("dialog", { name: "Display conditions" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Add condition" }).click();
    const second = dialog.getByRole("group", { name: "Condition 2" });
    await second.getByRole("combobox", { name: "Include or exclude" }).selectOption("exclude");
    await second.getByRole("combobox", { name: "Applies to" }).selectOption({ label: "A page" });
    await second.getByRole("combobox", { name: "Page" }).selectOption({ label: "About Us" });
    await dialog.getByRole("button", { name: "Save conditions" }).click();
    await expect(page.getByRole("status")).toHaveText(`Display conditions of “${title}” saved.`);
    await expect(page.getByRole("region", { name: type, exact: true }).getByRole("row", { name: new RegExp(`^${title}`) })).toContainText(
      /exclude\/singular\/page\/\d+/,
    );
  }
  expect(await axeViolations(page)).toEqual([]);

  await page.goto("/about-us");
  await expectOwnChrome(page);
  await page.goto("/shop");
  await expectKitChrome(page);
});

test("Add new makes a draft of the type and opens it in the editor", async ({ page }) => {
  await page.goto("/admin/sign-in?return_to=%2Fadmin%2Ftemplates");
  await page.getByLabel("Email").fill(DEMO.editor.email);
  await page.getByLabel("Password").fill(DEMO.editor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("region", { name: "Search results", exact: true }).getByRole("button", { name: "Add new" }).click();
  await expect(page).toHaveURL(/\/admin\/documents\/\d+\/edit$/);
  made.push(Number(/\/admin\/documents\/(\d+)\/edit/.exec(page.url())![1]));
  await page.goto("/admin/templates");
  await expect(
    page.getByRole("region", { name: "Search results", exact: true }).getByRole("row", { name: /Untitled search results/ }),
  ).toContainText("None: shows nowhere");
});
