import { expect, test, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { pageReady } from "./support/ready";

async function signIn(page: Page, who: { email: string; password: string }): Promise<string> {
  const login = await page.request.post("/api/auth/v1/login", { data: who });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { nonce: string }).nonce;
}

/** Focus a control and press a key: the way a keyboard user acts. */
async function press(locator: ReturnType<Page["getByRole"]>, key = "Enter") {
  await locator.focus();
  await locator.press(key);
}

test("an editor makes a page by keyboard, publishes it, sees it as a visitor, and meets someone else's newer save", async ({ page }) => {
  test.slow();
  await signIn(page, DEMO.editor);
  await page.goto("/admin/documents");
  await pageReady(page);
  await press(page.getByRole("button", { name: "New page" }));
  await expect(page).toHaveURL(/\/admin\/documents\/\d+\/edit$/);
  await pageReady(page);
  const id = Number(/documents\/(\d+)\/edit/.exec(page.url())![1]);

  const bar = page.getByRole("toolbar", { name: "Editor" });
  for (const name of ["Undo", "Redo", "Desktop", "Tablet", "Mobile", "Save draft", "Publish"])
    await expect(bar.getByRole("button", { name, exact: true })).toBeVisible();
  for (const name of ["Preview", "Site settings", "Exit editor"]) await expect(bar.getByRole("link", { name })).toBeVisible();
  await expect(page.locator("iframe[title=Preview]")).toBeVisible();

  // Insert a heading and a text, move the text above it, remove it and bring it back.
  const widgets = page.getByRole("region", { name: "Widgets" });
  await press(widgets.getByRole("button", { name: "Heading" }));
  const tree = page.getByRole("tree", { name: "Structure" });
  await expect(tree.getByRole("treeitem", { name: "Heading: Add Your Heading Text Here", selected: true })).toBeVisible();
  const title = page.getByRole("region", { name: "Settings" }).getByRole("textbox", { name: "Title" });
  await title.focus();
  await title.press("ControlOrMeta+A");
  await title.pressSequentially("Fresh deals");
  await expect(tree.getByRole("treeitem", { name: "Heading: Fresh deals" })).toBeVisible();
  await press(widgets.getByRole("button", { name: "Text Editor" }));
  const text = tree.getByRole("treeitem", { name: /^Text Editor/ });
  await press(text, "Alt+ArrowUp");
  await expect(page.getByRole("status").filter({ hasText: "moved up" })).toBeVisible();
  await expect(tree.getByRole("treeitem").first()).toHaveAccessibleName(/^Text Editor/);
  await expect(text).toBeFocused();
  await text.press("Delete");
  await expect(tree.getByRole("treeitem")).toHaveCount(1);
  await expect(tree.getByRole("treeitem", { name: "Heading: Fresh deals" })).toBeFocused();
  await page.keyboard.press("ControlOrMeta+Z");
  await expect(tree.getByRole("treeitem")).toHaveCount(2);
  await press(tree.getByRole("treeitem", { name: /^Text Editor/ }), "Delete");
  await press(tree.getByRole("treeitem", { name: "Heading: Fresh deals" }), "ControlOrMeta+D");
  await expect(tree.getByRole("treeitem", { name: "Heading: Fresh deals" })).toHaveCount(2);
  await expect(tree.getByRole("treeitem").nth(1)).toBeFocused();
  await page.keyboard.press("Delete");
  await expect(tree.getByRole("treeitem")).toHaveCount(1);

  await press(bar.getByRole("button", { name: "Save draft" }));
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await press(bar.getByRole("button", { name: "Publish" }));
  await expect(page.getByRole("status").filter({ hasText: "visitors see this version" })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Update" })).toBeVisible();

  const href = await page.getByRole("link", { name: "View the page" }).getAttribute("href");
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(href!);
  await expect(visitor.getByRole("heading", { name: "Fresh deals" })).toBeVisible();
  // The editor and the draft preview are for staff: a visitor is asked to sign in.
  for (const path of [`/admin/documents/${id}/edit`, `/admin/documents/${id}/preview`]) {
    await visitor.goto(path);
    await expect(visitor).toHaveURL(/\/admin\/sign-in\?return_to=/);
  }
  await visitor.close();

  // Someone else saves a newer version; this editor's Update is refused, and Save as a copy keeps its changes.
  const other = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();
  const nonce = await signIn(otherPage, DEMO.admin);
  const { version } = (await (await otherPage.request.get(`/api/admin/v1/documents/${id}`)).json()) as { version: string };
  const saved = await otherPage.request.put(`/api/admin/v1/documents/${id}`, {
    data: { version, title: "Deals from the administrator" },
    headers: { "x-aisle-nonce": nonce },
  });
  expect(saved.status()).toBe(200);
  await other.close();
  await title.focus();
  await title.press("End");
  await title.pressSequentially(" today");
  await press(bar.getByRole("button", { name: "Update" }));
  const conflict = page.getByRole("alertdialog", { name: "Someone else saved this document" });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText(DEMO.admin.email);
  await expect(conflict.getByRole("button", { name: "Reload" })).toBeVisible();
  await press(conflict.getByRole("button", { name: "Save as a copy" }));
  await expect(page.getByRole("status").filter({ hasText: "This is your copy" })).toBeVisible();
  expect(page.url()).not.toContain(`/documents/${id}/edit`);
  await expect(page.getByRole("tree", { name: "Structure" }).getByRole("treeitem", { name: "Heading: Fresh deals today" })).toBeVisible();
});
