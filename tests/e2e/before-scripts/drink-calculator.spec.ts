import { expect, test, type Page } from "@playwright/test";
import { holdScripts } from "../support/held-scripts";

/**
 * The drink calculator starts from what the visitor did before its scripts ran: typed guests and
 * length, ticked boxes, moved sliders and typed percents are kept, and Calculate uses them.
 */

type Drink = "Wine" | "Beer" | "Spirits";
const guests = (page: Page) => page.getByRole("spinbutton", { name: "Guests" });
const length = (page: Page) => page.getByRole("spinbutton", { name: "Length (hours)" });
const champagne = (page: Page) => page.getByRole("checkbox", { name: "Champagne" });
const slider = (page: Page, drink: Drink) => page.getByRole("slider", { name: drink, exact: true });
const typed = (page: Page, drink: Drink) => page.getByRole("spinbutton", { name: `${drink} percent` });
const lock = (page: Page, drink: Drink) => page.getByRole("checkbox", { name: `Lock ${drink.toLowerCase()}` });
const figure = (page: Page, name: string) => page.getByRole("region", { name: "Results" }).getByRole("status", { name, exact: true });
const calculate = (page: Page) => page.getByRole("button", { name: "Calculate" });

test("guests and length typed before the scripts ran are kept and calculated @mobile", async ({ page }) => {
  const scripts = await holdScripts(page);
  await scripts.goto("/drink-calculator");
  await guests(page).fill("50");
  await length(page).fill("3");
  await champagne(page).check();
  await scripts.release();

  await expect(guests(page)).toHaveValue("50");
  await expect(length(page)).toHaveValue("3");
  await expect(champagne(page)).toBeChecked();
  await calculate(page).click();
  await expect(page.getByText("Must be between 1 and 2000 people")).toHaveCount(0);
  // 50 x (3 + 1) = 200, plus one champagne drink each: 250; wine 80 -> 16, beer 80 -> 14, spirits 40 -> 3, champagne 10.
  await expect(figure(page, "Total")).toHaveText("250 drinks");
  await expect(figure(page, "Per guest")).toHaveText("5 drinks");
  await expect(figure(page, "Wine bottles")).toHaveText("16");
  await expect(figure(page, "Beer packs")).toHaveText("14");
  await expect(figure(page, "Spirits bottles")).toHaveText("3");
  await expect(figure(page, "Champagne bottles")).toHaveText("10");
});

test("sliders moved, a percent typed and a lock ticked before the scripts ran make the mix @mobile", async ({ page }) => {
  const scripts = await holdScripts(page);
  await scripts.goto("/drink-calculator");
  await guests(page).fill("10");
  await length(page).fill("1");
  // Wine to 60 (beer and spirits give 10 each), then 50% spirits typed (wine and beer give 20 each).
  await slider(page, "Wine").fill("60");
  await typed(page, "Spirits").fill("50");
  await lock(page, "Beer").check();
  await scripts.release();

  await expect(slider(page, "Wine")).toHaveValue("40");
  await expect(slider(page, "Beer")).toHaveValue("10");
  await expect(slider(page, "Spirits")).toHaveValue("50");
  await expect(typed(page, "Wine")).toHaveValue("40");
  await expect(typed(page, "Spirits")).toHaveValue("50");
  await expect(lock(page, "Beer")).toBeChecked();
  await expect(slider(page, "Beer")).toBeDisabled();

  // The lock holds from now on: moving wine only moves spirits.
  await slider(page, "Wine").fill("70");
  await expect(slider(page, "Beer")).toHaveValue("10");
  await expect(slider(page, "Spirits")).toHaveValue("20");
  await calculate(page).click();
  // 10 x 2 = 20 drinks: wine 14 -> 3 bottles, beer 2 -> 1 pack, spirits 4 -> 1 bottle.
  await expect(figure(page, "Total")).toHaveText("20 drinks");
  await expect(figure(page, "Wine bottles")).toHaveText("3");
  await expect(figure(page, "Beer packs")).toHaveText("1");
  await expect(figure(page, "Spirits bottles")).toHaveText("1");
});

test("Calculate pressed before the scripts ran is answered by the server", async ({ page }) => {
  const scripts = await holdScripts(page);
  await scripts.goto("/drink-calculator");
  await guests(page).fill("50");
  await length(page).fill("3");
  await calculate(page).click();
  await expect(page).toHaveURL(/guests=50&length=3/);
  await expect(figure(page, "Total")).toHaveText("200 drinks");
  await scripts.release();
  await expect(guests(page)).toHaveValue("50");
  await expect(figure(page, "Total")).toHaveText("200 drinks");
});
