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
  for (const name of ["Undo", "Redo", "Desktop", "Tablet", "Mobile", "Preview", "Save draft", "Publish"])
    await expect(bar.getByRole("button", { name, exact: true })).toBeVisible();
  for (const name of ["Site settings", "Exit editor"]) await expect(bar.getByRole("link", { name })).toBeVisible();
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
  await expect(tree.getByRole("treeitem", { name: "Heading: Fresh deals today" })).toBeVisible();
  // Preview opens the editor's tree as it is now, unsaved change included, as a visitor sees it; the page stays as published.
  const [shown] = await Promise.all([page.context().waitForEvent("page"), press(bar.getByRole("button", { name: "Preview" }))]);
  await expect(shown.getByRole("heading", { name: "Fresh deals today" })).toBeVisible();
  await expect(shown.getByRole("toolbar", { name: "Editor" })).toHaveCount(0);
  await expect(shown.getByRole("banner")).toBeVisible();
  await shown.goto(href!);
  await expect(shown.getByRole("heading", { name: "Fresh deals", exact: true })).toBeVisible();
  await shown.close();
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

test("an editor drags an element into another container in the structure, undoes it, drops widgets on the preview and the tree, a tree item on the preview, and moves one by touch", async ({
  page,
}) => {
  // A screen tall enough to show the widget tiles and the preview at once (on a shorter one the page scrolls as the drag nears its edge).
  await page.setViewportSize({ width: 1280, height: 1800 });
  await signIn(page, DEMO.editor);
  await page.goto("/admin/documents");
  await pageReady(page);
  await press(page.getByRole("button", { name: "New page" }));
  await expect(page).toHaveURL(/\/admin\/documents\/\d+\/edit$/);
  await pageReady(page);
  const widgets = page.getByRole("region", { name: "Widgets" });
  const tree = page.getByRole("tree", { name: "Structure" });
  const preview = page.frameLocator("iframe[title=Preview]");
  const status = page.getByRole("status").filter({ hasText: /moved|inserted/ });

  // Two containers, the first holding a heading.
  await press(widgets.getByRole("button", { name: "Container" }));
  await press(widgets.getByRole("button", { name: "Heading", exact: true }));
  const title = page.getByRole("region", { name: "Settings" }).getByRole("textbox", { name: "Title" });
  await title.focus();
  await title.press("ControlOrMeta+A");
  await title.pressSequentially("Fresh deals");
  const heading = tree.getByRole("treeitem", { name: "Heading: Fresh deals" });
  await press(heading, "Escape");
  await press(widgets.getByRole("button", { name: "Container" }));
  const containers = tree.getByRole("treeitem", { name: "Container", exact: true });
  await expect(containers).toHaveCount(2);
  await expect(containers.first().getByRole("treeitem")).toHaveCount(1);
  await expect(preview.getByRole("heading", { name: "Fresh deals" })).toBeVisible();

  // The heading dragged by the mouse into the second container: one step, said, undone.
  await heading.dragTo(containers.nth(1));
  await expect(containers.nth(1).getByRole("treeitem", { name: "Heading: Fresh deals" })).toBeVisible();
  await expect(containers.first().getByRole("treeitem")).toHaveCount(0);
  await expect(status).toHaveText("Heading: Fresh deals moved into Container.");
  await expect(preview.locator(".e-con").nth(1).getByRole("heading", { name: "Fresh deals" })).toBeVisible();
  await page.getByRole("toolbar", { name: "Editor" }).getByRole("button", { name: "Undo" }).click();
  await expect(containers.first().getByRole("treeitem", { name: "Heading: Fresh deals" })).toBeVisible();
  await expect(containers.nth(1).getByRole("treeitem")).toHaveCount(0);

  // A Text Editor tile dropped on the lower half of the heading in the preview goes right after it, selected.
  const shown = preview.locator(".e-con").first().getByRole("heading", { name: "Fresh deals" });
  await expect(shown).toBeVisible();
  const box = (await shown.boundingBox())!;
  await widgets.getByRole("button", { name: "Text Editor" }).dragTo(shown, { targetPosition: { x: box.width / 2, y: box.height * 0.8 } });
  await expect(status).toHaveText("Text Editor inserted after Heading: Fresh deals.");
  await expect(containers.first().getByRole("treeitem")).toHaveText([/^Heading: Fresh deals/, "Text Editor: Add your text here."]);
  await expect(tree.getByRole("treeitem", { name: "Text Editor: Add your text here.", selected: true })).toBeVisible();
  await expect(preview.locator(".e-con").first().getByText("Add your text here.")).toBeVisible();

  // A Button tile dropped on the middle of the second container's tree item goes into it.
  await widgets.getByRole("button", { name: "Button", exact: true }).dragTo(containers.nth(1));
  await expect(status).toHaveText("Button inserted into Container.");
  await expect(containers.nth(1).getByRole("treeitem", { name: /^Button/, selected: true })).toBeVisible();
  const shownButton = preview.locator(".e-con").nth(1).getByText("Click here");
  await expect(shownButton).toBeVisible();

  // The button's tree item dropped on the upper half of the heading in the preview moves it before the heading.
  const headingBox = (await shown.boundingBox())!;
  await tree
    .getByRole("treeitem", { name: /^Button/ })
    .dragTo(shown, { targetPosition: { x: headingBox.width / 2, y: headingBox.height * 0.2 } });
  await expect(status).toHaveText(/^Button.* moved before Heading: Fresh deals\.$/);
  await expect(containers.first().getByRole("treeitem")).toHaveText([/^Button/, /^Heading: Fresh deals/, /^Text Editor/]);
  await expect(containers.nth(1).getByRole("treeitem")).toHaveCount(0);
  await expect(preview.locator(".e-con").first().getByText("Click here")).toBeVisible();

  // By touch, which fires no HTML5 drag events: a finger held on the heading's item picks it up, and moving
  // onto the second container and lifting puts it there (a real touch pointer, as a tablet has).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
  const finger = (type: "touchStart" | "touchMove" | "touchEnd", at?: { x: number; y: number; width: number; height: number }) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: at ? [{ x: at.x + at.width / 2, y: at.y + at.height / 2 }] : [] });
  const into = (await containers.nth(1).boundingBox())!;
  await finger("touchStart", (await heading.getByText("Heading: Fresh deals").boundingBox())!);
  await expect(page.getByRole("status").filter({ hasText: "picked up" })).toBeVisible();
  await finger("touchMove", { ...into, y: into.y - 4 });
  await finger("touchMove", into);
  await finger("touchEnd");
  await expect(status).toHaveText("Heading: Fresh deals moved into Container.");
  await expect(containers.first().getByRole("treeitem")).toHaveText([/^Button/, /^Text Editor/]);
  await expect(containers.nth(1).getByRole("treeitem")).toHaveText([/^Heading: Fresh deals/]);
});
