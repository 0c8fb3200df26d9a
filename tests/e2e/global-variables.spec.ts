import { expect, test, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { axeViolations } from "./support/axe";
import { createPage, editorApi, widget } from "./support/builder";

/**
 * The site kit's global colours (docs/design/documents.md#global-colours-and-fonts): the administrator
 * changes one in the site settings' Global colors section, by keyboard, and an element of a public
 * page that references it takes the new colour; a colour is added and deleted the same way.
 */

const said = (page: Page) => page.getByRole("main").getByRole("status");
const colors = (page: Page) => page.getByRole("region", { name: "Global colors" });

async function signIn(page: Page, returnTo: string) {
  await page.goto(`/admin/sign-in?return_to=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("Email").fill(DEMO.admin.email);
  await page.getByLabel("Password").fill(DEMO.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
}

/** Types a new value into the Primary colour's field and saves with Enter. */
async function setPrimary(page: Page, value: string) {
  await page.goto("/admin/settings");
  const field = colors(page).getByRole("textbox", { name: "Value of Primary" });
  await field.fill(value);
  await field.press("Enter");
  await expect(said(page)).toHaveText("The settings were saved; visitors’ pages use them now.");
}

test("changing the primary global colour in the admin changes an element that references it on a public page and in an open editor's preview", async ({
  page,
  baseURL,
}) => {
  const editor = await editorApi(baseURL!);
  const { url, id } = await createPage(editor, "Global colour heading", [
    widget("heading", { title: "Coloured by the kit", title_color: "#111111", __globals__: { title_color: "globals/colors?id=primary" } }),
  ]);
  await editor.api.dispose();

  await signIn(page, "/admin/settings");
  await expect(colors(page)).toBeVisible();
  await expect(page.getByRole("region", { name: "Global fonts" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const original = await colors(page).getByRole("textbox", { name: "Value of Primary" }).inputValue();
  // The page is open in the editor in another tab: its preview follows the change at once, never reloaded.
  const editing = await page.context().newPage();
  await editing.goto(`/admin/documents/${id}/edit`);
  const preview = editing.frameLocator("iframe[title=Preview]");
  await expect(preview.locator("html[data-ready]")).toHaveCount(1);
  const frame = editing.frame({ url: /\/preview\?aisle-edit=1/ })!;
  await frame.evaluate(() => ((window as unknown as { editorMark: number }).editorMark = 1));
  try {
    await setPrimary(page, "#aa3300");
    await expect(preview.getByRole("heading", { name: "Coloured by the kit" })).toHaveCSS("color", "rgb(170, 51, 0)");
    expect(await frame.evaluate(() => (window as unknown as { editorMark?: number }).editorMark)).toBe(1);
    await editing.close();
    await page.goto(url);
    const title = page.getByRole("heading", { name: "Coloured by the kit" });
    await expect(title).toHaveCSS("color", "rgb(170, 51, 0)");

    await setPrimary(page, "#1a4d8f");
    await page.goto(url);
    await expect(title).toHaveCSS("color", "rgb(26, 77, 143)");
  } finally {
    await setPrimary(page, original);
  }
});

test("a global colour is added, renamed and deleted by keyboard", async ({ page }) => {
  await signIn(page, "/admin/settings");
  const region = colors(page);
  await region.getByRole("textbox", { name: "New colour name" }).fill("Crust");
  await region.getByRole("textbox", { name: "New colour value" }).fill("#d57c48");
  await region.getByRole("button", { name: "Add colour" }).press("Enter");
  await expect(said(page)).toHaveText("The settings were saved; visitors’ pages use them now.");
  await expect(region.getByRole("textbox", { name: "Value of Crust" })).toHaveValue("#d57c48");
  await expect(region.getByRole("textbox", { name: "New colour name" })).toHaveValue("");

  await region.getByRole("textbox", { name: "Name of Crust" }).fill("Golden crust");
  await region.getByRole("textbox", { name: "Name of Crust" }).press("Enter");
  await expect(region.getByRole("textbox", { name: "Value of Golden crust" })).toHaveValue("#d57c48");

  await region.getByRole("button", { name: "Delete Golden crust" }).focus();
  await page.keyboard.press("Enter");
  await expect(said(page)).toBeVisible();
  await expect(region.getByRole("textbox", { name: "Value of Golden crust" })).toHaveCount(0);
  await expect(region.getByRole("textbox", { name: "Value of Primary" })).toBeVisible();
});
