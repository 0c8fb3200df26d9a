import { expect, test, type Locator } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { pageReady } from "./support/ready";

/** Focus a control and press a key: the way a keyboard user acts. */
async function press(locator: Locator, key = "Enter") {
  await locator.focus();
  await locator.press(key);
}

const cleanups: Array<() => Promise<unknown>> = [];
test.afterEach(async () => {
  for (const done of cleanups.splice(0)) await done();
});

test("a popup made in the editor with a page-load trigger on the entire site opens for visitors", async ({ page, browser }) => {
  const login = await page.request.post("/api/auth/v1/login", { data: DEMO.editor });
  expect(login.status()).toBe(200);
  const { nonce } = (await login.json()) as { nonce: string };
  await page.goto("/admin/documents");
  await pageReady(page);
  await press(page.getByRole("button", { name: "New popup" }));
  await expect(page).toHaveURL(/\/admin\/documents\/\d+\/edit$/);
  const id = /\/admin\/documents\/(\d+)\/edit$/.exec(page.url())![1];
  // The popup opens on every page of the site: it goes again when the test ends, so the specs that
  // share this server see the site as it was.
  cleanups.push(() => page.request.delete(`/api/admin/v1/documents/${id}`, { headers: { "X-Aisle-Nonce": nonce } }));
  await pageReady(page);

  // With nothing selected, Settings holds the popup's own settings.
  const settings = page.getByRole("region", { name: "Settings" });
  const triggers = settings.getByRole("region", { name: "Triggers" });
  await expect(settings.getByRole("region", { name: "Advanced rules" })).toBeVisible();
  await press(triggers.getByRole("switch", { name: "On Page Load" }), "Space");
  await expect(triggers.getByRole("spinbutton", { name: "Within (sec)" })).toBeVisible();
  const conditions = settings.getByRole("region", { name: "Display conditions" });
  await conditions.getByRole("combobox", { name: "New condition" }).selectOption("include/general");
  await press(conditions.getByRole("button", { name: "Add condition" }));
  await expect(conditions.getByRole("textbox", { name: "Condition 1" })).toHaveValue("include/general");

  await press(page.getByRole("region", { name: "Widgets" }).getByRole("button", { name: "Heading", exact: true }));
  const title = settings.getByRole("textbox", { name: "Title" });
  await title.focus();
  await title.press("ControlOrMeta+A");
  await title.pressSequentially("Weekly deals are here");
  // Escape in Structure goes back to the popup's settings, as they were set.
  await press(page.getByRole("tree", { name: "Structure" }).getByRole("treeitem", { name: "Heading: Weekly deals are here" }), "Escape");
  await expect(triggers.getByRole("switch", { name: "On Page Load" })).toBeChecked();

  await press(page.getByRole("toolbar", { name: "Editor" }).getByRole("button", { name: "Publish" }));
  await expect(page.getByRole("status").filter({ hasText: "visitors see this version" })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(new URL("/", page.url()).href);
  const popup = visitor.getByRole("dialog", { name: "Untitled popup" });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole("heading", { name: "Weekly deals are here" })).toBeVisible();
  await visitor.close();
});
