import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { axeViolations } from "./support/axe";
import { pageReady } from "./support/ready";

async function signIn(page: Page, who: { email: string; password: string }) {
  const login = await page.request.post("/api/auth/v1/login", { data: who });
  expect(login.status()).toBe(200);
}

/** Focus a control and press a key: the way a keyboard user acts. */
async function press(locator: Locator, key = "Enter") {
  await locator.focus();
  await locator.press(key);
}

/** Type into a field from the keyboard, replacing what it held. */
async function typeInto(locator: Locator, text: string) {
  await locator.focus();
  await locator.press("ControlOrMeta+A");
  await locator.press("Delete");
  await locator.pressSequentially(text);
}

const LOGO = "/images/demo/harvest-lane-logo.svg";

test("an editor builds a page by keyboard with a tablet-only font size, sees it live, publishes it, and a visitor sees it at each width", async ({
  page,
}) => {
  test.slow();
  await signIn(page, DEMO.editor);
  await page.goto("/admin/documents");
  await pageReady(page);
  await press(page.getByRole("button", { name: "New page" }));
  await expect(page).toHaveURL(/\/admin\/documents\/\d+\/edit$/);
  await pageReady(page);

  const bar = page.getByRole("toolbar", { name: "Editor" });
  const widgets = page.getByRole("region", { name: "Widgets" });
  const tree = page.getByRole("tree", { name: "Structure" });
  const settings = page.getByRole("region", { name: "Settings" });
  const preview = page.frameLocator("iframe[title=Preview]");
  // Every group of the runtime's widgets, and the search.
  for (const group of ["Layout", "Basic", "General", "Pro", "Single"])
    await expect(widgets.getByRole("group", { name: group })).toBeVisible();
  await expect(widgets.getByRole("button", { name: "Counter" })).toBeVisible();
  await expect(preview.locator("html[data-ready]")).toHaveCount(1);
  // The preview is never reloaded: a mark set in it now is still there at the end.
  const frame = page.frame({ url: /\/preview\?aisle-edit=1/ })!;
  await frame.evaluate(() => ((window as unknown as { editorMark: number }).editorMark = 1));

  await press(widgets.getByRole("button", { name: "Container" }));
  await expect(tree.getByRole("treeitem", { name: "Container", selected: true })).toBeVisible();
  await press(widgets.getByRole("button", { name: "Heading", exact: true }));
  await typeInto(settings.getByRole("textbox", { name: "Title" }), "Fresh deals");
  await expect(tree.getByRole("treeitem", { name: "Container" }).getByRole("treeitem", { name: "Heading: Fresh deals" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Fresh deals" })).toBeVisible();
  await expect(page.locator("iframe[title=Preview]")).toHaveAttribute("data-update-ms", /^\d+$/);

  // Font size: 40 px on desktop, 20 px from the tablet down.
  await press(settings.getByRole("tab", { name: "Style" }));
  const size = settings.getByRole("spinbutton", { name: "Font size" });
  await typeInto(size, "40");
  await expect(preview.getByRole("heading", { name: "Fresh deals" })).toHaveCSS("font-size", "40px");
  await press(bar.getByRole("button", { name: "Tablet" }));
  await expect(bar.getByRole("button", { name: "Tablet" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("iframe[title=Preview]")).toHaveJSProperty("offsetWidth", 768);
  await expect(settings.getByText("Inherits 40px from Desktop.")).toBeVisible();
  await typeInto(size, "20");
  await expect(settings.getByRole("button", { name: "Reset to Desktop" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Fresh deals" })).toHaveCSS("font-size", "20px");
  await press(bar.getByRole("button", { name: "Desktop" }));
  await expect(size).toHaveValue("40");

  // A text, a button and an image carousel after the heading, found through the search.
  await press(widgets.getByRole("button", { name: "Text Editor" }));
  await press(settings.getByRole("tab", { name: "Content" }));
  await typeInto(settings.getByRole("textbox", { name: "Text" }), "Picked this morning.");
  await press(widgets.getByRole("button", { name: "Button", exact: true }));
  await typeInto(settings.getByRole("textbox", { name: "Text" }), "Shop deals");
  await typeInto(widgets.getByRole("searchbox", { name: "Search widgets" }), "carou");
  await expect(widgets.getByRole("button")).toHaveCount(1);
  await press(widgets.getByRole("button", { name: "Image Carousel" }));
  for (const n of [1, 2]) {
    await press(settings.getByRole("button", { name: "Add image" }));
    const image = settings.getByRole("group", { name: `Image ${n}` });
    await typeInto(image.getByRole("textbox", { name: "Image address" }), LOGO);
    await typeInto(image.getByRole("textbox", { name: "Alternative text" }), `Harvest Lane ${n}`);
  }
  await expect(tree.getByRole("treeitem")).toHaveCount(5);
  await expect(preview.getByRole("link", { name: "Shop deals" })).toBeVisible();
  await expect(preview.getByRole("img", { name: "Harvest Lane 2" })).toBeAttached();
  expect(await frame.evaluate(() => (window as unknown as { editorMark?: number }).editorMark)).toBe(1);

  // A click in the preview selects that element.
  await preview.getByText("Picked this morning.").click();
  await expect(tree.getByRole("treeitem", { name: /^Text Editor/, selected: true })).toBeVisible();

  expect(await axeViolations(page, ".editor")).toEqual([]);

  await press(bar.getByRole("button", { name: "Publish" }));
  await expect(page.getByRole("status").filter({ hasText: "visitors see this version" })).toBeVisible();
  const href = (await page.getByRole("link", { name: "View the page" }).getAttribute("href"))!;

  const visitor = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1280, height: 900 } });
  await visitor.goto(href);
  const heading = visitor.getByRole("heading", { name: "Fresh deals" });
  await expect(heading).toHaveCSS("font-size", "40px");
  await expect(visitor.getByText("Picked this morning.")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Shop deals" })).toBeVisible();
  await expect(visitor.getByRole("img", { name: "Harvest Lane 1" })).toBeAttached();
  await visitor.setViewportSize({ width: 768, height: 900 });
  await expect(heading).toHaveCSS("font-size", "20px");
  await visitor.close();
});
