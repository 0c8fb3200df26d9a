import { expect, test, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { axeViolations } from "./support/axe";

/** The page's own status message (the site's loading announcer is another status, outside main). */
const said = (page: Page) => page.getByRole("main").getByRole("status");

const heading = (text: string) => [{ id: "h1a2b3c", elType: "widget", widgetType: "heading", settings: { title: text }, elements: [] }];

/** Signs in through the API (the session cookie lands in the page's context); the nonce for API calls. */
async function signIn(page: Page, who: { email: string; password: string }): Promise<string> {
  const login = await page.request.post("/api/auth/v1/login", { data: who });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { nonce: string }).nonce;
}

/** A published page saved three times: revisions hold "First draft" and "Second draft". */
async function pageWithHistory(page: Page, nonce: string, slug: string): Promise<number> {
  const headers = { "x-aisle-nonce": nonce };
  const created = await page.request.post("/api/admin/v1/documents", {
    data: { type: "page", title: "First draft", slug, elements: heading("Hello from the first draft") },
    headers,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const [title, text] of [
    ["Second draft", "Hello from the second draft"],
    ["Final page", "Hello from the final page"],
  ]) {
    const saved = await page.request.put(`/api/admin/v1/documents/${id}`, { data: { title, elements: heading(text!) }, headers });
    expect(saved.status()).toBe(200);
  }
  return id;
}

test("an editor opens a document, compares two revisions, restores one, deletes it and undoes the delete", async ({ page }) => {
  // A long walk with four axe checks on a shared machine.
  test.slow();
  const nonce = await signIn(page, DEMO.editor);
  const id = await pageWithHistory(page, nonce, "revision-walk");

  await page.goto("/admin/documents?q=revision-walk");
  await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "revision-walk" });
  await expect(row).toContainText("Published");
  await expect(row.getByRole("link", { name: "View Final page" })).toHaveAttribute("href", "/revision-walk");
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole("link", { name: "Final page", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Final page" })).toBeVisible();
  const revisions = page.getByRole("region", { name: "Revisions" });
  await expect(revisions.getByRole("row")).toHaveCount(3);
  // Compare the oldest kept version with the next one.
  const options = await page.getByLabel("Compare from").locator("option").allTextContents();
  const first = options.find((o) => o.includes("First draft"))!;
  const second = options.find((o) => o.includes("Second draft"))!;
  await page.getByLabel("Compare from").selectOption({ label: first });
  await page.getByLabel("to", { exact: true }).selectOption({ label: second });
  await page.getByRole("button", { name: "Compare" }).click();
  const comparison = page.locator("#comparison");
  await expect(comparison).toContainText("Title: “First draft” → “Second draft”");
  await expect(comparison.getByRole("heading", { name: "Elements changed" })).toBeVisible();
  await expect(comparison).toContainText("widget heading h1a2b3c — settings: title");
  expect(await axeViolations(page)).toEqual([]);

  // Restore the first draft, after confirming.
  const firstId = /#(\d+)/.exec(first)![1];
  await page.getByRole("link", { name: `Restore revision #${firstId}…` }).click();
  await expect(page.getByRole("heading", { name: `Restore revision #${firstId} (“First draft”)?` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Restore this revision" }).click();
  await expect(said(page)).toContainText("The revision was restored.");
  await expect(page.getByRole("heading", { level: 1, name: "First draft" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("First draft");
  await page.goto("/revision-walk");
  await expect(page.getByRole("heading", { name: "Hello from the first draft" })).toBeVisible();

  // Delete after confirming: visitors lose the page; Undo brings it back.
  await page.goto(`/admin/documents/${id}`);
  await page.getByRole("link", { name: "Delete…" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Delete “First draft”?" })).toBeVisible();
  await page.getByRole("button", { name: "Delete this document" }).click();
  await expect(page).toHaveURL(/\/admin\/documents\?binned=\d+$/);
  await expect(said(page)).toContainText("Document “First draft” was deleted.");
  expect(await axeViolations(page)).toEqual([]);
  expect((await page.request.get("/revision-walk")).status()).toBe(404);
  await said(page).getByRole("button", { name: "Undo" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/documents/${id}\\?done=undone$`));
  await expect(said(page)).toHaveText("The document is back, as it was before it was deleted.");
  await expect(page.getByRole("region", { name: "Revisions" }).getByRole("row")).toHaveCount(4);
  await page.goto("/revision-walk");
  await expect(page.getByRole("heading", { name: "Hello from the first draft" })).toBeVisible();
});

test("a refused save is said in place and changes nothing; the slug of another document is refused", async ({ page }) => {
  const nonce = await signIn(page, DEMO.editor);
  const id = await pageWithHistory(page, nonce, "refused-settings");
  await pageWithHistory(page, nonce, "refused-other");
  await page.goto(`/admin/documents/${id}`);
  await page.getByLabel("Title").fill("Renamed");
  await page.getByLabel("Slug").fill("refused-other");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(page.getByText("Slug is already used by another document")).toBeVisible();
  await page.getByLabel("Slug").fill("Not A Slug");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("alert")).toHaveText("The settings were not saved: correct the fields marked below.");
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(page.getByLabel("Title")).toHaveValue("Renamed");
  await expect(page.getByRole("heading", { level: 1, name: "Final page" })).toBeVisible();
  await page.getByLabel("Slug").fill("refused-settings-2");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(said(page)).toHaveText("The settings were saved.");
  await expect(page.getByRole("heading", { level: 1, name: "Renamed" })).toBeVisible();
});

test("an Elementor export is imported from the documents screen with its warnings shown", async ({ page }) => {
  // Two imports and an axe check on a shared machine.
  test.slow();
  await signIn(page, DEMO.editor);
  await page.goto("/admin/documents");
  const exported = {
    version: "0.4",
    title: "Imported flyer",
    type: "page",
    content: [{ id: "Bad Id!", elType: "widget", widgetType: "heading", settings: { title: "From Elementor" }, elements: [] }],
    page_settings: [],
  };
  await page
    .getByLabel("Export file")
    .setInputFiles({ name: "flyer.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(exported)) });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(said(page)).toContainText("Imported “Imported flyer” as a draft");
  await expect(said(page)).toContainText("What the import changed:");
  expect(await axeViolations(page)).toEqual([]);
  await said(page).getByRole("link", { name: "open it" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Imported flyer" })).toBeVisible();

  await page.goto("/admin/documents");
  await page.getByLabel("Export file").setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from("not json") });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("alert")).toHaveText("“notes.json” is not JSON: choose the .json file Elementor exported.");
  await expect(page.getByRole("alert")).toBeFocused();
});

test("Sign out on an admin screen ends the session and returns to the sign-in page", async ({ page }) => {
  await signIn(page, DEMO.editor);
  await page.goto("/admin/documents");
  await page.getByRole("button", { name: "Sign out" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/sign-in\?signed_out=1$/);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("You have signed out.");
  await page.goto("/admin/documents");
  await expect(page).toHaveURL(/\/admin\/sign-in\?return_to=%2Fadmin%2Fdocuments$/);
  expect((await page.request.get("/api/admin/v1/documents")).status()).toBe(401);
});

test("the administrator deletes a user group after confirming, and is told why a store group in use cannot go @mobile", async ({
  page,
}) => {
  const nonce = await signIn(page, DEMO.admin);
  const name = `Leaving club ${test.info().project.name}`;
  const made = await page.request.post("/api/admin/v1/user-groups", { data: { name }, headers: { "x-aisle-nonce": nonce } });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  await page.goto("/admin/user-groups");
  await page.getByRole("link", { name: `Delete user group ${id}…` }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Delete the user group “${name}”?` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Delete user group" }).click();
  await expect(said(page)).toHaveText(`Deleted the user group “${name}”.`);

  // Store group 1 of the demo data holds stores.
  await page.goto("/admin/store-groups?delete=1");
  await expect(page.getByText(/\d+ stores? (is|are) in this group/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete store group" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
