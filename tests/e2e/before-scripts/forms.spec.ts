import { expect, test, type Page } from "@playwright/test";
import { holdScripts } from "../support/held-scripts";

/**
 * Forms keep what was typed and chosen before the scripts ran, and work with it afterwards; one
 * sent before the scripts ran is answered by the server.
 */

const DAYTON = { id: 1003, name: "Harvest Lane Market – Dayton Far Hills", url: "/stores/dayton-far-hills" };
const COLUMBUS = { id: 1001 };

const contact = {
  store: (page: Page) => page.getByRole("combobox", { name: "Store" }),
  name: (page: Page) => page.getByRole("textbox", { name: "Name" }),
  email: (page: Page) => page.getByRole("textbox", { name: "Email" }),
  message: (page: Page) => page.getByRole("textbox", { name: "Message" }),
  send: (page: Page) => page.getByRole("button", { name: "Send message" }),
};

test("the contact form keeps the store chosen and the fields typed, and sends them @mobile", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
  const scripts = await holdScripts(page);
  await scripts.goto("/contact");
  await contact.store(page).selectOption(String(DAYTON.id));
  await contact.name(page).fill("Dana");
  await contact.email(page).fill("dana@example");
  await contact.message(page).fill("Do you carry oat milk?");
  await scripts.release();

  await expect(contact.store(page)).toHaveValue(String(DAYTON.id));
  await expect(contact.name(page)).toHaveValue("Dana");
  await expect(contact.email(page)).toHaveValue("dana@example");
  await expect(contact.message(page)).toHaveValue("Do you carry oat milk?");
  // Checked in the browser now: only the email is wrong, and nothing typed is lost.
  await contact.send(page).click();
  await expect(contact.email(page)).toBeFocused();
  await expect(contact.email(page)).toHaveAccessibleDescription("Enter a valid email address, like name@example.com.");
  await expect(contact.store(page)).toHaveValue(String(DAYTON.id));
  await expect(contact.message(page)).toHaveValue("Do you carry oat milk?");
  await contact.email(page).fill("dana@example.com");
  await contact.send(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, Dana" })).toBeVisible();
});

test("the contact form sent before the scripts ran is answered by the server", async ({ page }) => {
  const scripts = await holdScripts(page);
  await scripts.goto("/contact");
  await contact.store(page).selectOption(String(DAYTON.id));
  await contact.name(page).fill("Sam");
  await contact.email(page).fill("sam@example.com");
  await contact.message(page).fill("Please call me back.");
  await contact.send(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, Sam" })).toBeVisible();
  await scripts.release();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, Sam" })).toBeVisible();
});

test("the store search keeps what was typed and searches for it @mobile", async ({ page }) => {
  const scripts = await holdScripts(page);
  await scripts.goto("/store/store-locator");
  const search = page.getByRole("searchbox", { name: "City, postal code or store name" });
  await search.fill("Dayton");
  await scripts.release();
  await expect(search).toHaveValue("Dayton");
  await page.getByRole("button", { name: "Search stores" }).click();
  await expect(page).toHaveURL(/q=Dayton/);
  await expect(page.getByRole("main").getByRole("heading", { level: 2, name: DAYTON.name })).toBeVisible();
});

test("the site search keeps what was typed and searches for it", async ({ page }) => {
  const scripts = await holdScripts(page);
  await scripts.goto("/");
  const search = page.getByRole("searchbox", { name: "Search the site" });
  await search.fill("about");
  await scripts.release();
  await expect(search).toHaveValue("about");
  await search.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Search results for “about”" })).toBeVisible();
});

test("Make This My Store pressed before the scripts ran comes back to the page with the new store @mobile", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "store_id", value: String(COLUMBUS.id), url: baseURL! }]);
  const scripts = await holdScripts(page);
  await scripts.goto(DAYTON.url);
  await page.getByRole("button", { name: "Make This My Store" }).click();
  await expect(page).toHaveURL(new RegExp(`${DAYTON.url}$`));
  // The whole page shows the new store: the star, and the header's my-store box.
  await expect(page.getByText("My Store", { exact: true })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: DAYTON.name })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "store_id")?.value).toBe(String(DAYTON.id));
  await scripts.release();
  await expect(page.getByRole("link", { name: "Select Another Store" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: DAYTON.name })).toBeVisible();
});
