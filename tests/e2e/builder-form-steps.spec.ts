import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { editorApi } from "./support/builder";
import { axeViolations } from "./support/axe";
import { pageReady } from "./support/ready";
import { holdScripts } from "./support/held-scripts";

/**
 * A multi-step page-builder form (server/test/fixtures/elementor/page-form-steps.json): with scripts one
 * step at a time, each checked before the next, by keyboard; without scripts one long form whose
 * refused submission comes back with each field's error beside it, the values kept and the focus on
 * the first refused field.
 */

const fixture = readFileSync(new URL("../../server/test/fixtures/elementor/page-form-steps.json", import.meta.url), "utf8");
let url = "";
test.beforeAll(async ({ baseURL }) => {
  const editor = await editorApi(baseURL!);
  const slug = `catering-request-${Date.now().toString(36)}`;
  const res = await editor.api.post(`/api/admin/v1/documents/import?slug=${slug}`, {
    headers: { "X-Aisle-Nonce": editor.nonce, "content-type": "application/json" },
    data: fixture,
  });
  expect(res.status(), await res.text()).toBe(201);
  ({ url } = (await res.json()) as { url: string });
});

const requestForm = (page: Page) => page.getByRole("form", { name: "Catering request" });
const step = (page: Page, name: RegExp) => requestForm(page).getByRole("group", { name });

test("the form shows one step at a time, checks each before the next, and sends from the last", async ({ page }) => {
  await page.goto(url);
  await pageReady(page);
  const form = requestForm(page);
  const first = step(page, /^Step 1 of 3: Your event/);
  await expect(first).toBeVisible();
  await expect(step(page, /^Step 2 of 3/)).toBeHidden();
  await expect(form.getByRole("button", { name: "Request a quote" })).toBeHidden();

  // Next checks the step: the refused field keeps the focus.
  const guests = first.getByRole("spinbutton", { name: "Guests" });
  await guests.fill("500");
  await first.getByRole("button", { name: "To your details" }).click();
  await expect(guests).toBeFocused();
  await expect(step(page, /^Step 2 of 3/)).toBeHidden();
  await guests.fill("40");
  await first.getByRole("textbox", { name: "Event day" }).fill("2027-05-14");
  // Enter moves on as Next does, to the next step's first field.
  await guests.press("Enter");
  const second = step(page, /^Step 2 of 3: Your details/);
  await expect(second).toBeVisible();
  await expect(first).toBeHidden();
  await expect(second.getByRole("textbox", { name: "Your name" })).toBeFocused();
  await second.getByRole("button", { name: "Back to the event" }).click();
  await expect(guests).toBeFocused();
  await expect(guests).toHaveValue("40");
  await first.getByRole("button", { name: "To your details" }).click();
  await second.getByRole("textbox", { name: "Your name" }).fill("Sam Cook");
  await second.getByRole("textbox", { name: "Email" }).fill("sam@example.com");
  await second.getByRole("button", { name: "Next" }).click();
  const third = step(page, /^Step 3 of 3: The menu/);
  await expect(third).toBeVisible();
  await third.getByRole("combobox", { name: "Menu" }).selectOption({ label: "Buffet" });
  await third.getByRole("checkbox", { name: "I agree to be contacted about this event." }).check();
  await form.getByRole("button", { name: "Request a quote" }).click();
  await expect(form.getByRole("status")).toHaveText("Thanks! Our caterers will call you.");
  // Sent: back to the first step, emptied.
  await expect(first).toBeVisible();
  await expect(guests).toHaveValue("");
  expect(await axeViolations(page)).toEqual([]);
});

test("typed before the scripts ran, the form keeps its values and starts at its first step", async ({ page }) => {
  const scripts = await holdScripts(page);
  await scripts.goto(url);
  await requestForm(page).getByRole("textbox", { name: "Your name" }).fill("Early Visitor");
  await scripts.release();
  await pageReady(page);
  await expect(step(page, /^Step 1 of 3/)).toBeVisible();
  await expect(step(page, /^Step 2 of 3/)).toBeHidden();
  await requestForm(page).getByRole("spinbutton", { name: "Guests" }).fill("40");
  await requestForm(page).getByRole("textbox", { name: "Event day" }).fill("2027-05-14");
  await requestForm(page).getByRole("button", { name: "To your details" }).click();
  await expect(requestForm(page).getByRole("textbox", { name: "Your name" })).toHaveValue("Early Visitor");
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is one long form; a refused one comes back with each error beside its field and the values kept", async ({ page }) => {
    await page.goto(url);
    const form = requestForm(page);
    for (const name of [/^Step 1 of 3/, /^Step 2 of 3/, /^Step 3 of 3/]) await expect(step(page, name)).toBeVisible();
    await expect(form.getByRole("button", { name: "To your details" })).toBeHidden();
    // The browser's own checks let these through; the server refuses them.
    await form.evaluate((el: HTMLFormElement) => (el.noValidate = true));
    await form.getByRole("spinbutton", { name: "Guests" }).fill("500");
    await form.getByRole("textbox", { name: "Event day" }).fill("2027-05-14");
    await form.getByRole("textbox", { name: "Your name" }).fill("Sam Cook");
    await form.getByRole("textbox", { name: "Email" }).fill("sam@example");
    await form.getByRole("combobox", { name: "Menu" }).selectOption({ label: "Plated dinner" });
    await form.getByRole("button", { name: "Request a quote" }).click();

    await expect(form.getByRole("status")).toHaveText("Please check the highlighted fields.");
    const guests = form.getByRole("spinbutton", { name: "Guests" });
    await expect(guests).toBeFocused();
    await expect(guests).toHaveAttribute("aria-invalid", "true");
    await expect(guests).toHaveAccessibleDescription("Enter a number from 10 to 200.");
    await expect(guests).toHaveValue("500");
    const email = form.getByRole("textbox", { name: "Email" });
    await expect(email).toHaveAccessibleDescription("Enter an email address, like name@example.com.");
    await expect(email).toHaveValue("sam@example");
    await expect(form.getByRole("textbox", { name: "Your name" })).toHaveValue("Sam Cook");
    await expect(form.getByRole("combobox", { name: "Menu" })).toHaveValue("plated");
    const terms = form.getByRole("checkbox", { name: "I agree to be contacted about this event." });
    await expect(terms).toHaveAttribute("aria-invalid", "true");
    await expect(terms).toHaveAccessibleDescription("This field is required.");

    // Put right, it is sent.
    await guests.fill("40");
    await email.fill("sam@example.com");
    await terms.check();
    await form.getByRole("button", { name: "Request a quote" }).click();
    await expect(form.getByRole("status")).toHaveText("Thanks! Our caterers will call you.");
    await expect(form.locator("[aria-invalid]")).toHaveCount(0);
  });
});
