import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { drawImage } from "../../server/test/media-images";
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

/**
 * Chooses an image in the [dialog] `Media library` by keyboard: the one named `alt`, or (with `upload`)
 * a new upload given that alt text.
 */
async function chooseFromLibrary(page: Page, group: Locator, alt: string, upload = false) {
  await press(group.getByRole("button", { name: "Choose from media library" }));
  const dialog = page.getByRole("dialog", { name: "Media library" });
  await expect(dialog).toBeVisible();
  if (upload) {
    const chooser = page.waitForEvent("filechooser");
    await press(dialog.getByRole("button", { name: "Upload images" }));
    await (
      await chooser
    ).setFiles({ name: "peaches.png", mimeType: "image/png", buffer: Buffer.from(await drawImage(640, 400, "png", "#e8a33d")) });
    await expect(dialog.getByRole("status")).toHaveText("Uploaded peaches.");
    await typeInto(dialog.getByRole("textbox", { name: "Alt text" }), alt);
    await dialog.getByRole("textbox", { name: "Alt text" }).press("Enter");
    await expect(dialog.getByRole("status")).toHaveText("Saved.");
  } else {
    await typeInto(dialog.getByRole("searchbox", { name: "Search media" }), alt);
    await press(dialog.getByRole("button", { name: alt }));
  }
  await press(dialog.getByRole("button", { name: "Choose image", exact: true }));
  await expect(dialog).toBeHidden();
  await expect(group.getByRole("textbox", { name: "Image address" })).toHaveValue(/^\/media\/[0-9a-f]{32}\/full\.png$/);
}

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

  // The heading takes the site’s secondary colour by reference, and a top margin from the Advanced tab.
  const heading = preview.getByRole("heading", { name: "Fresh deals" });
  await settings.getByRole("combobox", { name: "Text color global colour" }).selectOption("secondary");
  const secondary = await frame.evaluate(() => {
    const probe = document.createElement("span");
    probe.style.color = "var(--e-global-color-secondary)";
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  await expect(heading).toHaveCSS("color", secondary);
  await press(settings.getByRole("tab", { name: "Advanced" }));
  await typeInto(settings.getByRole("spinbutton", { name: "Margin top" }), "30");
  await expect(preview.locator(".elementor-widget-heading")).toHaveCSS("margin-top", "30px");

  // A text, an image from the media library, a button and an image carousel, found through the search.
  const alt = `Peaches in a basket ${Date.now()}`;
  await press(widgets.getByRole("button", { name: "Text Editor" }));
  await press(settings.getByRole("tab", { name: "Content" }));
  await typeInto(settings.getByRole("textbox", { name: "Text" }), "Picked this morning.");
  await press(widgets.getByRole("button", { name: "Image", exact: true }));
  await chooseFromLibrary(page, settings.getByRole("group", { name: "Image" }), alt, true);
  await expect(preview.getByRole("img", { name: alt })).toBeVisible();
  await press(widgets.getByRole("button", { name: "Button", exact: true }));
  await typeInto(settings.getByRole("textbox", { name: "Text" }), "Shop deals");
  await press(settings.getByRole("tab", { name: "Advanced" }));
  await typeInto(settings.getByRole("textbox", { name: "CSS ID" }), "shop-deals");
  await typeInto(widgets.getByRole("searchbox", { name: "Search widgets" }), "carou");
  await expect(widgets.getByRole("button")).toHaveCount(1);
  await press(widgets.getByRole("button", { name: "Image Carousel" }));
  for (const n of [1, 2]) {
    await press(settings.getByRole("button", { name: "Add image" }));
    await chooseFromLibrary(page, settings.getByRole("group", { name: `Image ${n}` }), alt);
  }
  await expect(tree.getByRole("treeitem")).toHaveCount(6);
  await expect(preview.getByRole("link", { name: "Shop deals" })).toBeVisible();
  await expect(preview.getByRole("img", { name: alt })).toHaveCount(3);
  expect(await frame.evaluate(() => (window as unknown as { editorMark?: number }).editorMark)).toBe(1);

  // A click in the preview selects that element.
  await preview.getByText("Picked this morning.").click();
  await expect(tree.getByRole("treeitem", { name: /^Text Editor/, selected: true })).toBeVisible();
  // The text is hidden from visitors until they click the button (show on events, from the Advanced tab).
  await press(settings.getByRole("tab", { name: "Advanced" }));
  await expect(settings.getByRole("textbox", { name: "Trigger element (CSS selector)" })).toHaveCount(0);
  await press(settings.getByRole("switch", { name: "Show or hide on events" }), "Space");
  await typeInto(settings.getByRole("textbox", { name: "Trigger element (CSS selector)" }), "#shop-deals");
  await expect(preview.getByText("Picked this morning.")).toBeVisible();

  expect(await axeViolations(page, ".editor")).toEqual([]);

  await press(bar.getByRole("button", { name: "Publish" }));
  await expect(page.getByRole("status").filter({ hasText: "visitors see this version" })).toBeVisible();
  const href = (await page.getByRole("link", { name: "View the page" }).getAttribute("href"))!;

  const visitor = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1280, height: 900 } });
  await visitor.goto(href);
  const seen = visitor.getByRole("heading", { name: "Fresh deals" });
  await expect(seen).toHaveCSS("font-size", "40px");
  await expect(visitor.getByText("Picked this morning.")).toBeHidden();
  await expect(visitor.getByRole("link", { name: "Shop deals" })).toBeVisible();
  await expect(visitor.getByRole("img", { name: alt })).toHaveCount(3);
  await expect(visitor.getByRole("img", { name: alt }).first()).toHaveAttribute("src", /^\/media\/[0-9a-f]{32}\//);
  await expect(seen).toHaveCSS("color", secondary);
  // A click before the scripts ran is not replayed (decision 0017): the visitor clicks once they have.
  await pageReady(visitor);
  await visitor.getByRole("link", { name: "Shop deals" }).click();
  await expect(visitor.getByText("Picked this morning.")).toBeVisible();
  await visitor.setViewportSize({ width: 768, height: 900 });
  await expect(seen).toHaveCSS("font-size", "20px");
  await visitor.close();
});
